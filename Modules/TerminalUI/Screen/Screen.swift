/// One screen of `strata browse`: to the terminal what a SwiftUI view is to an app.
///
/// A screen draws from its view model's state (``body(in:)``, a pure function of that state and
/// the size) and turns keys into intents on the view model (``handle(_:in:)``). ``BrowseApp``
/// reads the body inside `withObservationTracking`, so when the view model's state changes, the
/// screen is drawn again: nothing polls.
@MainActor
public protocol Screen: AnyObject {
  /// The name in the title bar.
  var title: String { get }

  /// What to show at `size`: the rows between the title bar and the footer, a banner, and the
  /// footer. Reading view-model state here is what makes a change redraw.
  func body(in size: TerminalSize) -> ScreenContent

  /// What a key does here, on a terminal of `size` (a page down moves by a screenful);
  /// ``Navigation/unhandled`` leaves it to the app (`q`, `?`, `Esc`).
  func handle(_ key: Key, in size: TerminalSize) -> Navigation

  /// The screen is now showing: start what it needs (a load).
  func appear()

  /// The screen is no longer showing: cancel what it started, so a load nobody waits for stops.
  func disappear()
}

/// What a screen shows.
public struct ScreenContent: Sendable {
  /// The rows under the title bar.
  public var lines: [Frame.Line]
  /// A line above them that must not be missed, such as "a stored copy from 3 hours ago".
  public var banner: String?
  /// The bottom row.
  public var footer: Footer

  /// Creates content.
  public init(lines: [Frame.Line], banner: String? = nil, footer: Footer) {
    self.lines = lines
    self.banner = banner
    self.footer = footer
  }
}

/// The bottom row of a screen.
public enum Footer: Hashable, Sendable {
  /// The keys that work here.
  case keys([KeyHelp])
  /// What is happening, such as "Loading more…".
  case status(String)
  /// What went wrong, in words.
  case error(String)
}

/// A key and what it does, for the footer and the help screen.
public struct KeyHelp: Hashable, Sendable {
  /// The key as printed: `j/↓`, `Enter`.
  public var keys: String
  /// What it does: `down`, `open`.
  public var action: String

  /// Creates an entry.
  public init(_ keys: String, _ action: String) {
    self.keys = keys
    self.action = action
  }
}

/// What a key did.
public enum Navigation {
  /// The screen used the key.
  case handled
  /// The screen has no use for it; the app may (`q` quits, `?` helps, `Esc` goes back).
  case unhandled
  /// Show another screen on top.
  case push(any Screen)
  /// Go back to the screen below.
  case pop
}
