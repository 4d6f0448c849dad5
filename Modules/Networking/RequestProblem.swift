/// Why a request could not be built.
public enum RequestProblem: Hashable, Sendable {
  /// The body could not be encoded as JSON.
  case unencodableBody
  /// A path could not be filled in: a parameter with no value, or a wrong one.
  case invalidPath(PathValueError)
}
