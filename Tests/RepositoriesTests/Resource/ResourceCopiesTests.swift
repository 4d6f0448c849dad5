import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import Storage
import StorageMocks
import TestSupport
import Testing

@testable import Repositories

@Suite("Resource copies", .tags(.offline))
struct ResourceCopiesTests {
  static let board = Note.Address(boardID: 1)
  static let board2 = Note.Address(boardID: 2)
  static let listFile = "resource-notes-list-boardId-1.json"

  let fixture = StoreFixture()

  var copies: ResourceCopies<Note> { ResourceCopies(store: fixture.store) }

  func merge(_ ids: [Int], page: Int, perPage: Int, total: Int?) throws {
    try copies.merge(
      Page(items: ids.map { .mock(id: $0) }, page: page, perPage: perPage, totalCount: total),
      of: Self.board)
  }

  /// The stored page's ids and total, or `nil` when the page is not known.
  func stored(_ page: Int, _ perPage: Int) throws -> (ids: [Int], total: Int?)? {
    let request = try PageRequest(page: page, perPage: perPage)
    return try copies.page(request, of: Self.board).map {
      ($0.value.items.map(\.id), $0.value.totalCount)
    }
  }

  @Test("Serves a page once every position it covers is known, of any size")
  func servesKnownPages() throws {
    try merge([1, 2], page: 1, perPage: 2, total: 5)
    #expect(try stored(1, 2)?.ids == [1, 2])
    #expect(try stored(1, 2)?.total == 5)
    #expect(try stored(2, 2) == nil)
    try merge([3, 4], page: 2, perPage: 2, total: 5)
    #expect(try stored(1, 4)?.ids == [1, 2, 3, 4])
    #expect(try stored(3, 2) == nil)
    try merge([5], page: 3, perPage: 2, total: 5)
    #expect(try stored(1, 10)?.ids == [1, 2, 3, 4, 5])
    #expect(try stored(3, 2)?.ids == [5])
  }

  @Test("A page past the end of a list of known length is empty, with the stored time")
  func pastTheEnd() throws {
    try merge([1, 2], page: 1, perPage: 5, total: 2)
    let request = try PageRequest(page: 2, perPage: 5)
    let stored = try #require(try copies.page(request, of: Self.board))
    #expect(stored.value == Page(items: [], page: 2, perPage: 5, totalCount: 2))
    #expect(stored.storedAt == fixture.now)
  }

  @Test("A short page without a total ends the list; a full one leaves its length unknown")
  func lengthWithoutTotal() throws {
    try merge([1, 2], page: 1, perPage: 2, total: nil)
    #expect(try stored(1, 2)?.total == nil)
    #expect(try stored(2, 2) == nil)
    try merge([3], page: 2, perPage: 2, total: nil)
    #expect(try stored(1, 10)?.ids == [1, 2, 3])
    #expect(try stored(1, 10)?.total == 3)
    #expect(try stored(3, 2)?.ids == [])
  }

  @Test("A list that got shorter drops what was stored past its new end")
  func shrinks() throws {
    try merge([1, 2, 3, 4, 5], page: 1, perPage: 5, total: 5)
    try merge([1, 2], page: 1, perPage: 5, total: 2)
    #expect(try stored(1, 5)?.ids == [1, 2])
    #expect(try stored(1, 5)?.total == 2)
  }

  @Test("Believes a total no larger than it stores, and stores no position past it")
  func boundsTheList() throws {
    try merge([1], page: 1, perPage: 1, total: 1_000_000_000)
    #expect(try stored(1, 1)?.total == 100_000)
    try merge([2], page: 100_001, perPage: 1, total: 1_000_000_000)
    #expect(try stored(100_000, 1) == nil)
  }

  // MARK: Items

