import TerminalUI
import Testing

/// The question before a delete, key by key: only `y` deletes, `n` and `Esc` leave, and any other
/// key (Enter and `q` too) does nothing, so no key pressed out of habit deletes or quits.
@MainActor
@Suite("Keys: the delete question")
struct ConfirmKeysTests {
  final class Answers {
    var yes = 0
  }

  @Test(
    "Every key does what its row says",
    arguments: [
      (Key.character("y"), "deletes"), (.character("Y"), "deletes"),
      (.character("n"), "leaves"), (.character("N"), "leaves"), (.escape, "leaves"),
      (.enter, "stays"), (.character("q"), "stays"), (.character("?"), "stays"),
      (.character("d"), "stays"), (.tab, "stays"), (.up, "stays"), (.down, "stays"),
      (.backspace, "stays"), (.delete, "stays"), (.control("c"), "stays"),
    ] as [(Key, String)])
  func question(key: Key, effect: String) {
    let answers = Answers()
    let screen = ConfirmScreen(title: "Note 7", question: "Delete note 7?") { answers.yes += 1 }
    let navigation = screen.handle(key, in: TerminalSize(columns: 80, rows: 24))
    switch (effect, navigation) {
    case ("deletes", .pop): #expect(answers.yes == 1)
    case ("leaves", .pop): #expect(answers.yes == 0)
    case ("stays", .handled): #expect(answers.yes == 0)
    default: Issue.record("\(key): expected it to be \(effect), got \(navigation)")
    }
  }
}
