/// Why a value came from the local store rather than the server.
public enum StoredReason: Hashable, Sendable {
  /// The caller asked for the stored copy only (`--offline`).
  case offlineRequested
  /// The server could not be reached; the error says how.
  case serverUnavailable(RepositoryError)
}
