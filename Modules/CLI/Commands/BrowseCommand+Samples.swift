import Features
import TerminalUI

extension BrowseCommand {
  /// The sample features' screens, written by hand, over the samples' repositories and the one
  /// bookmarks view model they all share.
  @MainActor static func samples(_ dependencies: Dependencies) -> [BrowseFeature] {
    let users = dependencies.users
    let articles = dependencies.articles
    let bookmarks = BookmarksViewModel(repository: dependencies.bookmarks)
    let sampleEnvironment = { @Sendable (browse: BrowseEnvironment) in
      SampleEnvironment(browse, users: users, articles: articles, bookmarks: bookmarks)
    }
    return [
      .screen("Articles") { ArticlesScreen(environment: sampleEnvironment($0)) },
      .screen("Profile") {
        let environment = sampleEnvironment($0)
        return ProfileScreen(userID: environment.userID, environment: environment)
      },
      .screen("Bookmarks") { BookmarksScreen(environment: sampleEnvironment($0)) },
    ]
  }
}
