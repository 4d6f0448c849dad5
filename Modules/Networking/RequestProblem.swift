/// Why a request could not be built.
public enum RequestProblem: Hashable, Sendable {
  /// The body could not be encoded as JSON.
  case unencodableBody
}
