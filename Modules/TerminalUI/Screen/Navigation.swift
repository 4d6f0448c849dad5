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
  /// Show another screen in place of this one, so going back skips it (after a choice, say).
  case replace(any Screen)
}
