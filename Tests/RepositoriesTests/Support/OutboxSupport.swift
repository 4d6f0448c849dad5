import Domain
import Foundation
import Storage
import Synchronization
import TestSupport

@testable import Repositories

/// Idempotency keys `key-1`, `key-2`, …, one for each change made: what `Outbox` calls
/// `makeKey` with, so a test can tell the keys of two changes apart.
final class KeyMaker: Sendable {
  private let count = Mutex(0)

  /// How many keys were made.
  var made: Int { count.withLock { $0 } }

  @Sendable func next() -> String {
    count.withLock { count in
      count += 1
      return "key-\(count)"
    }
  }
}

extension StoreFixture {
  /// An outbox sending through `sender` alone, keyed by `keys`, waiting on `clock`.
  func outbox(
    sender: any ChangeSending, keys: KeyMaker, clock: any Clock<Duration> = ImmediateClock()
  ) -> Outbox {
    outbox(sending: [sender], key: keys.next, clock: clock)
  }
}

extension Submission {
  /// The note of the change waiting, when it was queued: for `#require` in tests.
  var queued: QueuedChange? {
    if case .queued(let note) = self { return note }
    return nil
  }

  /// The identifier the server gave, when it was sent (`.some(nil)`: sent, with none).
  var sentItemID: FieldValue?? {
    if case .sent(let id, _, _) = self { return .some(id) }
    return nil
  }
}

extension NewChange {
  /// Adding a note titled `title` to board 1.
  static func add(_ title: String) -> Self {
    Self(
      action: .add, resource: "notes", target: ["boardId": .integer(1)],
      fields: ["boardId": .integer(1), "title": .text(title)], original: nil)
  }

  /// Changing note `id` of board 1 from `original` to `fields`.
  static func edit(_ id: Int, _ fields: FieldValues, from original: FieldValues?) -> Self {
    Self(
      action: .edit, resource: "notes", target: ["boardId": .integer(1), "id": .integer(id)],
      fields: fields, original: original)
  }

  /// Deleting note `id` of board 1.
  static func delete(_ id: Int) -> Self {
    Self(
      action: .delete, resource: "notes", target: ["boardId": .integer(1), "id": .integer(id)],
      fields: [:], original: nil)
  }
}

extension Outbox {
  /// Every change waiting that can be read, oldest first.
  func changes() throws(RepositoryError) -> [PendingChange] {
    try changes(nil).changes
  }
}
