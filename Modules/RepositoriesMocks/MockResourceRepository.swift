public import Repositories
public import TestSupport

/// A ``Repositories/ResourceRepository`` whose every read is configured by the test and
/// recorded: the double for any generated feature's repository.
///
/// ```swift
/// let comments = MockResourceRepository<CommentsViewModel.Query, [Comment]>()
/// comments.read.returns(Fetched(Comment.mocks(count: 3)))
/// ```
public final class MockResourceRepository<Query: Hashable & Sendable, Value: Sendable>:
  ResourceRepository
{
  /// The arguments of a ``read(_:policy:)`` call.
  public struct ReadCall: Hashable, Sendable {
    /// What was asked for.
    public var query: Query
    /// Whether the network was allowed.
    public var policy: ReadPolicy

    /// Creates the arguments.
    public init(query: Query, policy: ReadPolicy) {
      self.query = query
      self.policy = policy
    }
  }

  /// Stands in for ``read(_:policy:)``.
  public let read: MockMethod<ReadCall, Fetched<Value>, RepositoryError>

  /// Creates a repository with nothing configured; failures point at the caller's line.
  public init(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    read = MockMethod(
      "MockResourceRepository.read(_:policy:)", createdAt: site,
      unimplementedFailure: .unimplemented)
  }

  /// Records the call and answers as ``read`` was configured.
  public func read(_ query: Query, policy: ReadPolicy) async throws(RepositoryError)
    -> Fetched<Value>
  {
    try await read(ReadCall(query: query, policy: policy))
  }
}
