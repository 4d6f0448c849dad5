public import Domain
public import DomainMocks
public import Repositories

/// A ``Repositories/SyncService`` whose every call is configured by the test and recorded.
///
/// The configured handler receives the progress callback, so a test can report progress exactly
/// as a real sync would.
public final class MockSyncService: SyncService {
  /// The arguments of a ``sync(userID:progress:)`` call.
  public struct SyncCall: Sendable {
    /// Whose profile to store.
    public var userID: User.ID
    /// The progress callback the caller passed.
    public var progress: @Sendable (SyncProgress) async -> Void
  }

  /// Stands in for ``sync(userID:progress:)``.
  public let sync = MockMethod<SyncCall, SyncSummary, RepositoryError>(
    "MockSyncService.sync(userID:progress:)",
    unimplementedFailure: .unavailable(reason: "unimplemented"))

  /// Creates a service with nothing configured.
  public init() {}

  /// Records the call and answers as ``sync`` was configured.
  ///
  /// - Parameters:
  ///   - userID: Whose profile to store.
  ///   - progress: Called as the configured handler reports progress.
  /// - Returns: The configured summary.
  /// - Throws: The configured ``Repositories/RepositoryError``.
  public func sync(
    userID: User.ID,
    progress: @escaping @Sendable (SyncProgress) async -> Void
  ) async throws(RepositoryError) -> SyncSummary {
    try await sync(SyncCall(userID: userID, progress: progress))
  }
}
