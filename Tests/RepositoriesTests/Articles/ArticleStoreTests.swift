import Domain
import DomainMocks
import Foundation
import Storage
import StorageMocks
import TestSupport
import Testing

@testable import Repositories

@Suite("Article store", .tags(.offline))
struct ArticleStoreTests {
  let fixture = StoreFixture()
  let early = Date(timeIntervalSince1970: 1_000)
  let late = Date(timeIntervalSince1970: 2_000)

  func store(at date: Date) -> ArticleStore {
    ArticleStore(store: fixture.store, now: { date })
  }

  func page(_ page: Int, _ perPage: Int, in store: ArticleStore) throws -> Stored<Page<Article>>? {
    try store.page(for: try PageRequest(page: page, perPage: perPage))
  }

  @Test("Serves a page of any size from a complete list, across blocks")
  func servesAnyPageSize() throws {
    let sut = store(at: early)
    try sut.replaceAll(with: Article.mocks(count: 250))
    #expect(try page(3, 5, in: sut)?.value.items.map(\.id) == [11, 12, 13, 14, 15])
    #expect(try page(2, 60, in: sut)?.value.items.map(\.id) == Array(61...120))
    #expect(try page(25, 10, in: sut)?.value.items.map(\.id) == Array(241...250))  // the last
    let stored = try #require(try page(3, 100, in: sut))
    #expect(stored.value.items.map(\.id) == Array(201...250))
    #expect(stored.value.totalCount == 250)
    #expect(stored.storedAt == early)
  }

  @Test("Reads at most two blocks for a page, however long the list")
  func readsFewFiles() throws {
    let sut = store(at: early)
    try sut.replaceAll(with: Article.mocks(count: 1000))
    let before = fixture.files.calls.count
    _ = try page(13, 70, in: sut)
    let reads = fixture.files.calls.dropFirst(before).filter {
      if case .contents = $0 { true } else { false }
    }
    #expect(reads.count == 3)  // the index and two blocks
  }

  @Test(
    "Serves an empty page, with the total, past the end of a list of known length",
    arguments: [
      (count: 47, page: 6),  // past the end
      (count: 40, page: 5),  // starting exactly where the list ends
      (count: 0, page: 1),  // the first page of an empty list
    ])
  func pastTheEnd(count: Int, page number: Int) throws {
    let sut = store(at: early)
    try sut.replaceAll(with: Article.mocks(count: count))
    let past = try #require(try page(number, 10, in: sut))
    #expect(past.value.items.isEmpty)
    #expect(past.value.totalCount == count)
  }

  @Test("Refuses a page it knows only part of")
  func partialPage() throws {
    let sut = store(at: early)
    try sut.merge(.mock(try PageRequest(page: 1, perPage: 10), totalCount: 30))
    #expect(try page(1, 10, in: sut) != nil)
    #expect(try page(1, 20, in: sut) == nil)
    #expect(try page(2, 10, in: sut) == nil)
  }

  @Test("Dates a page by its oldest piece")
  func oldestPieceDatesPage() throws {
    try store(at: early).merge(.mock(try PageRequest(page: 1, perPage: 5), totalCount: 30))
    try store(at: late).merge(.mock(try PageRequest(page: 2, perPage: 5), totalCount: 30))
    #expect(try page(1, 10, in: store(at: late))?.storedAt == early)
    #expect(try page(2, 5, in: store(at: late))?.storedAt == late)
  }

  @Test("Infers the end of the list from a short page when no total is given")
  func infersEnd() throws {
    let sut = store(at: early)
    // An empty page past the first says only that the list ends at or before it.
    try sut.merge(Page(items: [], page: 5, perPage: 10))
    #expect(try page(5, 10, in: sut) == nil)
    try sut.merge(Page(items: Article.mocks(count: 3, startingAt: 11), page: 2, perPage: 10))
    #expect(try page(3, 10, in: sut)?.value.items.isEmpty == true)
    #expect(try page(3, 10, in: sut)?.value.totalCount == 13)
  }

