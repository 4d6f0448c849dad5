import DomainMocks
import Features
import RepositoriesMocks
import Testing

/// The observer itself: it must catch the body that SwiftUI would draw without end.
@MainActor
@Suite("Observed view")
struct ObservedViewTests {
  func form() -> ResourceFormViewModel<Note> {
    ResourceFormViewModel(
      .add, address: Note.Address(boardID: 1), repository: MockResourceRepository<Note>())
  }

  @Test("A body that writes what it reads is caught: SwiftUI would draw it again and again")
  func catchesASelfInvalidatingBody() {
    let form = form()
    withKnownIssue("a body that writes a property it reads") {
      _ = ObservedView(form) { model in
        model.texts["title", default: ""] += "."
        return model.texts["title", default: ""]
      }
    }
  }

  @Test("A body that only reads is left valid until what it read changes")
  func aReadingBodyStaysValid() {
    let form = form()
    let view = ObservedView(form) { $0.cleared.sorted().joined() }
    #expect(!view.isInvalid)
    form.texts["title"] = "Milk"  // not read: nothing to draw
    #expect(!view.redraw())
    form.cleared = ["weight"]
    #expect(view.redraw())
    #expect(view.frames == ["", "weight"])
  }
}
