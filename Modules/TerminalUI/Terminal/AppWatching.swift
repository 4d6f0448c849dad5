/// A terminal that watches the app on it, so a scripted test waiting for a screen that never comes
/// fails once the app settles, not at a time limit. `BrowseApp` introduces itself when made.
public protocol AppWatching: AnyObject {
  /// Starts watching `app`, which is about to run on this terminal.
  @MainActor func watch(_ app: BrowseApp)
}
