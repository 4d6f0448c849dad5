import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import Repositories
import Storage
import StorageMocks
import TestSupport
import Testing

/// The articles' part of the sync, every page, run by the sync manager as the app runs it, and
/// the original pattern's three `SyncManager` tests; the manager's own rules (the lock, the parts'
/// order, the outbox first) are `SyncManagerTests`.
@Suite("Sync manager: the articles' part", .tags(.sync), .hangGuard)
struct ArticleSyncTests {
  let fixture = StoreFixture()
  let api = MockAPIClient()
  let clock = ImmediateClock()
  let progress = Recorder<SyncProgress>()
  /// What each sync's part reported, in order.
  let reports = Recorder<ArticleSync.Report>()

  /// A sync of every article, and `others` after them.
  func manager(pageSize: Int = 10, then others: [any SyncPart] = []) -> SyncManager {
    let now: @Sendable () -> Date = { [fixture] in fixture.now }
    let articles = ArticleSync(api: api, store: fixture.store, now: now, pageSize: pageSize) {
      [reports] _, report in reports.append(report)
    }
    return SyncManager(
      store: fixture.store, locks: fixture.locks, outbox: fixture.outbox(sending: []),
      parts: [articles] + others, clock: clock, now: now)
  }

  /// Syncs, and returns what the articles' part reported.
  func sync(pageSize: Int = 10) async throws -> ArticleSync.Report {
    _ = try await manager(pageSize: pageSize).sync(progress: progress.append)
    return try #require(reports.values.last)
  }

  /// The stored articles, read back offline the way the app reads them.
  func storedArticles() async throws -> [Article.ID] {
    let repository = RemoteArticleRepository(api: MockAPIClient(), store: fixture.store)
    var ids: [Article.ID] = []
    var request: PageRequest? = try PageRequest(page: 1, perPage: 100)
    while let current = request {
      let page = try await repository.articles(current, policy: .storeOnly).value
      ids += page.items.map(\.id)
      request = page.isLast ? nil : current.next
    }
    return ids
  }

  // MARK: The original's three tests
  //
  // The pattern Strata grew from ("swift-protocol-di-testing") tests its `SyncManager` with
  // `testMissingContainer`, `testReadData` and `testReadError`: here they are under the same
  // names, on the part of a sync whose previous copy says which articles are new. Where Strata
  // departs, the test says so and why; the course maps the original's other names.

