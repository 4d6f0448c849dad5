import Domain
import DomainMocks
import Features
import FeaturesMocks
import Foundation
import Repositories
import RepositoriesMocks
import Storage
import TestSupport
import Testing

@MainActor
@Suite("Resource form view model", .tags(.messages), .hangGuard)
struct ResourceFormViewModelTests {
  static let board = Note.Address(boardID: 1)
  static let seen = Note(
    id: 7, boardID: 1, title: "Buy milk", weight: 2.5, pinned: true,
    dueOn: Date(timeIntervalSince1970: 1_798_070_400), level: .high, tags: ["home", "soon"])
  static let queued = QueuedChange(
    change: PendingChange(
      id: 3, action: .add, resource: "notes", target: board.values, fields: [:], original: nil,
      queuedAt: PreviewSamples.storedAt, idempotencyKey: "k"),
    reason: PreviewSamples.cannotConnect, waiting: 1)

  let repository = MockResourceRepository<Note>()

  func form(_ purpose: ResourceFormViewModel<Note>.Purpose, address: Note.Address = board)
    -> ResourceFormViewModel<Note>
  {
    ResourceFormViewModel(purpose, address: address, repository: repository)
  }

  /// Editing the note seen as `seen`.
  static func editing(_ seen: Note = seen) -> ResourceFormViewModel<Note>.Purpose {
    .edit(.stored(seen))
  }

  /// The changes a form's valid fields make to `seen`.
  func changes(_ sut: ResourceFormViewModel<Note>, from seen: Note = seen) -> FieldValues? {
    sut.validate()?.changes(from: Draft(seen)).values
  }

  // MARK: Where a form starts

