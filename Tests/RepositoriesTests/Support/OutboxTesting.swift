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

/// What the outbox's suites share: a real outbox over a real store on a mocked disk, sending
/// `Note`s through a mocked API that logs what it is asked, keyed `key-1`, `key-2`, ….
protocol OutboxTesting {
  var fixture: StoreFixture { get }
  var api: MockAPIClient { get }
  var keys: KeyMaker { get }
  /// What the server was asked, in order: `POST <title>`, `GET <id>`, `PATCH <id>`, `DELETE <id>`.
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

  var outbox: Outbox { fixture.outbox(api: api, keys: keys) }

  /// A change as the outbox keeps it: number `id`, keyed `key-<id>`.
  func change(_ id: Int, _ draft: NewChange, state: PendingChange.State = .pending)
    -> PendingChange
  {
    PendingChange(
      id: id, action: draft.action, resource: draft.resource, target: draft.target,
      fields: draft.fields, original: draft.original, queuedAt: fixture.now, state: state,
      idempotencyKey: "key-\(id)")
  }

  /// A server that takes every change, adding notes as 101, 102, …, and holds note 7 as `note7`.
  func serve(note7: Note = Note(id: 7, boardID: 1, title: "Old")) {
    api.on(CreateResource<Note>.self).answers { [log] call in
      log.append("POST \(noteTitle(call.draft.values))")
      return .item(
        Note(id: 100 + log.values.count, boardID: 1, title: noteTitle(call.draft.values)))
    }
    api.on(FetchResource<Note>.self).answers { [log] call in
      log.append("GET \(call.id)")
      return note7
    }
    api.on(UpdateResource<Note>.self).answers { [log] call in
      log.append("PATCH \(call.id)")
      return .noItem(id: nil, unreadable: nil)
    }
    api.on(DeleteResource<Note>.self).answers { [log] call in
      log.append("DELETE \(call.id)")
    }
  }

  /// Makes the server unreachable, then submits `drafts`: each waits.
  func queueOffline(_ drafts: [NewChange]) async throws {
    api.on(CreateResource<Note>.self).fails(with: .transport(.offline))
    api.on(FetchResource<Note>.self).fails(with: .transport(.offline))
    api.on(UpdateResource<Note>.self).fails(with: .transport(.offline))
    api.on(DeleteResource<Note>.self).fails(with: .transport(.offline))
    for draft in drafts { _ = try #require(try await outbox.submit(draft).queued) }
  }
}

/// The title among a note's `values`, as the outbox's suites log it.
func noteTitle(_ values: FieldValues) -> String {
  if case .text(let title) = values["title"] { return title }
  return "?"
}
