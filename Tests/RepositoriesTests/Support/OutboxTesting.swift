import Domain
import Foundation
import Networking
import RepositoriesMocks
import Storage
import StorageMocks
import TestSupport
import Testing

@testable import Repositories

/// What the outbox's suites share: a real outbox over a real store on a mocked disk, sending
/// through a mocked sender that logs what it is asked, keyed `key-1`, `key-2`, ….
protocol OutboxTesting {
  var fixture: StoreFixture { get }
  var sender: MockChangeSender { get }
  var keys: KeyMaker { get }
  /// What was sent, in order: `add <title>`, `edit <id>`, `delete <id>`.
  var log: Recorder<String> { get }
}

extension OutboxTesting {
  static var board: FieldValues { ["boardId": .integer(1)] }
  static var offline: RepositoryError {
    .unavailable(Unavailability(.offline, underlyingError: .transport(.offline)))
  }
  static var unreachable: RepositoryError {
    .unavailable(Unavailability(.cannotConnect, underlyingError: .transport(.cannotConnect)))
  }

  var outbox: Outbox { fixture.outbox(sender: sender, keys: keys) }

  /// What a sender of notes makes of `error` from the API: the mapping every sender uses.
  static func answer(_ error: APIError) -> SendResult {
    SendResult(error, resource: "notes", id: nil)
  }

  /// A change as the outbox keeps it: number `id`, keyed `key-<id>`.
  func change(_ id: Int, _ draft: NewChange, state: PendingChange.State = .pending)
    -> PendingChange
  {
    PendingChange(
      id: id, action: draft.action, resource: draft.resource, target: draft.target,
      fields: draft.fields, original: draft.original, queuedAt: fixture.now, state: state,
      idempotencyKey: "key-\(id)")
  }

  /// A server that takes every change, numbering the items it adds 101, 102, …
  func serve() {
    serve { _ in nil }
  }

  /// A server that answers `answer(change)`, else takes the change as ``serve()`` does.
  func serve(_ answer: @escaping @Sendable (PendingChange) -> SendResult?) {
    sender.send.answers { [log] change in
      log.append(describe(change))
      return answer(change)
        ?? .sent(itemID: change.action == .add ? .integer(100 + log.values.count) : nil)
    }
  }

  /// Makes the server unreachable, then submits `drafts`: each waits.
  func queueOffline(_ drafts: [NewChange]) async throws {
    sender.send.returns(.notSent(Self.offline))
    for draft in drafts { _ = try #require(try await outbox.submit(draft).queued) }
  }
}

/// A change as the suites log it: `add <title>`, `edit <id>`, `delete <id>`.
func describe(_ change: PendingChange) -> String {
  switch change.action {
  case .add:
    if case .text(let title)? = change.fields["title"] { return "add \(title)" }
    return "add ?"
  default:
    return "\(change.action.rawValue) \(change.itemID?.identifierText ?? "?")"
  }
}
