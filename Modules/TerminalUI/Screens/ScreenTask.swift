import Features

/// The one piece of work a screen has in flight, cancelled by starting another or leaving the
/// screen: SwiftUI's `.task` by hand. A view model takes that cancel as "nobody is waiting", not an
/// error. The app counts each piece (``BrowseApp/isBusy``), so a test knows when it is done.
@MainActor
final class ScreenTask {
  private var task: Task<Void, Never>?

  /// Cancels what is running and starts `operation`.
  func run(_ operation: @escaping @MainActor () async -> Void) {
    task?.cancel()
    let activity = AppActivity.current
    activity?.begin()
    task = Task {
      await operation()
      activity?.end()
    }
  }

  /// Starts `load` if `state` has never loaded: what a screen does the first time it shows.
  func loadOnce<Value>(_ state: ViewState<Value>, _ load: @escaping @MainActor () async -> Void) {
    guard case .idle = state else { return }
    run(load)
  }

  /// Starts `load` again, for the `r` key, unless a load is under way, which is the reload already.
  /// Other work on this task, such as a save, is cancelled by it as by any new work.
  func reload<Value>(_ state: ViewState<Value>, _ load: @escaping @MainActor () async -> Void) {
    if case .loading = state { return }
    run(load)
  }

  /// Cancels what is running, if anything.
  func cancel() {
    task?.cancel()
    task = nil
  }
}
