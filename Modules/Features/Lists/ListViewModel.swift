public import Domain
public import Observation
public import Repositories

/// Loads any list page by page through one `pages` function, the first page and then more on
/// demand, so paging, cancellation and errors are written and tested once.
@MainActor
@Observable
public final class ListViewModel<Item: Identifiable & Sendable>: ViewModel
where Item.ID: Sendable {
  /// Reads one page, as the policy allows.
  public typealias Pages =
    @Sendable (PageRequest, ReadPolicy) async throws(RepositoryError) ->
    Fetched<Page<Item>>

  /// The list: `loading` for the first page, then the feed of every page so far.
  public internal(set) var state: ViewState<Feed<Item>>
  /// Whether a further page is being loaded (the list stays on screen meanwhile).
  public private(set) var isLoadingMore = false
  /// Why the last attempt to load a further page failed, if it did; the list stays loaded.
  public private(set) var loadMoreError: UserFacingError?
  /// The first page asked for, and so the page size.
  public let firstPage: PageRequest

  private let pages: Pages
  private let policy: ReadPolicy

  /// Creates a view model that reads `firstPage`, then the pages after it at its size, with
  /// `pages`, as `policy` allows, starting in `initialState` (any, for previews and tests).
  public init(
    firstPage: PageRequest, policy: ReadPolicy = .networkFirst,
    initialState: ViewState<Feed<Item>> = .idle, pages: @escaping Pages
  ) {
    self.firstPage = firstPage
    self.policy = policy
    self.state = initialState
    self.pages = pages
  }

  /// Whether ``loadNextPage()`` would load anything.
  public var canLoadMore: Bool {
    guard let feed = state.value else { return false }
    return !feed.reachedEnd && !isLoadingMore
  }

  /// Loads the first page, replacing whatever was shown.
  public func load() async {
    loadMoreError = nil
    await settle(\.state) { [pages, firstPage, policy] () async throws(RepositoryError) in
      try await pages(firstPage, policy).map(Feed.init)
    }
  }

  /// Loads the page after the last one shown and appends it; does nothing before the first page,
  /// while a page loads, or at the end. Not through `settle`, on purpose: a failure keeps the list
  /// on screen and sets ``loadMoreError``; a cancellation shows nothing.
  public func loadNextPage() async {
    guard canLoadMore, case .loaded(var feed, let notices) = state,
      let next = try? PageRequest(page: feed.lastPage + 1, perPage: feed.perPage)
    else { return }
    isLoadingMore = true
    defer { isLoadingMore = false }
    do {
      let fetched = try await pages(next, policy)
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
