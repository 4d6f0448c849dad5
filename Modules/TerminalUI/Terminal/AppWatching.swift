/// A terminal that wants to know the app running on it: a scripted one, so that a test waiting
/// for a screen the app will never draw fails as soon as the app has settled, not at a time
/// limit. `BrowseApp` introduces itself to such a terminal when it is made.
public protocol AppWatching: AnyObject {
  /// Starts watching `app`, which is about to run on this terminal.
  @MainActor func watch(_ app: BrowseApp)
}
