public import Domain
public import Observation
public import Repositories

/// Loads a list of articles page by page: the first page, then more on demand, until the end.
@MainActor
@Observable
public final class ArticleListViewModel {
  /// The list: `loading` for the first page, then the feed of every page so far.
  public private(set) var state: ViewState<ArticleFeed>
  /// Whether a further page is being loaded (the list stays on screen meanwhile).
  public private(set) var isLoadingMore = false
  /// Why the last attempt to load a further page failed, if it did; the list stays loaded.
  public private(set) var loadMoreError: UserFacingError?

  private let repository: any ArticleRepository
  private let firstPage: PageRequest
  private let policy: ReadPolicy

  /// Creates a view model that reads `firstPage` (and the pages after it, at its size) from
  /// `repository`, as `policy` allows, starting in `initialState` (any state, for previews and
  /// rendering tests).
  public init(
    repository: any ArticleRepository,
    firstPage: PageRequest,
    policy: ReadPolicy = .networkFirst,
    initialState: ViewState<ArticleFeed> = .idle
  ) {
    self.repository = repository
    self.firstPage = firstPage
    self.policy = policy
    self.state = initialState
  }

  /// Whether ``loadNextPage()`` would load anything.
  public var canLoadMore: Bool {
    guard let feed = state.value else { return false }
    return !feed.reachedEnd && !isLoadingMore
  }

  /// Loads the first page, replacing whatever was shown.
  public func load() async {
    guard state != .loading else { return }
    let previous = state
    state = .loading
    loadMoreError = nil
    state = await .settled(from: previous) { () async throws(RepositoryError) in
      try await repository.articles(firstPage, policy: policy).map(ArticleFeed.init)
    }
  }

  /// Loads the page after the last one shown and appends it. Does nothing before the first
  /// page, while a page is loading, or once the end is reached. A failure leaves the list as it
  /// was and sets ``loadMoreError``; a cancellation (the person left the screen) shows nothing.
  public func loadNextPage() async {
    guard canLoadMore, case .loaded(var feed, let notices) = state,
      let next = try? PageRequest(page: feed.lastPage + 1, perPage: feed.perPage)
    else { return }
    isLoadingMore = true
    defer { isLoadingMore = false }
    do {
      let fetched = try await repository.articles(next, policy: policy)
      feed.append(fetched.value)
      loadMoreError = nil
      let added = Notice.notices(for: fetched).filter { !notices.contains($0) }
      state = .loaded(feed, notices: notices + added)
    } catch .cancelled {
      return
    } catch {
      loadMoreError = UserFacingError(error)
    }
  }
}
