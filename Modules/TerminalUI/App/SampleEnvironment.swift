public import Domain
public import Features
public import Repositories

/// What the samples' screens need: the ``BrowseEnvironment`` and the samples' own repositories.
/// The app's own screens never see it, so the samples come out of the app with their own files.
public struct SampleEnvironment: Sendable {
  /// The environment every screen has.
  public var browse: BrowseEnvironment
  /// Where users come from, and where an edited profile goes.
  public var users: any UserRepository
  /// Where articles come from.
  public var articles: any ArticleRepository
  /// The bookmarks, shared by every sample screen: a row's `*`, `b` and the bookmarks screen all
  /// read and change this one view model, as SwiftUI views share an object from the environment.
  public let bookmarks: BookmarksViewModel
  /// Whose profile the profile screen shows.
  public var userID: User.ID

  /// The samples' environment over `browse`.
  public init(
    _ browse: BrowseEnvironment, users: any UserRepository, articles: any ArticleRepository,
    bookmarks: BookmarksViewModel, userID: User.ID = 1
  ) {
    self.browse = browse
    self.users = users
    self.articles = articles
    self.bookmarks = bookmarks
    self.userID = userID
  }
}
