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

/// What the suites of ``RemoteResourceRepository`` share: the repository of `Note`s over a real
/// store on a mocked disk and a real outbox, with a mocked API.
protocol ResourceRepositoryTesting {
  var fixture: StoreFixture { get }
  var api: MockAPIClient { get }
  var keys: KeyMaker { get }
}

extension ResourceRepositoryTesting {
  /// The first page of ten.
  var first: PageRequest { .first }
  static var board: Note.Address { Note.Address(boardID: 1) }
  static var notes: [Note] { [.mock(id: 1), .mock(id: 2), .mock(id: 3)] }
  static var offline: RepositoryError {
    .unavailable(Unavailability(.offline, underlyingError: .transport(.offline)))
  }

  var repository: RemoteResourceRepository<Note> {
    RemoteResourceRepository(
      api: api, store: fixture.store, queue: fixture.outbox(api: api, keys: keys),
      paging: .jsonServer)
  }

  /// A server whose board `boardId` holds `notes`, paged with a total.
  func serve(_ notes: [Note] = Self.notes) {
    api.on(ListResource<Note>.self).answers { call in Page(slicing: notes, for: call.page) }
  }

  func goOffline() {
    for failing in [
      api.on(CreateResource<Note>.self).fails, api.on(FetchResource<Note>.self).fails,
      api.on(UpdateResource<Note>.self).fails, api.on(ListResource<Note>.self).fails,
      api.on(PerformAction<Note>.self).fails,
    ] {
      failing(.transport(.offline))
    }
    api.on(DeleteResource<Note>.self).fails(with: .transport(.offline))
  }

  /// The fields `values` give a note, checked.
  func draft(_ values: FieldValues) throws -> Draft<Note> {
    try Draft(checking: values)
  }

  /// Edits note `id` as the person saw it (`seen`, or else its stored copy), changing `changes`.
  @discardableResult
  func edit(
    _ id: Int, _ changes: FieldValues, seen: Note? = nil, in address: Note.Address = Self.board
  ) async throws -> Written<Tracked<Note>?> {
    let item: Tracked<Note>
    if let seen {
      item = .stored(seen)
    } else {
      item = try await repository.item(.server(id), in: address, policy: .storeOnly).value
    }
    return try await repository.edit(item, to: item.draft.merging(draft(changes)), in: address)
  }

  @discardableResult
  func delete(_ id: Int, in address: Note.Address = Self.board) async throws
    -> Written<Tracked<Note>?>
  {
    try await repository.perform(.delete, on: .server(id), in: address)
  }

  func page(_ items: [Tracked<Note>], total: Int? = 3) -> Page<Tracked<Note>> {
    Page(items: items, page: 1, perPage: 10, totalCount: total)
  }

  func change(
    _ id: Int, _ action: PendingChange.Action, target: FieldValues, fields: FieldValues,
    original: FieldValues? = nil
  ) -> PendingChange {
    PendingChange(
      id: id, action: action, resource: "notes", target: target, fields: fields,
      original: original, queuedAt: fixture.now, idempotencyKey: "key-\(id)")
  }
}
