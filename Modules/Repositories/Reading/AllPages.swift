import Domain

/// Reads a whole list, the one way Strata does: page 1 first, for the total, then the rest a few
/// at a time; without a total, or paged by cursor, one after another until the last.
struct AllPages<Item: Sendable>: Sendable {
  /// The page size asked for.
  let pageSize: Int
  /// How many requests are in flight at once.
  let concurrency: Int
  /// The most items believed; a server claiming, or sending, more is refused.
  let maximumItems: Int

  /// Every page, in order: `fetch` reads one, given the cursor the page before named; `progress`
  /// is told pages done, pages in all when known, and items so far, and is awaited.
  ///
  /// - Throws: What `fetch` throws; ``RepositoryError/invalidResponse(_:)`` for a list longer
  ///   than ``maximumItems``; ``RepositoryError/cancelled`` when cancelled.
  func fetch(
    _ fetch:
      @escaping @Sendable (PageRequest, _ cursor: String?) async throws(RepositoryError)
      -> Page<Item>,
    progress: @escaping @Sendable (_ done: Int, _ total: Int?, _ items: Int) async -> Void
  ) async throws(RepositoryError) -> [Page<Item>] {
    let first = try await fetch(request(1), nil)
    var itemsDone = first.items.count
    if let total = first.totalCount, total > maximumItems { throw .invalidResponse(tooMany) }
    guard first.nextCursor == nil, let pagesTotal = first.pageCount.map({ max(1, $0) }) else {
      return try await oneByOne(after: first, fetch, progress: progress)
    }
    await progress(1, pagesTotal, itemsDone)
    var pages = [1: first]
    do {
      try await withThrowingTaskGroup(of: (Int, Page<Item>).self) { group in
        var next = 2
        func startNext() {
          guard next <= pagesTotal else { return }
          let number = next
          let request = self.request(number)
          group.addTask { (number, try await fetch(request, nil)) }
          next += 1
        }
        for _ in 0..<max(1, concurrency) { startNext() }
        while let (number, page) = try await group.next() {
          pages[number] = page
          itemsDone += page.items.count
          await progress(pages.count, pagesTotal, itemsDone)
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

  /// The items of `pages`, in order, each once: a list that shifts while read repeats some.
  static func items<ID: Hashable>(of pages: [Page<Item>], id: (Item) -> ID) -> [Item] {
    var seen = Set<ID>()
    return pages.flatMap(\.items).filter { seen.insert(id($0)).inserted }
  }

  private func oneByOne(
    after first: Page<Item>,
    _ fetch: @Sendable (PageRequest, String?) async throws(RepositoryError) -> Page<Item>,
    progress: @Sendable (Int, Int?, Int) async -> Void
  ) async throws(RepositoryError) -> [Page<Item>] {
    var pages = [first]
    var itemsDone = first.items.count
    await progress(1, nil, itemsDone)
    // An empty page ends the list, whatever it says of more: a server that said otherwise
    // forever would be read forever.
    while let last = pages.last, !last.isLast, !last.items.isEmpty {
      guard itemsDone < maximumItems else { throw .invalidResponse(tooMany) }
      let page = try await fetch(request(last.page + 1), last.nextCursor)
      pages.append(page)
      itemsDone += page.items.count
      await progress(pages.count, nil, itemsDone)
    }
    return pages
  }

  private func request(_ number: Int) -> PageRequest {
    (try? PageRequest(page: number, perPage: pageSize)) ?? .first
  }

  private var tooMany: ResponseProblem {
    ResponseProblem(.tooManyItems(limit: maximumItems), underlyingError: nil)
  }
}
