import Features

/// The one piece of work a screen has in flight (a load, a save, a sync), so that starting
/// another, or leaving the screen, cancels it: SwiftUI's `.task` modifier by hand.
///
/// A view model's `load()` treats that cancellation as "nobody is waiting", not as an error. Each
/// piece of work is counted by the app that runs the screen (``BrowseApp/isBusy``), so a test can
/// know when the app has nothing left to do.
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

  /// Starts `load` again, for the `r` key, unless a load is under way: that load is the reload,
  /// and starting another would cancel it for nothing. It looks at the load's state only: other
  /// work on this task (a save, a removal) is cancelled by it, as by any new work.
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
