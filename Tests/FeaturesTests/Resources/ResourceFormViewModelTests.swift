import Domain
import DomainMocks
import Features
import FeaturesMocks
import Foundation
import Repositories
import RepositoriesMocks
import TestSupport
import Testing

@MainActor
@Suite("Resource form view model", .tags(.messages), .hangGuard)
struct ResourceFormViewModelTests {
  static let board: PathValues = ["boardId": .integer(1)]
  static let seen = Note(
    id: 7, boardID: 1, title: "Buy milk", weight: 2.5, pinned: true,
    dueOn: Date(timeIntervalSince1970: 1_798_070_400), level: .high, tags: ["home", "soon"])
  static let queued = QueuedChange(
    change: PendingChange(
      id: 3, action: .add, resource: "notes", target: board, fields: [:], original: nil,
      queuedAt: PreviewSamples.storedAt, idempotencyKey: "k"),
    reason: PreviewSamples.cannotConnect, waiting: 1)

  let repository = MockResourceRepository<Note>()

  func form(_ purpose: ResourceFormViewModel<Note>.Purpose, collection: PathValues = board)
    -> ResourceFormViewModel<Note>
  {
    ResourceFormViewModel(purpose, collection: collection, repository: repository)
  }

  // MARK: Where a form starts

  @Test("An add starts from the collection's parameters that are fields, and nothing else")
  func addStarts() {
    let sut = form(.add)
    #expect(sut.texts == ["boardId": "1"])
    #expect(sut.fields.map(\.key) == Note.schema.fields.map(\.key))
    #expect(sut.fieldErrors.isEmpty)
    #expect(sut.state == .idle)
  }

