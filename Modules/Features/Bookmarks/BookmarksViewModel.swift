public import Domain
public import Observation
public import Repositories

/// The bookmarked articles, and the adding and removing of bookmarks: ``change`` holds the last
/// one's outcome, to print or flash, while the list stays on show.
@MainActor
@Observable
public final class BookmarksViewModel: ViewModel {
  /// The bookmarked articles, in the order bookmarked.
  public internal(set) var state: ViewState<[Article]>
  /// The last add or remove: `loading` while it runs, then what it did, or why it failed.
  public internal(set) var change: ViewState<BookmarkChange> = .idle

  private let repository: any BookmarkRepository

  /// Creates a view model over `repository`, starting in `initialState` (any, for previews).
  public init(repository: any BookmarkRepository, initialState: ViewState<[Article]> = .idle) {
    self.repository = repository
    self.state = initialState
  }

  /// Whether article `id` is in the list as loaded.
  public func isBookmarked(_ id: Article.ID) -> Bool {
    state.value?.contains { $0.id == id } ?? false
  }

  /// Loads the list.
  public func load() async {
    await settle(\.state) { [repository] () async throws(RepositoryError) in
      Fetched(try await repository.bookmarks())
    }
  }

  /// Bookmarks article `id` (the repository checks with the server that it exists).
  public func add(articleID id: Article.ID) async {
    await perform { () async throws(RepositoryError) in
      let addition = try await repository.add(articleID: id)
      return addition.wasAlreadyBookmarked
        ? .alreadyBookmarked(addition.article) : .added(addition.article)
    }
  }

  /// Removes the bookmark on article `id`.
  public func remove(articleID id: Article.ID) async {
    await perform { () async throws(RepositoryError) in
      try await repository.remove(articleID: id).map(BookmarkChange.removed) ?? .notBookmarked(id)
    }
  }

  /// Bookmarks `article` if it is not bookmarked, or removes its bookmark if it is.
  public func toggle(_ article: Article) async {
    if isBookmarked(article.id) {
      await remove(articleID: article.id)
    } else {
      await perform { () async throws(RepositoryError) in
        let addition = try await repository.add(article)
        return addition.wasAlreadyBookmarked
          ? .alreadyBookmarked(addition.article) : .added(addition.article)
      }
    }
  }

  /// Runs one change, then keeps the loaded list in step with what it did.
  private func perform(_ operation: () async throws(RepositoryError) -> BookmarkChange) async {
    await settle(\.change) { () async throws(RepositoryError) in Fetched(try await operation()) }
    guard case .loaded(var articles, let notices) = state, let done = change.value else { return }
    switch done {
    case .added(let article): articles.append(article)
    case .removed(let article): articles.removeAll { $0.id == article.id }
    case .alreadyBookmarked, .notBookmarked: return
    }
    state = .loaded(articles, notices: notices)
  }
}
