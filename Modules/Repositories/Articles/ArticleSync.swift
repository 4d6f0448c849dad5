public import Domain
public import Foundation
public import Networking
public import Storage

/// The sync's part for the articles: it stores every page as a new generation that becomes
/// current in one atomic write, and hands its ``Report`` to `report` to file in the summary.
///
/// <!-- snippet: given api: any APIClient, cache: DocumentStore -->
/// ```swift
/// let part = ArticleSync(api: api, store: cache) { summary, articles in
///   // File `articles` in a field of the summary: what `sync` says and prints it stored.
/// }
/// ```
public struct ArticleSync: SyncPart {
  /// The most articles one sync stores; a server claiming more is refused rather than believed.
  public static let maximumArticles = 100_000

  /// What a sync stored of the articles.
  public struct Report: Hashable, Sendable {
    /// How many articles are now stored.
    public var count: Int
    /// How many of them were not in the previous copy.
    public var newCount: Int
    /// How many pages were fetched.
    public var pages: Int

    /// A report of `count` articles stored, `newCount` of them new, from `pages` pages.
    public init(count: Int = 0, newCount: Int = 0, pages: Int = 0) {
      self.count = count
      self.newCount = newCount
      self.pages = pages
    }
  }

  private let api: any APIClient
  private let store: DocumentStore
  private let now: @Sendable () -> Date
  private let pageSize: Int
  private let maximumConcurrentRequests: Int
  private let report: @Sendable (inout SyncSummary, Report) -> Void

  /// Creates the part that reads every article through `api` into `store`, stamped with `now()`.
  public init(
    api: any APIClient, store: DocumentStore, now: @escaping @Sendable () -> Date = Date.init,
    pageSize: Int = PageRequest.allowedPerPage.upperBound, maximumConcurrentRequests: Int = 4,
    report: @escaping @Sendable (inout SyncSummary, Report) -> Void
  ) {
    self.report = report
    self.api = api
    self.store = store
    self.now = now
    self.pageSize = min(
      max(pageSize, PageRequest.allowedPerPage.lowerBound), PageRequest.allowedPerPage.upperBound)
    self.maximumConcurrentRequests = max(1, maximumConcurrentRequests)
  }

  /// Reads every page, then replaces the stored articles with them, counting what is new.
  public func sync(
    into summary: inout SyncSummary, storedBefore cutoff: Date,
    progress: @escaping @Sendable (SyncProgress) async -> Void
  ) async throws(RepositoryError) {
    let articleStore = ArticleStore(store: store, now: now)
    let previous: Set<Article.ID>
    do {
      previous = try articleStore.articleIDs()
    } catch {
      throw RepositoryError(error)
    }
    let reader = AllPages<Article>(
      pageSize: pageSize, concurrency: maximumConcurrentRequests,
      maximumItems: Self.maximumArticles)
    let pages = try await reader.fetch(
      { [api] request, _ async throws(RepositoryError) in
        do throws(APIError) {
          return try await api.send(FetchArticles(page: request.page, perPage: request.perPage))
        } catch {
          throw RepositoryError(error, resource: .articlesPage(request.page))
        }
      },
      progress: { done, total, items in
        await progress(
          SyncProgress(part: "articles", pagesDone: done, pagesTotal: total, itemsDone: items))
      })
    let articles = AllPages<Article>.items(of: pages, id: \.id)
    do throws(StorageError) {
      _ = try articleStore.replaceAll(with: articles)
    } catch {
      throw RepositoryError(error)
    }
    report(
      &summary,
      Report(
        count: articles.count, newCount: articles.filter { !previous.contains($0.id) }.count,
        pages: pages.count))
  }
}