  @Test("An add starts from the address's parts that are fields, and nothing else")
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
      form(Self.editing()).texts == [
        "boardId": "1", "title": "Buy milk", "weight": "2.5", "pinned": "true",
        "dueOn": "2026-12-24", "level": "high", "tags": "home,soon",
      ])
    #expect(
      form(Self.editing(.mock(id: 7))).texts == [
        "boardId": "1", "title": "Note 7", "weight": "", "pinned": "", "dueOn": "", "level": "",
        "tags": "",
      ])
  }

  @Test("An edit of an item added here and not sent yet starts from its fields")
  func editUnsentStarts() throws {
    let draft = try Draft<Note>(checking: ["boardId": .integer(1), "title": .text("Milk")])
    #expect(form(.edit(.unsent(draft, change: 2))).texts["title"] == "Milk")
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
      sut.validate()?.values == [
        "boardId": .integer(1), "title": .text("Milk"), "weight": .number(2), "level": .text("low"),
      ])
    #expect(sut.fieldErrors.isEmpty)
  }

  @Test("A required field left empty is missing, whatever its kind")
  func missingRequired() {
    let sut = ResourceFormViewModel<Note>(
      .add, address: Note.Address(boardID: 1), repository: repository)
    sut.texts["boardId"] = ""
    sut.texts["title"] = "Milk"
    #expect(sut.validate() == nil)
    #expect(sut.fieldErrors == ["boardId": "Board ID is required."])
  }

  @Test("A required field cannot be emptied or cleared in an edit; an optional one can")
  func clearing() {
    let sut = form(Self.editing())
    sut.texts["title"] = ""
    #expect(sut.validate() == nil)
    #expect(sut.fieldErrors == ["title": "Title must not be empty."])

    sut.texts["title"] = "Buy milk"
    sut.cleared = ["title"]
    #expect(sut.validate() == nil)
    #expect(sut.fieldErrors == ["title": "Title is required, so it cannot be cleared."])

    sut.cleared = ["weight"]
    sut.texts["tags"] = ""
    #expect(changes(sut) == ["weight": .null, "tags": .null])
    #expect(sut.fieldErrors.isEmpty)
  }

  @Test("An edit that changes nothing is not an error to show beside a field")
  func nothingChangedWhileTyping() {
    let sut = form(Self.editing())
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
      return Written(sent: .stored(made))
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

    #expect(sut.state == .loaded(Written(sent: .stored(made)), notices: []))
    #expect(
      repository.add.calls.map(\.draft.values) == [
        ["boardId": .integer(1), "title": .text("Milk"), "pinned": .boolean(false)]
      ])
    #expect(repository.add.calls.map(\.address) == [Self.board])
  }

  @Test("An add the server took whose copy could not be kept is saved, with the store's warning")
  func addSentNotKept() async {
    let failure = RepositoryError.storageFailed(
      StoreFailure(
        path: "/data/cache", .diskFull, underlyingError: .outOfSpace(path: "/data/cache")))
    let written = Written<Tracked<Note>?>(sent: .stored(.mock(id: 9)), storeFailure: failure)
    repository.add.returns(written)
    let sut = form(.add)
    sut.texts["title"] = "Milk"
    await sut.save()
    #expect(
      sut.state == .loaded(written, notices: [.notSavedOffline(UserFacingError(failure))]))
    #expect(sut.isSaved)
  }

  @Test("An add that waits in the outbox says so, and the form is done: Enter again sends nothing")
  func addQueued() async throws {
    let future = Tracked<Note>.unsent(
      try Draft(checking: ["boardId": .integer(1), "title": .text("Milk")]), change: 3)
    repository.add.returns(Written(queued: future, Self.queued))
    let sut = form(.add)
    sut.texts["title"] = "Milk"
    await sut.save()
    #expect(sut.state == .loaded(Written(queued: future, Self.queued), notices: []))
    #expect(sut.isSaved)
    await sut.save()
    #expect(repository.add.calls.count == 1)
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
  func savesEdit() async throws {
    var changed = Self.seen
    changed.title = "Oat milk"
    changed.weight = nil
    repository.edit.returns(Written(sent: .stored(changed)))
    let sut = form(Self.editing())
    sut.texts["title"] = "Oat milk"
    sut.texts["weight"] = ""
    await sut.save()
    let call = try #require(repository.edit.calls.first)
    #expect(call.item == .stored(Self.seen))
    #expect(call.address == Self.board)
    #expect(
      call.wanted.changes(from: Draft(Self.seen)).values
        == ["title": .text("Oat milk"), "weight": .null])
    #expect(sut.state == .loaded(Written(sent: .stored(changed)), notices: []))
  }

  @Test("An edit that changes nothing is refused, sending nothing")
  func refusesNoChange() async {
    let sut = form(Self.editing())
    await sut.save()
    #expect(repository.edit.calls.isEmpty)
    #expect(
      sut.state
        == .failed(
          UserFacingError(
            category: .invalidInput, message: "Nothing to change: give a field a new value.")))
  }

  @Test("Saves what the command line gave, by the schema's rules")
  func savesCommandLine() async throws {
    repository.edit.returns(Written(sent: nil))
    let sut = form(Self.editing())
    await sut.save(["title": .text(" Tea "), "tags": .clear])
    let call = try #require(repository.edit.calls.first)
    #expect(
      call.wanted.changes(from: Draft(Self.seen)).values
        == ["title": .text("Tea"), "tags": .null])
    #expect(sut.state == .loaded(Written(sent: nil), notices: []))
  }

  @Test("Refuses a field the resource does not have, naming it")
  func unknownField() async {
    let sut = form(Self.editing())
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
    let sut = form(Self.editing())
    sut.texts["title"] = "b"
    await sut.save()
    #expect(sut.state == .failed(UserFacingError(.conflict(conflict))))
    #expect(sut.state.error?.message == "Change 3 was not sent: someone else changed title too.")
    #expect(sut.state.error?.category == .conflict)
  }

  @Test("Checks the app's own rules as it is typed, in the app's words")
  func appRules() {
    let sut = ResourceFormViewModel<Ruled>(
      .add, address: NoAddress(), repository: MockResourceRepository<Ruled>())
    sut.texts["title"] = "a title far too long for its rule"
    sut.texts["pages"] = "0"
    #expect(sut.validate() == nil)
    #expect(
      sut.fieldErrors == [
        "title": "Title must be at most 10 characters.", "pages": "Pages must be at least 1.",
      ])
    sut.texts["title"] = "Short"
    sut.texts["pages"] = "3"
    #expect(sut.validate() != nil)
    #expect(sut.fieldErrors.isEmpty)
  }

  @Test("Observed as SwiftUI observes it: a body that validates as it draws draws once a change")
  func observed() {
    let sut = form(.add)
    // The body validates while drawing, as a hasty SwiftUI form would: validate() writes the
    // errors only when they change, so the second drawing of each frame leaves it valid.
    let view = ObservedView(sut) { model in
      model.validate()
      return model.fieldErrors.keys.sorted().joined(separator: ",")
    }
    sut.texts["title"] = "Milk"
    sut.texts["weight"] = "heavy"
    #expect(view.redraw())
    #expect(!view.redraw())
    sut.texts["weight"] = "2"
    #expect(view.redraw())
    #expect(!view.redraw())
    #expect(view.frames == ["title", "weight", ""])
  }
}

/// A resource with rules and a summary of its own, as an app writes them in its schema.
struct Ruled: Presentable {
  var id: Int
  var title: String
  var pages: Int

  enum CodingKeys: String, CodingKey, CaseIterable {
    case id, title, pages
  }

  static let schema = ResourceSchema<Ruled>(
    singular: "Ruled", plural: "Ruled", storageName: "ruled",
    fields: [
      ResourceField(.title, \.title, rules: [.length(1...10)]),
      ResourceField(.pages, \.pages, rules: [.range(1...5_000)]),
    ])

  var rowSummary: String { "\(title) (\(pages) pages)" }
}