  @Test("Finds an item read on its own, or else in a stored list")
  func items() throws {
    try copies.save(Note(id: 7, boardID: 1, title: "Seven"), in: Self.board)
    try merge([1, 2], page: 1, perPage: 2, total: 2)
    #expect(try copies.item(7, in: Self.board)?.value == Note(id: 7, boardID: 1, title: "Seven"))
    #expect(try copies.item(2, in: Self.board)?.value == .mock(id: 2))
    #expect(try copies.item(2, in: Self.board)?.storedAt == fixture.now)
    #expect(try copies.item(9, in: Self.board) == nil)
  }

  @Test("Finds an item named on its own in any stored list, since its path names no collection")
  func itemInAnyList() throws {
    try copies.merge(
      Page(items: [.mock(id: 5, boardID: 2)], page: 1, perPage: 2, totalCount: 1),
      of: Self.board2)
    #expect(try copies.item(5, in: Note.Address(naming: [:]))?.value == .mock(id: 5, boardID: 2))
    #expect(try copies.item(5, in: Self.board)?.value == .mock(id: 5, boardID: 2))
    #expect(try copies.item(6, in: Note.Address(naming: [:])) == nil)
  }

  @Test("An item saved is changed where it stands in a stored list too")
  func saveUpdatesList() throws {
    try merge([1, 2, 3], page: 1, perPage: 3, total: 3)
    try copies.save(Note(id: 2, boardID: 1, title: "New"), in: Self.board)
    let page = try #require(try copies.page(try PageRequest(page: 1, perPage: 3), of: Self.board))
    #expect(page.value.items.map(\.title) == ["Note 1", "New", "Note 3"])
  }

  @Test("An item added goes at the end of a list known whole, and the total grows")
  func addToWholeList() throws {
    try merge([1, 2], page: 1, perPage: 5, total: 2)
    try copies.add(.mock(id: 3), to: Self.board)
    #expect(try stored(1, 5)?.ids == [1, 2, 3])
    #expect(try stored(1, 5)?.total == 3)
  }

  @Test("An item added to a list not known whole is kept on its own only")
  func addToPartialList() throws {
    try merge([1, 2], page: 1, perPage: 2, total: 5)
    try copies.add(.mock(id: 6), to: Self.board)
    #expect(try stored(1, 2)?.ids == [1, 2])
    #expect(try stored(1, 2)?.total == 5)
    #expect(try copies.item(6, in: Self.board)?.value == .mock(id: 6))
  }

  @Test("The copy a write left serves until a list holds the item; one read on its own, always")
  func writtenCopyGivesWayToLists() throws {
    var written = Note.mock(id: 2)
    written.title = "As written"
    try copies.update(written, in: Self.board)
    #expect(try copies.item(2, in: Self.board)?.value == written)
    #expect(try copies.keptItems().isEmpty)

    try merge([1, 2, 3], page: 1, perPage: 3, total: 3)
    #expect(try copies.item(2, in: Self.board)?.value == .mock(id: 2))

    try copies.save(written, in: Self.board)
    try merge([1, 2, 3], page: 1, perPage: 3, total: 3)
    #expect(try copies.item(2, in: Self.board)?.value == .mock(id: 2))
    #expect(try copies.keptItems().map(\.id) == [2])
  }

  @Test("An item removed leaves no gap, and the total shrinks")
  func remove() throws {
    try merge([1, 2, 3], page: 1, perPage: 3, total: 3)
    try copies.remove(2, from: Self.board)
    #expect(try stored(1, 3)?.ids == [1, 3])
    #expect(try stored(1, 3)?.total == 2)
    #expect(try copies.item(2, in: Self.board) == nil)
    try copies.remove(9, from: Self.board)
    #expect(try stored(1, 3)?.ids == [1, 3])
  }

  // MARK: Collections

  @Test("Replaces a collection whole, and remembers each collection read, once, in order")
  func collections() throws {
    #expect(try copies.collections().isEmpty)
    try merge([1], page: 1, perPage: 1, total: 3)
    try copies.replace(Self.board2, with: [.mock(id: 5, boardID: 2)])
    try copies.replace(Self.board, with: [.mock(id: 1), .mock(id: 2)])
    #expect(try copies.collections() == [Self.board, Self.board2])
    #expect(try stored(1, 10)?.ids == [1, 2])
    #expect(try stored(1, 10)?.total == 2)
  }

