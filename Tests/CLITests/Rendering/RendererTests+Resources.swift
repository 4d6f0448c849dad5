import Domain
import DomainMocks
import Features
import Foundation
import Repositories
import Testing

@testable import CLI

extension RendererTests {
  static let board = Note.Address(boardID: 1)

  /// Notes `first` to `first + count - 1`, stored.
  static func notes(_ count: Int, from first: Int = 1) -> [Tracked<Note>] {
    (0..<count).map { .stored(Note.mock(id: first + $0)) }
  }

  @Test("Heads a page of a list with its place in the list and says how to get more")
  func listPage() throws {
    let feed = Feed(Page(items: Self.notes(10), page: 1, perPage: 10, totalCount: 47))
    let lines = renderer.list(feed, address: Self.board).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "Notes 1–10 of 47")
    #expect(lines.contains("   1   Note 1"))
    #expect(lines.contains("  10   Note 10"))
    #expect(lines.last == "More: strata notes --board-id 1 --page 2")
  }

  @Test("Keeps a non-default page size in the hint, and drops the hint at the end")
  func listHint() {
    var feed = Feed(Page(items: Self.notes(5, from: 6), page: 2, perPage: 5, totalCount: 47))
    #expect(
      renderer.list(feed, address: Self.board).hasSuffix(
        "More: strata notes --board-id 1 --page 3 --per-page 5"))
    feed.reachedEnd = true
    #expect(!renderer.list(feed, address: Self.board).contains("More:"))
  }

  @Test("Says a page past the end is empty")
  func emptyPage() {
    let feed = Feed(Page<Tracked<Note>>(items: [], page: 9, perPage: 10, totalCount: 47))
    #expect(renderer.list(feed, address: Self.board) == "No notes on page 9.")
  }

  @Test("Without a total, says the page and that more may follow, inventing nothing")
  func unknownTotal() {
    let feed = Feed(Page(items: Self.notes(10), page: 1, perPage: 10))
    #expect(
      renderer.list(feed, address: Self.board).hasPrefix(
        "Notes 1–10 · page 1 · more may follow\n"))
  }

  @Test("A queued edit without the item it changed still says which change waits")
  func queuedEdit() {
    let change = PendingChange(
      id: 3, action: .edit, resource: "notes", target: ["id": .integer(2)], fields: [:],
      original: nil, queuedAt: .distantPast, idempotencyKey: "k")
    let queued = QueuedChange(change: change, reason: nil, waiting: 1)
    let bare = Written<Tracked<Note>?>(queued: nil, queued)
    #expect(
      renderer.written(bare, Note.self) == "Queued the change to note: change 3 in the outbox.")
  }
}
