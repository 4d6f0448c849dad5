/// Whether a read may use the network.
public enum ReadPolicy: Hashable, Sendable {
  /// Ask the server, store what it says, and fall back to the stored copy when it is unreachable.
  case networkFirst
  /// Read the stored copy only; send nothing.
  case storeOnly
}
