/// A read-only resource from the API, kept for offline use: the comments of a post, a user's
/// albums, any list a feature shows as it is.
///
/// Users and articles have repositories of their own, because they do more (an edit that keeps
/// the server's fields; pages kept by position). A plain resource needs no repository code at
/// all: the composition root makes a ``CachedResourceRepository`` for its endpoint, and the
/// view model depends on this protocol with its two types filled in:
///
/// ```swift
/// public final class CommentsViewModel {
///   public init(query: Query, repository: any ResourceRepository<Query, [Comment]>) { … }
/// }
/// ```
///
/// The test double is `MockResourceRepository<Query, Value>` (module `RepositoriesMocks`).
public protocol ResourceRepository<Query, Value>: Sendable {
  /// What identifies one instance of the resource, such as a post's identifier.
  associatedtype Query: Hashable & Sendable
  /// The resource itself, such as a list of comments.
  associatedtype Value: Sendable

  /// Reads the resource for `query`, from the server or the stored copy as `policy` allows.
  ///
  /// - Throws: ``RepositoryError``.
  func read(_ query: Query, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<Value>
}
