import Features
import TerminalUI

extension BrowseCommand {
  /// The sample features' screens, written by hand, over the samples' repositories and the one
  /// bookmarks view model they all share.
  @MainActor static func samples(_ dependencies: Dependencies) -> [BrowseFeature] {
    let users = dependencies.users
    let articles = dependencies.articles
    let bookmarks = BookmarksViewModel(repository: dependencies.bookmarks)
    let samples = { @Sendable (browse: BrowseEnvironment) in
      SampleEnvironment(browse, users: users, articles: articles, bookmarks: bookmarks)
    }
    return [
      .screen("Articles") { ArticlesScreen(environment: samples($0)) },
      .screen("Profile") { ProfileScreen(userID: samples($0).userID, environment: samples($0)) },
      .screen("Bookmarks") { BookmarksScreen(environment: samples($0)) },
    ]
  }
}
