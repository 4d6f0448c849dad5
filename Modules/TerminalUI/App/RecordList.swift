public import Features

/// A generated feature's view model as the list screen sees it: a title, what an item is called,
/// its state as records, and its `load()`.
///
/// The screen cannot know the feature's view model (TerminalUI is written once and never edited
/// by `scripts/new-feature`), so the feature's command hands it these four things instead.
/// `state` reads the view model's state each time the screen draws, inside the app's
/// `withObservationTracking`, so a view model that changes redraws the screen as for any other.
@MainActor
public struct RecordList {
  /// The title bar's text, such as "Comments · post id 1".
  public var title: String
  /// What one item is called, such as "Comment", for the title of its own screen.
  public var itemName: String
  /// The view model's state, its models made records.
  public var state: @MainActor () -> ViewState<[BrowseRecord]>
  /// The view model's `load()`.
  public var load: @MainActor () async -> Void

  /// Creates a list over a view model's `state` and `load`.
  public init(
    title: String, itemName: String, state: @escaping @MainActor () -> ViewState<[BrowseRecord]>,
    load: @escaping @MainActor () async -> Void
  ) {
    self.title = title
    self.itemName = itemName
    self.state = state
    self.load = load
  }
}
