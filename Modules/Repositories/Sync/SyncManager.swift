public import Domain
public import Foundation
public import Networking
public import Storage

/// The production ``SyncService``: an actor, so one process runs one sync at a time, and a file
/// lock, so two processes never interleave their writes.
///
/// A sync
/// 1. takes the store's lock, waiting up to `lockWait` for another sync to finish;
/// 2. reads what is stored, to count what is new (a read *error* stops the sync; a corrupted
///    copy is simply replaced);
/// 3. fetches the profile, then page 1 of the articles, which gives the total;
/// 4. fetches the remaining pages, `maximumConcurrentRequests` at a time, reporting progress as
///    each arrives;
/// 5. assembles the pages in order (dropping duplicates a shifting list can produce) and writes
///    them as a new generation of the article store, switched to in one atomic write, then the
///    profile.
///
/// Nothing is written until everything has arrived, and the old generation stays current until
/// the new one is complete, so a failed or killed sync leaves the previous copy whole.
public actor SyncManager: SyncService {
  /// The most articles one sync stores; a server claiming more is refused rather than believed.
  public static let maximumArticles = 100_000

  private let api: any APIClient
  private let store: DocumentStore
  private let locks: any FileLocking
  private let clock: any Clock<Duration>
  private let now: @Sendable () -> Date
  private let pageSize: Int
  private let maximumConcurrentRequests: Int
  private let lockWait: Duration

  /// Creates a sync manager that fetches through `api` into `store`, under a lock from `locks`.
  /// By default it asks for pages of 100 (the API's largest), keeps 4 requests in flight, and
  /// waits up to 2 seconds on `clock` for another sync to finish.
  public init(
    api: any APIClient,
    store: DocumentStore,
    locks: any FileLocking,
    clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = Date.init,
    pageSize: Int = PageRequest.allowedPerPage.upperBound,
    maximumConcurrentRequests: Int = 4,
    lockWait: Duration = .seconds(2)
  ) {
    self.api = api
    self.store = store
    self.locks = locks
    self.clock = clock
    self.now = now
    self.pageSize = min(
      max(pageSize, PageRequest.allowedPerPage.lowerBound), PageRequest.allowedPerPage.upperBound)
    self.maximumConcurrentRequests = max(1, maximumConcurrentRequests)
    self.lockWait = lockWait
  }

  /// Fetches the profile and every article, then stores them: `busy` when another sync holds the
  /// lock past `lockWait`, `storageFailed` for the disk, the API's errors otherwise.
  public func sync(
    userID: User.ID,
    progress: @escaping @Sendable (SyncProgress) async -> Void
  ) async throws(RepositoryError) -> SyncSummary {
    let lock: any HeldLock
    do {
      let lockURL = try store.url(forFileNamed: CacheKeys.syncLock)
      lock = try await locks.lock(at: lockURL, maximumWait: lockWait, clock: clock)
    } catch {
      throw RepositoryError(error)
    }
    defer { lock.release() }

    let articleStore = ArticleStore(store: store, now: now)
    let previous: Set<Article.ID>
    do {
      previous = try articleStore.articleIDs()
    } catch {
      throw RepositoryError(error)
    }

    let user: User
    do {
      user = try await api.send(FetchUser(id: userID)).user
    } catch {
      throw RepositoryError(error, resource: .user(userID))
    }
    let pages = try await fetchAllPages(progress: progress)
    let articles = Self.inOrderWithoutDuplicates(pages)

    let storedAt: Date
    do {
      storedAt = try articleStore.replaceAll(with: articles)
      try store.save(user, for: CacheKeys.user(userID))
    } catch {
      throw RepositoryError(error)
    }
    return SyncSummary(
      user: user,
      articleCount: articles.count,
      newArticleCount: articles.filter { !previous.contains($0.id) }.count,
      pageCount: pages.count,
      storedAt: storedAt)
  }

  /// Page 1 first, for the total; then the rest, a few at a time, as the total allows.
  private func fetchAllPages(
    progress: @escaping @Sendable (SyncProgress) async -> Void
  ) async throws(RepositoryError) -> [Page<Article>] {
    let first = try await fetchPage(1)
    var articlesDone = first.items.count
    if let total = first.totalCount, total > Self.maximumArticles {
      throw .invalidResponse(tooManyArticles)
    }
    guard let pagesTotal = first.pageCount.map({ max(1, $0) }) else {
      return try await fetchPagesOneByOne(after: first, progress: progress)
    }
    await progress(SyncProgress(pagesDone: 1, pagesTotal: pagesTotal, articlesDone: articlesDone))

    var pages = [1: first]
    do {
      try await withThrowingTaskGroup(of: (Int, Page<Article>).self) { group in
        var next = 2
        func startNext() {
          guard next <= pagesTotal else { return }
          let number = next
          group.addTask { (number, try await self.fetchPage(number)) }
          next += 1
        }
        for _ in 0..<maximumConcurrentRequests { startNext() }
        while let (number, page) = try await group.next() {
          pages[number] = page
          articlesDone += page.items.count
          await progress(
            SyncProgress(pagesDone: pages.count, pagesTotal: pagesTotal, articlesDone: articlesDone)
          )
          startNext()
        }
      }
    } catch let error as RepositoryError {
      throw error
    } catch {
      throw .cancelled
    }
    return pages.keys.sorted().compactMap { pages[$0] }
  }

  /// Without a total, pages are fetched in turn until one comes back short.
  private func fetchPagesOneByOne(
    after first: Page<Article>,
    progress: @escaping @Sendable (SyncProgress) async -> Void
  ) async throws(RepositoryError) -> [Page<Article>] {
    var pages = [first]
    var articlesDone = first.items.count
    await progress(SyncProgress(pagesDone: 1, pagesTotal: nil, articlesDone: articlesDone))
    while let last = pages.last, !last.isLast {
      guard articlesDone < Self.maximumArticles else { throw .invalidResponse(tooManyArticles) }
      let page = try await fetchPage(last.page + 1)
      pages.append(page)
      articlesDone += page.items.count
      await progress(
        SyncProgress(pagesDone: pages.count, pagesTotal: nil, articlesDone: articlesDone))
    }
    return pages
  }

  nonisolated private func fetchPage(_ number: Int) async throws(RepositoryError) -> Page<Article> {
    do {
      return try await api.send(FetchArticles(page: number, perPage: pageSize))
    } catch {
      throw RepositoryError(error, resource: .articlesPage(number))
    }
  }

  /// A server claiming, or sending, more articles than a sync stores is not believed.
  private var tooManyArticles: ResponseProblem {
    ResponseProblem(.tooManyItems(limit: Self.maximumArticles), underlyingError: nil)
  }

  private static func inOrderWithoutDuplicates(_ pages: [Page<Article>]) -> [Article] {
    var seen = Set<Article.ID>()
    return pages.flatMap(\.items).filter { seen.insert($0.id).inserted }
  }
}
