import Observation
import Testing

/// The observer itself: it must catch the body that SwiftUI would draw without end.
@MainActor
@Suite("Observed view")
struct ObservedViewTests {
  @Test("A body that writes what it reads is caught: SwiftUI would draw it again and again")
  func catchesASelfInvalidatingBody() {
    let form = Form()
    withKnownIssue("a body that writes a property it reads") {
      _ = ObservedView(form) { model in
        model.title += "."
        return model.title
      }
    }
  }

  @Test("A body that only reads is left valid until what it read changes")
  func aReadingBodyStaysValid() {
    let form = Form()
    let view = ObservedView(form) { $0.cleared.sorted().joined() }
    #expect(!view.isInvalid)
    form.title = "Milk"  // not read: nothing to draw
    #expect(!view.redraw())
    form.cleared = ["weight"]
    #expect(view.redraw())
    #expect(view.frames == ["", "weight"])
  }
}

/// A form as a view model holds one: what is typed, and what was cleared.
@MainActor
@Observable
private final class Form {
  var title = ""
  var cleared: Set<String> = []
}
