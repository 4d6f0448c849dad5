import Domain
import DomainMocks
import Features
import FeaturesMocks
import Foundation
import Repositories
import RepositoriesMocks
import TerminalUI
import TerminalUIMocks
import TestSupport

extension Fixture {
  /// The samples' environment over the mocks: ``environment(policy:features:)``'s, with the
  /// repositories of the samples and a bookmarks view model of its own.
  func sampleEnvironment(policy: ReadPolicy = .networkFirst, features: [BrowseFeature] = [])
    -> SampleEnvironment
  {
    SampleEnvironment(
      environment(policy: policy, features: features), users: users, articles: articles,
      bookmarks: BookmarksViewModel(repository: bookmarks))
  }

  /// The app on ``terminal``, starting on the article list.
  func app(policy: ReadPolicy = .networkFirst, features: [BrowseFeature] = []) -> BrowseApp {
    app(on: ArticlesScreen(environment: sampleEnvironment(policy: policy, features: features)))
  }
}
