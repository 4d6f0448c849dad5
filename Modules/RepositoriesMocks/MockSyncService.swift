public import Repositories
public import TestSupport

/// A ``Repositories/SyncService`` whose every call is configured by the test and recorded; the
/// handler receives the progress callback, so a test can report progress as a real sync would.
public final class MockSyncService: SyncService {
  /// The arguments of a ``sync(progress:)`` call.
  public struct SyncCall: Sendable {
    /// The progress callback the caller passed.
    public var progress: @Sendable (SyncProgress) async -> Void
  }

  /// Stands in for ``sync(progress:)``.
  public let sync: MockMethod<SyncCall, SyncSummary, RepositoryError>

  /// Creates a service with nothing configured; failures point at the caller's line.
  public init(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    sync = MockMethod(
      "MockSyncService.sync(progress:)", createdAt: site,
      unimplementedFailure: .unimplemented)
  }

  /// Records the call and answers as ``sync`` was configured.
  public func sync(progress: @escaping @Sendable (SyncProgress) async -> Void)
    async throws(RepositoryError) -> SyncSummary
  {
    try await sync(SyncCall(progress: progress))
  }
}
