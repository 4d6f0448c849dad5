public import Repositories
public import TestSupport

/// An ``Repositories/OutboxService`` whose every call is configured by the test and recorded.
///
/// <!-- snippet: given change: PendingChange -->
/// ```swift
/// let outbox = MockOutboxService()
/// outbox.changes.returns([change])
/// ```
public final class MockOutboxService: OutboxService {
  /// Stands in for ``changes()``.
  public let changes: MockMethod<Void, [PendingChange], RepositoryError>
  /// Stands in for ``unreadable()``; answers none until configured otherwise.
  public let unreadable: MockMethod<Void, [Int], RepositoryError>
  /// Stands in for ``discard(_:)``.
  public let discard: MockMethod<Int, DiscardedChange?, RepositoryError>

  /// Creates an outbox with nothing configured; failures point at the caller's line.
  public init(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    changes = MockMethod(
      "MockOutboxService.changes()", createdAt: site, unimplementedFailure: .unimplemented)
    unreadable = MockMethod(
      "MockOutboxService.unreadable()", createdAt: site, unimplementedFailure: .unimplemented)
    unreadable.returns([])
    discard = MockMethod(
      "MockOutboxService.discard(_:)", createdAt: site, unimplementedFailure: .unimplemented)
  }

  /// Records the call and answers as ``changes`` was configured.
  public func changes() async throws(RepositoryError) -> [PendingChange] {
    try await changes.callAsFunction(())
  }

  /// Records the call and answers as ``unreadable`` was configured.
  public func unreadable() async throws(RepositoryError) -> [Int] {
    try await unreadable.callAsFunction(())
  }

  /// Records the call and answers as ``discard`` was configured.
  public func discard(_ id: Int) async throws(RepositoryError) -> DiscardedChange? {
    try await discard.callAsFunction(id)
  }
}
