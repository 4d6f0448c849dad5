public import Domain
public import Repositories
public import TestSupport

/// An ``Repositories/OutboxService`` whose every call is configured by the test and recorded.
///
/// <!-- snippet: given change: PendingChange -->
/// ```swift
/// let outbox = MockOutboxService()
/// outbox.changes.returns(OutboxListing(changes: [change]))
/// ```
public final class MockOutboxService: OutboxService {
  /// Stands in for ``changes(_:)``, recording the page asked for.
  public let changes: MockMethod<PageRequest?, OutboxListing, RepositoryError>
  /// Stands in for ``discard(_:)``.
  public let discard: MockMethod<Int, DiscardedChange?, RepositoryError>

  /// Creates an outbox with nothing configured; failures point at the caller's line.
  public init(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    changes = MockMethod(
      "MockOutboxService.changes(_:)", createdAt: site, unimplementedFailure: .unimplemented)
    discard = MockMethod(
      "MockOutboxService.discard(_:)", createdAt: site, unimplementedFailure: .unimplemented)
  }

  /// Records the call and answers as ``changes`` was configured.
  public func changes(_ page: PageRequest?) async throws(RepositoryError) -> OutboxListing {
    try await changes.callAsFunction(page)
  }

  /// Records the call and answers as ``discard`` was configured.
  public func discard(_ id: Int) async throws(RepositoryError) -> DiscardedChange? {
    try await discard.callAsFunction(id)
  }
}