  @Test("An edit starts from the item's values, written as a person would type them")
  func editStarts() {
    #expect(
      form(.edit(id: 7, seen: Self.seen)).texts == [
        "boardId": "1", "title": "Buy milk", "weight": "2.5", "pinned": "true",
        "dueOn": "2026-12-24", "level": "high", "tags": "home,soon",
      ])
    #expect(
      form(.edit(id: 7, seen: .mock(id: 7))).texts == [
        "boardId": "1", "title": "Note 7", "weight": "", "pinned": "", "dueOn": "", "level": "",
        "tags": "",
      ])
  }

  @Test("An edit of an item not seen (the command line's) starts empty")
  func editUnseenStarts() {
    #expect(form(.edit(id: 7, seen: nil)).texts.isEmpty)
  }

  // MARK: Checking as it is typed

  @Test("Checks what is typed as it is typed, naming each field's problem, until it is right")
  func validatesAsTyped() {
    let sut = form(.add)
    #expect(sut.validate() == nil)
    #expect(sut.fieldErrors == ["title": "Title must not be empty."])

    sut.texts["title"] = "  Milk "
    sut.texts["weight"] = "heavy"
    sut.texts["dueOn"] = "soon"
    sut.texts["level"] = "urgent"
    #expect(sut.validate() == nil)
    #expect(
      sut.fieldErrors == [
        "weight": "Weight must be a number, such as 2.5.",
        "dueOn": "Due on must be a date, such as 2026-12-24 or 2026-12-24T09:30:00Z.",
        "level": "Level must be one of low, high.",
      ])

    sut.texts["weight"] = "2"
    sut.texts["dueOn"] = ""
    sut.texts["level"] = "low"
    #expect(
      sut.validate() == [
        "boardId": .integer(1), "title": .text("Milk"), "weight": .number(2), "level": .text("low"),
      ])
    #expect(sut.fieldErrors.isEmpty)
  }

  @Test("A required field left empty is missing, whatever its kind")
  func missingRequired() {
    let sut = form(.add, collection: [:])
    sut.texts["title"] = "Milk"
    #expect(sut.validate() == nil)
    #expect(sut.fieldErrors == ["boardId": "Board ID is required."])
  }

  @Test("A required field cannot be emptied or cleared in an edit; an optional one can")
  func clearing() {
    let sut = form(.edit(id: 7, seen: Self.seen))
    sut.texts["title"] = ""
    #expect(sut.validate() == nil)
    #expect(sut.fieldErrors == ["title": "Title must not be empty."])

    sut.texts["title"] = "Buy milk"
    sut.cleared = ["title"]
    #expect(sut.validate() == nil)
    #expect(sut.fieldErrors == ["title": "Title is required, so it cannot be cleared."])

    sut.cleared = ["weight"]
    sut.texts["tags"] = ""
    #expect(sut.validate() == ["weight": .null, "tags": .null])
    #expect(sut.fieldErrors.isEmpty)
  }

  @Test("An edit that changes nothing is not an error to show beside a field")
  func nothingChangedWhileTyping() {
    let sut = form(.edit(id: 7, seen: Self.seen))
    #expect(sut.validate() == nil)
    #expect(sut.fieldErrors.isEmpty)
  }

  // MARK: Saving

  @Test("Saves a valid add with every field typed, showing loading meanwhile", .tags(.inFlight))
  func savesAdd() async {
    let gate = Gate()
    let made = Note(id: 9, boardID: 1, title: "Milk", pinned: false)
    repository.add.answers { _ in
      try? await gate.pass()
      return Written(sent: made)
    }
    let sut = form(.add)
    sut.texts["title"] = "Milk"
    sut.texts["pinned"] = "no"

    let saving = Task { await sut.save() }
    await gate.waitForArrivals()
    #expect(sut.state == .loading)
    await sut.save()
    gate.open()
    await saving.value

    #expect(sut.state == .loaded(Written<Note?>(sent: made), notices: []))
    #expect(
      repository.add.calls == [
        .init(
          values: ["boardId": .integer(1), "title": .text("Milk"), "pinned": .boolean(false)],
          collection: Self.board)
      ])
  }

  @Test("An add that waits in the outbox says so")
  func addQueued() async {
    let future = Note(id: -3, boardID: 1, title: "Milk")
    repository.add.returns(Written(queued: future, Self.queued))
    let sut = form(.add)
    sut.texts["title"] = "Milk"
    await sut.save()
    #expect(sut.state == .loaded(Written<Note?>(queued: future, Self.queued), notices: []))
  }

  @Test("Sends nothing while something is wrong, and says every problem in the schema's order")
  func refusesInvalid() async {
    let sut = form(.add)
    sut.texts["weight"] = "heavy"
    await sut.save()
    #expect(repository.add.calls.isEmpty)
    #expect(
      sut.state
        == .failed(
          UserFacingError(
            category: .invalidInput,
            message: "Title must not be empty. Weight must be a number, such as 2.5.")))
    #expect(
      sut.fieldErrors == [
        "title": "Title must not be empty.", "weight": "Weight must be a number, such as 2.5.",
      ])
  }

  @Test("An edit sends only the fields whose text changed, with what the person saw")
  func savesEdit() async {
    var changed = Self.seen
    changed.title = "Oat milk"
    changed.weight = nil
    repository.edit.returns(Written(sent: changed))
    let sut = form(.edit(id: 7, seen: Self.seen))
    sut.texts["title"] = "Oat milk"
    sut.texts["weight"] = ""
    await sut.save()
    #expect(
      repository.edit.calls == [
        .init(
          id: 7, collection: Self.board, changes: ["title": .text("Oat milk"), "weight": .null],
          seen: Self.seen)
      ])
    #expect(sut.state == .loaded(Written<Note?>(sent: changed), notices: []))
  }

  @Test("An edit that changes nothing is refused, sending nothing")
  func refusesNoChange() async {
    let sut = form(.edit(id: 7, seen: Self.seen))
    await sut.save()
    #expect(repository.edit.calls.isEmpty)
    #expect(
      sut.state
        == .failed(
          UserFacingError(
            category: .invalidInput, message: "Nothing to change: give a field a new value.")))
  }

  @Test("Saves what the command line gave, by the schema's rules")
  func savesCommandLine() async {
    repository.edit.returns(Written(sent: nil))
    let sut = form(.edit(id: 7, seen: nil))
    await sut.save(["title": .text(" Tea "), "tags": .clear])
    #expect(
      repository.edit.calls == [
        .init(
          id: 7, collection: Self.board, changes: ["title": .text("Tea"), "tags": .null], seen: nil)
      ])
    #expect(sut.state == .loaded(Written<Note?>(sent: nil), notices: []))
  }

  @Test("Refuses a field the resource does not have, naming it")
  func unknownField() async {
    let sut = form(.edit(id: 7, seen: nil))
    await sut.save(["colour": .text("red"), "title": .text("t")])
    #expect(repository.edit.calls.isEmpty)
    #expect(
      sut.state
        == .failed(UserFacingError(category: .invalidInput, message: "Note has no field colour.")))
    #expect(sut.fieldErrors.isEmpty)
  }

  @Test("A save the server refuses, or that meets a conflict, says so")
  func serverSaysNo() async {
    let conflict = ChangeConflict(
      change: Self.queued.change,
      fields: [
        FieldConflict(key: "title", original: .text("a"), mine: .text("b"), theirs: .text("c"))
      ])
    repository.edit.fails(with: .conflict(conflict))
    let sut = form(.edit(id: 7, seen: Self.seen))
    sut.texts["title"] = "b"
    await sut.save()
    #expect(sut.state == .failed(UserFacingError(.conflict(conflict))))
    #expect(sut.state.error?.message == "Change 3 was not sent: someone else changed title too.")
    #expect(sut.state.error?.category == .conflict)
  }
}
