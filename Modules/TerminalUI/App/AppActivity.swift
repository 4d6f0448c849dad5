/// How much work an app's screens have in flight, told to a watcher at every change. ``BrowseApp``
/// sets it as the task-local ``current`` while a screen handles a key or appears, so a
/// ``ScreenTask`` started there counts itself without the screen knowing.
@MainActor
final class AppActivity {
  /// The activity of the app running the current task, if any.
  @TaskLocal static var current: AppActivity?

  private(set) var running = 0
  /// Runs after every change.
  var changed: (@MainActor () -> Void)?

  /// One more piece of work is running.
  func begin() {
    running += 1
    changed?()
  }

  /// One piece of work ended.
  func end() {
    running = max(0, running - 1)
    changed?()
  }
}
