public import Domain
public import Repositories
public import TestSupport

/// A ``Repositories/ChangeQueue`` whose every call is configured by the test and recorded: a
/// repository tested without the outbox.
///
/// <!-- snippet: given change: PendingChange -->
/// ```swift
/// let queue = MockChangeQueue()
/// queue.changes.returns([change])
/// queue.submit.fails(with: .outboxFull(capacity: 10_000))
/// ```
public final class MockChangeQueue: ChangeQueue {
  /// Stands in for ``changes(of:)``, recording the resource asked for.
  public let changes: MockMethod<String, [PendingChange], RepositoryError>
  /// Stands in for ``submit(_:)``.
  public let submit: MockMethod<NewChange, Submission, RepositoryError>
  /// Stands in for ``revise(_:fields:)``.
  public let revise: MockMethod<Revision, QueuedChange?, RepositoryError>
  /// Stands in for ``discard(_:)``.
  public let discard: MockMethod<Int, DiscardedChange?, RepositoryError>

  /// The arguments of one call of ``revise(_:fields:)``.
  public struct Revision: Hashable, Sendable {
    /// The change revised.
    public var id: Int
    /// Its new values.
    public var fields: FieldValues

    /// Change `id` given `fields`.
    public init(id: Int, fields: FieldValues) {
      self.id = id
      self.fields = fields
    }
  }

  /// Creates a queue with nothing configured; failures point at the caller's line.
  public init(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    changes = MockMethod(
      "MockChangeQueue.changes(of:)", createdAt: site, unimplementedFailure: .unimplemented)
    submit = MockMethod(
      "MockChangeQueue.submit(_:)", createdAt: site, unimplementedFailure: .unimplemented)
    revise = MockMethod(
      "MockChangeQueue.revise(_:fields:)", createdAt: site, unimplementedFailure: .unimplemented)
    discard = MockMethod(
      "MockChangeQueue.discard(_:)", createdAt: site, unimplementedFailure: .unimplemented)
  }

  /// Records the call and answers as ``changes`` was configured.
  public func changes(of resource: String) async throws(RepositoryError) -> [PendingChange] {
    try await changes.callAsFunction(resource)
  }

  /// Records the call and answers as ``submit`` was configured.
  public func submit(_ change: NewChange) async throws(RepositoryError) -> Submission {
    try await submit.callAsFunction(change)
  }

  /// Records the call and answers as ``revise`` was configured.
  public func revise(_ id: Int, fields: FieldValues) async throws(RepositoryError)
    -> QueuedChange?
  {
    try await revise.callAsFunction(Revision(id: id, fields: fields))
  }

  /// Records the call and answers as ``discard`` was configured.
  public func discard(_ id: Int) async throws(RepositoryError) -> DiscardedChange? {
    try await discard.callAsFunction(id)
  }
}
