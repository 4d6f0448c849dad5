import Domain
import Features
import Repositories
import Testing

/// A list shows the same line for an item the server has and for one added here that waits in
/// the outbox: the feature's own summary (`Ruled`'s, in ResourceFormViewModelTests.swift).
@Suite("A row's summary")
struct RowSummaryTests {
  @Test("An add waiting in the outbox reads as the feature says its items read")
  func unsentReadsAsItsItem() {
    var draft = Draft<Ruled>()
    draft[\.title] = "Stalker"
    draft[\.pages] = 163
    #expect(Tracked.unsent(draft, change: 3).rowSummary == "Stalker (163 pages)")
    #expect(
      Tracked.stored(Ruled(id: 7, title: "Solaris", pages: 204)).rowSummary
        == "Solaris (204 pages)")
  }

  @Test("An add whose fields make no item yet reads as its fields do")
  func incompleteReadsAsItsFields() {
    var draft = Draft<Ruled>()
    draft[\.title] = "Mirror"
    #expect(Tracked.unsent(draft, change: 4).rowSummary == "Mirror")
  }
}
