public import Domain
public import Foundation
public import Networking
public import Storage

/// The production ``SyncService``: an actor, so one process runs one sync at a time, and a file
/// lock, so two processes never interleave their writes.
///
/// A sync
/// 1. takes the store's lock, waiting up to `lockWait` for another sync to finish;
/// 2. sends the outbox, in order (an unreachable server stops it here: what waits, waits);
/// 3. reads what is stored, to count what is new (a read *error* stops the sync; a corrupted
///    copy is simply replaced);
/// 4. fetches the profile, then every page of the articles (`AllPages`: page 1 for the total,
///    then `maximumConcurrentRequests` at a time), reporting progress as each arrives;
/// 5. writes the articles as a new generation of the article store, switched to in one atomic
///    write, then the profile;
/// 6. reads again, whole, every list of the other resources that was read before.
///
/// Nothing of a step is written until everything of it has arrived, and the old generation
/// stays current until the new one is complete, so a failed or killed sync leaves the previous
/// copy whole.
public actor SyncManager: SyncService {
  /// The most articles one sync stores; a server claiming more is refused rather than believed.
  public static let maximumArticles = 100_000

  private let api: any APIClient
  private let store: DocumentStore
  private let locks: any FileLocking
  private let outbox: Outbox
  private let lists: [any StoredListRefreshing]
  private let clock: any Clock<Duration>
  private let now: @Sendable () -> Date
  private let pageSize: Int
  private let maximumConcurrentRequests: Int
  private let lockWait: Duration

  /// Creates a sync manager that sends `outbox`, fetches through `api` into `store` and
  /// refreshes `lists`, under a lock from `locks`. By default it asks for pages of 100 (the
  /// API's largest), keeps 4 requests in flight, and waits up to 2 seconds on `clock` for
  /// another sync to finish.
  public init(
    api: any APIClient,
    store: DocumentStore,
    locks: any FileLocking,
    outbox: Outbox,
    lists: [any StoredListRefreshing] = [],
    clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = Date.init,
    pageSize: Int = PageRequest.allowedPerPage.upperBound,
    maximumConcurrentRequests: Int = 4,
    lockWait: Duration = .seconds(2)
  ) {
    self.api = api
    self.store = store
    self.locks = locks
    self.outbox = outbox
    self.lists = lists
    self.clock = clock
    self.now = now
    self.pageSize = min(
      max(pageSize, PageRequest.allowedPerPage.lowerBound), PageRequest.allowedPerPage.upperBound)
    self.maximumConcurrentRequests = max(1, maximumConcurrentRequests)
    self.lockWait = lockWait
  }

  /// Sends the outbox, fetches the profile and every article, stores them, and refreshes the
  /// other lists: `busy` when another sync holds the lock past `lockWait`, `storageFailed` for
  /// the disk, the API's errors otherwise.
  public func sync(
    userID: User.ID,
    progress: @escaping @Sendable (SyncProgress) async -> Void
  ) async throws(RepositoryError) -> SyncSummary {
    let lock: any HeldLock
    do {
      let lockURL = try store.url(forFileNamed: CacheKeys.syncLock)
      lock = try await locks.lock(
        at: lockURL, holder: "a sync", maximumWait: lockWait, clock: clock)
    } catch {
      throw RepositoryError(error)
    }
    defer { lock.release() }

    let started = now()
    let sent = try await outbox.sendHoldingLock().report
    if let stopped = sent.stoppedBy { throw stopped }

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
    let reader = AllPages<Article>(
      pageSize: pageSize, concurrency: maximumConcurrentRequests,
      maximumItems: Self.maximumArticles)
    let pages = try await reader.fetch(
      { [api] request async throws(RepositoryError) in
        do throws(APIError) {
          return try await api.send(FetchArticles(page: request.page, perPage: request.perPage))
        } catch {
          throw RepositoryError(error, resource: .articlesPage(request.page))
        }
      },
      progress: { done, total, items in
        await progress(SyncProgress(pagesDone: done, pagesTotal: total, articlesDone: items))
      })
    let articles = AllPages<Article>.items(of: pages, id: \.id)

    let storedAt: Date
    do throws(StorageError) {
      storedAt = try articleStore.replaceAll(with: articles)
      try store.save(user, for: CacheKeys.user(userID))
    } catch {
      throw RepositoryError(error)
    }
    var listsRefreshed = 0
    for list in lists {
      listsRefreshed += try await list.refreshStoredLists(storedBefore: started)
    }
    return SyncSummary(
      user: user,
      articleCount: articles.count,
      newArticleCount: articles.filter { !previous.contains($0.id) }.count,
      pageCount: pages.count,
      storedAt: storedAt,
      outbox: sent,
      listsRefreshed: listsRefreshed)
  }
}
