import Domain
import Repositories

// Decorators at the Repositories seam, as in TracingRepositories.swift.

// The samples' decorators: the profile's and the bookmarks'. `scripts/remove-samples` takes the
// file away with them; the articles' is the exemplar's (TracingArticles.swift).

/// Traces a ``UserRepository``.
struct TracingUserRepository: UserRepository {
  let base: any UserRepository
  let tracer: Tracer
  let name = "RemoteUserRepository"

  func user(id: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<User> {
    try await tracer.hop(
      "Repositories", "\(name).user(id: \(id), policy: \(policy))", outcome: describe
    ) { () async throws(RepositoryError) in try await base.user(id: id, policy: policy) }
  }

  func updateProfile(id: User.ID, with update: ProfileUpdate) async throws(RepositoryError)
    -> Written<User?>
  {
    try await tracer.hop("Repositories", "\(name).updateProfile(id: \(id))", outcome: written) {
      () async throws(RepositoryError) in try await base.updateProfile(id: id, with: update)
    }
  }
}

/// Traces a ``BookmarkRepository``.
struct TracingBookmarkRepository: BookmarkRepository {
  let base: any BookmarkRepository
  let tracer: Tracer
  let name = "StoredBookmarkRepository"

  func bookmarks() async throws(RepositoryError) -> [Article] {
    try await tracer.hop(
      "Repositories", "\(name).bookmarks()", outcome: describeList
    ) { () async throws(RepositoryError) in try await base.bookmarks() }
  }

  func add(articleID id: Article.ID) async throws(RepositoryError) -> BookmarkAddition {
    try await tracer.hop("Repositories", "\(name).add(articleID: \(id))", outcome: added) {
      () async throws(RepositoryError) in try await base.add(articleID: id)
    }
  }

  func add(_ article: Article) async throws(RepositoryError) -> BookmarkAddition {
    try await tracer.hop("Repositories", "\(name).add(article \(article.id))", outcome: added) {
      () async throws(RepositoryError) in try await base.add(article)
    }
  }

  func remove(articleID id: Article.ID) async throws(RepositoryError) -> Article? {
    try await tracer.hop(
      "Repositories", "\(name).remove(articleID: \(id))",
      outcome: removed
    ) { () async throws(RepositoryError) in try await base.remove(articleID: id) }
  }

  private func removed(_ article: Article?) -> String {
    article == nil ? "was not bookmarked" : "removed"
  }

  private func added(_ addition: BookmarkAddition) -> String {
    addition.wasAlreadyBookmarked ? "already bookmarked" : "added"
  }
}

func describeList(_ articles: [Article]) -> String {
  "\(articles.count) bookmarks"
}

/// What a sync stored of the samples, for its trace.
func describe(_ samples: SampleSyncReport) -> String {
  ", \(samples.articles.count) articles in \(samples.articles.pages) pages"
}