  /// The original: `containerURL(for:)` returns `nil`, and `sync()` throws
  /// `SyncError.containerNotAvailable`. Strata: `containerURL(for:)` throws, with the path and
  /// the system's words, and the sync fails before the server is asked for anything.
  @Test("testMissingContainer: a container that cannot be made fails the sync before any request")
  func testMissingContainer() async {
    fixture.fileSystem.makeUnavailable(SystemError(code: ENOENT))
    let path = "/virtual/strata/cache/test"
    let failure = StoreFailure(
      path: path, .system(code: ENOENT, description: "No such file or directory"),
      underlyingError: .containerUnavailable(path: path, SystemError(code: ENOENT)))
    await #expect(throws: RepositoryError.storageFailed(failure)) {
      try await sync()
    }
    #expect(api.on(FetchArticles.self).calls.isEmpty)
  }

  /// The original: a `MockFileAccessor` holds a file and `loadData()` returns it. But the
  /// original builds `SyncManager(fileAccessor: mock)` and lets the file system default to
  /// `DefaultFileSystemProvider()`: the test quietly asks the real machine for its iCloud
  /// container. Strata has no default across layers: every collaborator is passed in (here, the
  /// mocked disk of `StoreFixture`), so a test cannot touch the real disk by forgetting one.
  @Test("testReadData: the previous articles are read, through the mocked disk, to count the new")
  func testReadData() async throws {
    api.serveArticles(totalCount: 40)
    _ = try await sync()
    api.serveArticles(totalCount: 47)

    let report = try await sync()

    #expect(report.count == 47)
    #expect(report.newCount == 7)
    #expect(fixture.files.calls.contains(.contents(fixture.url("articles.json").path)))
  }

  /// The original: the mock's `readError` is `CocoaError(.fileReadCorruptFile)`, and the sync
  /// throws some `SyncError`. Strata keeps the point (a failed read is a typed error, here the
  /// disk's I/O error, and the lock is released) and departs on the example: see the next test.
  @Test("testReadError: an I/O error reading the previous copy is a typed error; the lock is freed")
  func testReadError() async throws {
    fixture.files.place(Data("{}".utf8), at: fixture.url("articles.json"))
    fixture.files.fail(.read, with: .ioError)
    let path = fixture.url("articles.json").path
    await #expect(throws: RepositoryError.ioErrorReading(path)) {
      try await sync()
    }
    #expect(api.on(FetchArticles.self).calls.isEmpty)
    #expect(!fixture.locks.isHeld(fixture.url("sync.lock")))
  }

  /// Where Strata means the opposite of the original's example: a *corrupt* previous copy is
  /// not an error, since a sync is how a person repairs a damaged copy without deleting files by
  /// hand. It is replaced by a whole new one (a corrupt copy read for display is still reported:
  /// see `ArticleStoreTests`).
  @Test("testReadError, departed: a corrupt previous copy is replaced, not an error")
  func testReadCorruptFileIsNotAnError() async throws {
    fixture.files.place(Data("not a document".utf8), at: fixture.url("articles.json"))
    api.serveArticles(totalCount: 12)

    let report = try await sync()

    #expect(report.count == 12)
    #expect(report.newCount == 12)
    #expect(try await storedArticles() == Array(1...12))
  }

  // MARK: Fetching

  @Test("Stores every article in server order, reporting each page and then what it stored")
  func syncsEverything() async throws {
    api.serveArticles(totalCount: 47)

    let report = try await sync()

    #expect(report == ArticleSync.Report(count: 47, newCount: 47, pages: 5))
    #expect(reports.values.count == 1)
    #expect(try await storedArticles() == Array(1...47))
    #expect(progress.values.map(\.pagesDone) == [1, 2, 3, 4, 5])
    #expect(progress.values.allSatisfy { $0.pagesTotal == 5 })
    #expect(progress.values.last?.itemsDone == 47)
    #expect(Set(api.on(FetchArticles.self).calls.map(\.page)) == Set(1...5))
    #expect(api.on(FetchArticles.self).calls.allSatisfy { $0.perPage == 10 })
  }

  @Test("Keeps exactly four requests in flight once the total is known")
  func boundedConcurrency() async throws {
    let gate = Gate()
    api.on(FetchArticles.self).answers { call throws(APIError) in
      if call.page > 1 { try? await gate.pass() }
      return .mock(try PageRequest.checked(call), totalCount: 100)
    }

    let syncing = Task { try await sync() }
    await gate.waitForArrivals(count: 4)
    gate.open()
    _ = try await syncing.value

    #expect(gate.mostWaiting == 4)
    #expect(api.on(FetchArticles.self).calls.count == 10)
  }

  @Test("Without a total, fetches page after page until a short one")
  func pagesWithoutTotal() async throws {
    api.on(FetchArticles.self).answers { call throws(APIError) in
      var page = Page<Article>.mock(try PageRequest.checked(call), totalCount: 25)
      page.totalCount = nil
      return page
    }
    let report = try await sync()
    #expect(report.count == 25)
    #expect(api.on(FetchArticles.self).calls.map(\.page) == [1, 2, 3])
    #expect(progress.values.map(\.pagesTotal) == [nil, nil, nil])
  }

  @Test("Drops an article a shifting list sends twice")
  func dropsDuplicates() async throws {
    api.on(FetchArticles.self).answers { call throws(APIError) in
      // Page 2 starts one early, as if an article was inserted between the two requests.
      let first = call.page == 1 ? 1 : 10
      return Page(
        items: Article.mocks(count: 10, startingAt: first), page: call.page, perPage: 10,
        totalCount: 20)
    }
    let report = try await sync()
    #expect(report.count == 19)
    #expect(try await storedArticles() == Array(1...19))
  }

  @Test("Refuses a server that claims an absurd number of articles")
  func refusesAbsurdTotal() async {
    api.serveArticles(totalCount: 5_000_000)
    await #expect(throws: RepositoryError.self) { try await sync() }
    #expect(api.on(FetchArticles.self).calls.count == 1)
  }

  // MARK: Failing safely

  @Test("A failed page leaves the previous copy whole")
  func failedPageKeepsPreviousCopy() async throws {
    api.serveArticles(totalCount: 20)
    _ = try await sync()
    api.on(FetchArticles.self).answers { call throws(APIError) in
      guard call.page < 3 else { throw .status(503) }
      return .mock(try PageRequest.checked(call), totalCount: 40)
    }

    await #expect(
      throws: RepositoryError.unavailable(
        Unavailability(.serverError(statusCode: 503), underlyingError: .status(503)))
    ) {
      try await sync()
    }
    #expect(try await storedArticles() == Array(1...20))
  }

  @Test("Waits for another sync that finishes quickly")
  func waitsForShortLock() async throws {
    fixture.locks.holdElsewhere(forAttempts: 5)
    api.serveArticles(totalCount: 5)
    #expect(try await sync().count == 5)
    #expect(clock.sleeps.count == 5)
  }

  @Test("A full disk is a storage failure, and the lock is released")
  func diskFull() async throws {
    api.serveArticles(totalCount: 5)
    fixture.files.fail(.write, with: .diskFull)
    let error = try await #require(throws: RepositoryError.self) { try await sync() }
    let failure = try #require(error.storeFailure, "Expected a storage failure, got \(error)")
    #expect(failure.reason == .diskFull)
    #expect(failure.path.hasPrefix(fixture.url("articles-g").path))
    #expect(!fixture.locks.isHeld(fixture.url("sync.lock")))
  }

  @Test("A sync that dies before its commit point leaves the previous copy current")
  func diesBeforeCommit() async throws {
    api.serveArticles(totalCount: 30)
    _ = try await sync()
    api.serveArticles(totalCount: 60)
    // Every new block is written; the index that would switch to them is not.
    fixture.files.fail(.write, with: .ioError, forPathsEndingWith: "/articles.json")

    await #expect(throws: RepositoryError.self) { try await sync() }
    #expect(try await storedArticles() == Array(1...30))
  }

  @Test("A second sync deletes the first one's blocks once the new ones are current")
  func removesOldGeneration() async throws {
    api.serveArticles(totalCount: 250)
    _ = try await sync()
    let first = fixture.files.paths.filter { $0.contains("articles-g") }
    _ = try await sync()
    let second = fixture.files.paths.filter { $0.contains("articles-g") }
    #expect(first.count == 3)
    #expect(second.count == 3)
    #expect(Set(first).isDisjoint(with: second))
  }
}

extension PageRequest {
  /// The request behind a mock API call, or the error a server would give for bad numbers.
  static func checked(_ call: FetchArticles) throws(APIError) -> PageRequest {
    guard let request = try? PageRequest(page: call.page, perPage: call.perPage) else {
      throw .status(400)
    }
    return request
  }
}
