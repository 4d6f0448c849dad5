import Domain
import DomainMocks
import Features
import Repositories
import RepositoriesMocks
import TerminalUI
import TestSupport
import Testing

/// The form's keys, expected and unexpected, as a table, so a key the flows never press (`Delete`,
/// `Home`, a control key) is held as firmly as `Enter`, which they press. Each row starts from a
/// form adding a note, its first field focused and holding "ab".
@MainActor
@Suite("Keys: the form")
struct FormKeysTests {
  /// What a key must do.
  enum Effect: Sendable, CustomTestStringConvertible {
    /// The focused field then holds this text; the focus stays.
    case text(String)
    /// The focus moves to this field; the text stays.
    case focus(Int)
    /// The form is left, sending nothing.
    case leaves
    /// Nothing visible changes, but the form takes the key; no letter reaches the app as `q`.
    case nothing

    var testDescription: String {
      switch self {
      case .text(let text): "the field holds \"\(text)\""
      case .focus(let index): "the focus moves to field \(index)"
      case .leaves: "the form is left"
      case .nothing: "nothing changes"
      }
    }
  }

  static let size = TerminalSize(columns: 80, rows: 24)

  @Test(
    "Every key does what its row says, and sends nothing",
    arguments: [
      (Key.character("x"), Effect.text("abx")),
      (.character("q"), .text("abq")),  // typed, never a quit
      (.character("?"), .text("ab?")),  // typed, never help
      (.character(" "), .text("ab ")),
      (.backspace, .text("a")),
      (.control("u"), .text("")),
      (.tab, .focus(1)),
      (.down, .focus(1)),
      (.escape, .leaves),
      (.left, .nothing), (.right, .nothing), (.home, .nothing), (.end, .nothing),
      (.delete, .nothing), (.pageUp, .nothing), (.pageDown, .nothing),
      (.control("a"), .nothing), (.control("x"), .nothing),
    ] as [(Key, Effect)])
  func form(key: Key, effect: Effect) throws {
    let notes = MockResourceRepository<Note>()
    let viewModel = ResourceFormViewModel<Note>(
      .add, address: Note.Address(boardID: 1), repository: notes)
    let screen = ResourceFormScreen(viewModel: viewModel)
    let first = try #require(viewModel.fields.first).key
    viewModel.texts[first] = "ab"
    let navigation = screen.handle(key, in: Self.size)

    switch effect {
    case .text(let text):
      #expect(viewModel.texts[first] == text)
      #expect(screen.focus == 0)
    case .focus(let index):
      #expect(screen.focus == index)
      #expect(viewModel.texts[first] == "ab")
    case .leaves:
      guard case .pop = navigation else {
        Issue.record("\(key) did not leave the form")
        return
      }
    case .nothing:
      #expect(viewModel.texts[first] == "ab")
      #expect(screen.focus == 0)
    }
    if case .leaves = effect {
    } else {
      guard case .handled = navigation else {
        Issue.record("\(key) reached the app: \(navigation)")
        return
      }
    }
    #expect(notes.add.calls.isEmpty)
  }

  @Test("Up from the first field wraps to the last, and down from the last to the first")
  func wraps() throws {
    let viewModel = ResourceFormViewModel<Note>(
      .add, address: Note.Address(boardID: 1), repository: MockResourceRepository<Note>())
    let screen = ResourceFormScreen(viewModel: viewModel)
    _ = screen.handle(.up, in: Self.size)
    #expect(screen.focus == viewModel.fields.count - 1)
    _ = screen.handle(.down, in: Self.size)
    #expect(screen.focus == 0)
  }
}