  @Test("Ignores positions past a total that shrank")
  func shrinkingTotal() throws {
    let sut = store(at: early)
    try sut.replaceAll(with: Article.mocks(count: 20))
    try sut.merge(.mock(try PageRequest(page: 1, perPage: 5), totalCount: 8))
    #expect(try page(1, 10, in: sut)?.value.items.map(\.id) == Array(1...8))
  }

  @Test("A page merged after a sync lands in the current generation")
  func mergeAfterSync() throws {
    try store(at: early).replaceAll(with: Article.mocks(count: 30))
    var page = Page<Article>.mock(try PageRequest(page: 2, perPage: 10), totalCount: 30)
    page.items[0].title = "Edited"
    try store(at: late).merge(page)
    let stored = try #require(try self.page(1, 30, in: store(at: late)))
    #expect(stored.value.items[10].title == "Edited")
    #expect(stored.storedAt == early)
  }

  @Test("Counts the identifiers it holds")
  func identifiers() throws {
    let sut = store(at: early)
    #expect(try sut.articleIDs().isEmpty)
    try sut.replaceAll(with: Article.mocks(count: 150))
    #expect(try sut.articleIDs() == Set(1...150))
  }

  @Test("A corrupted index is reported when read, and the next write mends it")
  func corruption() throws {
    let sut = store(at: early)
    try sut.replaceAll(with: Article.mocks(count: 10))
    let index = fixture.url("articles.json")
    fixture.files.place(Data("garbage".utf8), at: index)
    #expect(throws: StorageError.corrupted(path: index.path, .notADocument)) {
      try page(1, 10, in: sut)
    }
    #expect(try sut.articleIDs().isEmpty)
    try sut.merge(.mock(try PageRequest(page: 1, perPage: 10), totalCount: 10))
    #expect(try page(1, 10, in: sut)?.value.items.count == 10)
  }

  /// An index as a hand edit or a bug might leave it: it decodes, but cannot be true.
  static let impossibleIndexes = [
    #""blocks": [-1], "generation": 1, "totalCount": 10"#,
    #""blocks": [1000000000000], "generation": 1, "totalCount": 10"#,
    #""blocks": [0], "generation": -5, "totalCount": 10"#,
    #""blocks": [0], "generation": 9223372036854775807, "totalCount": 10"#,
    #""blocks": [0], "generation": 1, "totalCount": -3"#,
    #""blocks": [0], "generation": 1, "totalCount": 9223372036854775807"#,
  ]

  @Test(
    "An index with impossible numbers is corrupted, and a sync replaces it",
    arguments: impossibleIndexes)
  func impossibleIndex(fields: String) throws {
    let sut = store(at: early)
    let json =
      #"{"schemaVersion": 2, "storedAt": "2027-01-15T08:00:00Z", "payload": {"#
      + fields + #", "updatedAt": "2027-01-15T08:00:00Z"}}"#
    let index = fixture.url("articles.json")
    fixture.files.place(Data(json.utf8), at: index)
    #expect(throws: StorageError.corrupted(path: index.path, .impossibleValues)) {
      try page(1, 10, in: sut)
    }
    #expect(try sut.articleIDs().isEmpty)
    try sut.replaceAll(with: Article.mocks(count: 10))
    #expect(try page(1, 10, in: sut)?.value.items.count == 10)
  }

  @Test("A block whose entries sit in the wrong block is ignored")
  func misfiledEntries() throws {
    let sut = store(at: early)
    try sut.replaceAll(with: Article.mocks(count: 10))
    // Block 0 claims an article at position 250, which belongs in block 2.
    let data = try #require(fixture.files.paths.first { $0.hasSuffix("-b0.json") })
    let url = URL(fileURLWithPath: data)
    let text = try #require(
      fixture.files.storedContents(at: url).map { String(decoding: $0, as: UTF8.self) })
    fixture.files.place(
      Data(text.replacingOccurrences(of: #""position":0"#, with: #""position":250"#).utf8), at: url)
    #expect(try page(1, 10, in: sut) == nil)
  }
}
