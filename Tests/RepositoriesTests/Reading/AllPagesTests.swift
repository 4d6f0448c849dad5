import Domain
import DomainMocks
import TestSupport
import Testing

@testable import Repositories

@Suite("All pages", .hangGuard)
struct AllPagesTests {
  /// What `progress` was told once.
  struct Progress: Hashable, Sendable {
    var done: Int
    var total: Int?
    var items: Int
  }

  let requests = Recorder<Int>()
  let progress = Recorder<Progress>()

  /// A server with items 1 through `count`, paged, with a total or without one.
  func server(count: Int, total: Bool)
    -> @Sendable (PageRequest, String?) async throws(RepositoryError) -> Page<Int>
  {
    { [requests] request, _ throws(RepositoryError) in
      requests.append(request.page)
      return Page(slicing: Array(0..<count).map { $0 + 1 }, for: request, counting: total)
    }
  }

  func fetch(
    _ reader: AllPages<Int>,
    _ serve: @escaping @Sendable (PageRequest, String?) async throws(RepositoryError) -> Page<Int>
  ) async throws(RepositoryError) -> [[Int]] {
    try await reader.fetch(serve) { [progress] done, total, items in
      progress.append(Progress(done: done, total: total, items: items))
    }.map(\.items)
  }

  @Test("With a total, reads page 1, then the rest, returning them in order")
  func withTotal() async throws {
    let reader = AllPages<Int>(pageSize: 2, concurrency: 2, maximumItems: 100)
    #expect(try await fetch(reader, server(count: 5, total: true)) == [[1, 2], [3, 4], [5]])
    #expect(requests.values.first == 1)
    #expect(requests.values.sorted() == [1, 2, 3])
    #expect(progress.values.first == Progress(done: 1, total: 3, items: 2))
    #expect(progress.values.last == Progress(done: 3, total: 3, items: 5))
    #expect(progress.values.count == 3)
  }

  @Test("Paged by cursor, reads one page after another, each with the cursor the one before named")
  func byCursor() async throws {
    let cursors = Recorder<String>()
    let reader = AllPages<Int>(pageSize: 2, concurrency: 4, maximumItems: 100)
    let pages = try await fetch(reader) { [cursors] request, cursor throws(RepositoryError) in
      cursors.append(cursor ?? "none")
      var page = Page(slicing: [1, 2, 3, 4, 5], for: request, counting: true)
      page.nextCursor = page.isLast ? nil : "after-\(request.page)"
      return page
    }
    #expect(pages == [[1, 2], [3, 4], [5]])
    #expect(cursors.values == ["none", "after-1", "after-2"])
  }

  @Test("An empty page ends the list, though its server says more follow")
  func emptyClaimingMore() async throws {
    let reader = AllPages<Int>(pageSize: 2, concurrency: 1, maximumItems: 100)
    let pages = try await fetch(reader) { request, _ throws(RepositoryError) in
      Page(items: request.page == 1 ? [1, 2] : [], page: request.page, perPage: 2, hasMore: true)
    }
    #expect(pages == [[1, 2], []])
  }

  @Test("An empty list is one empty page")
  func empty() async throws {
    let reader = AllPages<Int>(pageSize: 2, concurrency: 2, maximumItems: 100)
    #expect(try await fetch(reader, server(count: 0, total: true)) == [[]])
    #expect(requests.values == [1])
  }

  @Test(
    "Without a total, reads one page after another until a short one",
    arguments: [(5, [1, 2, 3]), (4, [1, 2, 3]), (1, [1])])
  func withoutTotal(count: Int, pages: [Int]) async throws {
    let reader = AllPages<Int>(pageSize: 2, concurrency: 4, maximumItems: 100)
    let read = try await fetch(reader, server(count: count, total: false))
    #expect(read.flatMap { $0 } == Array(0..<count).map { $0 + 1 })
    #expect(requests.values == pages)
    #expect(progress.values.map(\.total) == pages.map { _ in nil })
  }

  @Test("Keeps at most `concurrency` requests in flight")
  func concurrency() async throws {
    let gate = Gate()
    let reader = AllPages<Int>(pageSize: 1, concurrency: 2, maximumItems: 100)
    let serve = server(count: 6, total: true)
    let reading = Task {
      try await fetch(reader) { request, _ throws(RepositoryError) in
        if request.page > 1 { try? await gate.pass() }
        return try await serve(request, nil)
      }
    }
    await gate.waitForArrivals(count: 2)
    #expect(requests.values == [1])
    gate.open()
    #expect(try await reading.value == [[1], [2], [3], [4], [5], [6]])
    #expect(gate.mostWaiting == 2)
  }

  @Test(
    "Stops a list longer than it believes: at a total, after one request; else past it",
    arguments: [
      (count: 5, total: true, requests: [1]),
      (count: 1_000, total: false, requests: [1, 2]),
    ])
  func tooManyItems(count: Int, total: Bool, requests asked: [Int]) async {
    let reader = AllPages<Int>(pageSize: 2, concurrency: 2, maximumItems: 4)
    await #expect(
      throws: RepositoryError.invalidResponse(
        ResponseProblem(.tooManyItems(limit: 4), underlyingError: nil))
    ) {
      try await fetch(reader, server(count: count, total: total))
    }
    #expect(requests.values == asked)
  }

  @Test("A page that fails fails the whole read, with its error")
  func failure() async {
    let reader = AllPages<Int>(pageSize: 2, concurrency: 2, maximumItems: 100)
    let serve = server(count: 6, total: true)
    await #expect(throws: RepositoryError.notFound(Subject("page", id: 2))) {
      try await fetch(reader) { request, _ throws(RepositoryError) in
        guard request.page != 2 else { throw .notFound(Subject("page", id: 2)) }
        return try await serve(request, nil)
      }
    }
  }

  @Test("Keeps each item once, the first time it appears, when a list shifts while read")
  func itemsOnce() {
    let pages = [
      Page(items: [1, 2], page: 1, perPage: 2), Page(items: [2, 3], page: 2, perPage: 2),
      Page(items: [3], page: 3, perPage: 2),
    ]
    #expect(AllPages<Int>.items(of: pages, id: { $0 }) == [1, 2, 3])
  }
}
