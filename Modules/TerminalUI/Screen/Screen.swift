/// One screen of `strata browse`, to the terminal what a SwiftUI view is to an app. Its
/// ``body(in:)`` is a pure function of its view model's state and the size, and ``BrowseApp``
/// reads it under `withObservationTracking`, so a change of state redraws it and nothing polls.
@MainActor
public protocol Screen: AnyObject {
  /// The name in the title bar.
  var title: String { get }

  /// What to show at `size`: the body's rows, a banner, and the footer.
  func body(in size: TerminalSize) -> ScreenContent

  /// What a key does here, on a terminal of `size` (a page down moves by a screenful);
  /// ``Navigation/unhandled`` leaves it to the app (`q`, `?`, `Esc`).
  func handle(_ key: Key, in size: TerminalSize) -> Navigation

  /// The screen is now showing: start what it needs (a load).
  func appear()

  /// The screen is no longer showing: cancel what it started, so a load nobody waits for stops.
  func disappear()
}