  @Test("A list file that cannot be read is an error when read, and is replaced when written")
  func corruptedList() throws {
    let url = fixture.url(Self.listFile)
    fixture.files.place(Data("garbage".utf8), at: url)
    #expect(throws: StorageError.corrupted(path: url.path, .notADocument)) { try stored(1, 2) }
    try merge([1, 2], page: 1, perPage: 2, total: 2)
    #expect(try stored(1, 2)?.ids == [1, 2])
  }

  @Test("A stored list with numbers it could not have written is not believed")
  func implausibleList() throws {
    let key = DocumentKey<ResourceCopies<Note>.StoredList>("resource-notes-list-boardId-1")
    try fixture.store.save(.init(totalCount: 100_001, items: []), for: key)
    let path = fixture.url(Self.listFile).path
    #expect(throws: StorageError.corrupted(path: path, .impossibleValues)) { try stored(1, 2) }
    try merge([1], page: 1, perPage: 2, total: 1)
    #expect(try stored(1, 2)?.ids == [1])
  }

  @Test("A list of collections that cannot be read is taken as none")
  func corruptedIndex() throws {
    fixture.files.place(Data("garbage".utf8), at: fixture.url("resource-notes-lists.json"))
    #expect(try copies.collections().isEmpty)
    try merge([1], page: 1, perPage: 1, total: 1)
    #expect(try copies.collections() == [Self.board])
  }

  @Test("A list of collections written before items were kept still reads, with none kept")
  func indexWithoutKeptItems() throws {
    try fixture.store.save(
      OldIndex(collections: [Self.board.values]),
      for: DocumentKey<OldIndex>("resource-notes-lists"))
    #expect(try copies.collections() == [Self.board])
    #expect(try copies.keptItems().isEmpty)
    try copies.save(.mock(id: 6), in: Self.board)
    #expect(try copies.collections() == [Self.board])
    #expect(try copies.keptItems().map(\.id) == [6])
  }

  /// The list of collections as Strata wrote it before items read on their own were kept.
  struct OldIndex: Codable {
    var collections: [FieldValues]
  }

  // MARK: Identity

  @Test("Keeps an item nested under another by its whole path, so two parents never share one")
  func nestedItemsApart() throws {
    let chapters = ResourceCopies<Chapter>(store: fixture.store)
    let dune = Chapter.Address(slug: "dune")
    let emma = Chapter.Address(slug: "emma")
    try chapters.save(Chapter(id: "c1", title: "Dune 1"), in: dune)
    try chapters.save(Chapter(id: "c1", title: "Emma 1"), in: emma)
    #expect(try chapters.item("c1", in: dune)?.value.title == "Dune 1")
    #expect(try chapters.item("c1", in: emma)?.value.title == "Emma 1")
    #expect(
      fixture.files.storedContents(at: fixture.url("resource-chapters-item-slug-dune-c1.json"))
        != nil)
  }

  @Test("Reads the copies a data directory of the last version holds: the same names")
  func readsLastVersionsFiles() throws {
    // As the last version wrote them, by the command's name (the storage name now) and id.
    try fixture.store.save(Note.mock(id: 4), for: DocumentKey<Note>("resource-notes-item-4"))
    try fixture.store.save(
      OldKeptIndex(collections: [Self.board.values], items: [.init(id: 4, collection: [:])]),
      for: DocumentKey<OldKeptIndex>("resource-notes-lists"))
    #expect(try copies.item(4, in: Self.board)?.value == .mock(id: 4))
    #expect(try copies.collections() == [Self.board])
    #expect(try copies.keptItems().map(\.id) == [4])
  }

  /// The list of collections as the last version wrote it, kept items by id and scope.
  struct OldKeptIndex: Codable {
    struct Item: Codable {
      var id: Int
      var collection: FieldValues
    }
    var collections: [FieldValues]
    var items: [Item]
  }
}
