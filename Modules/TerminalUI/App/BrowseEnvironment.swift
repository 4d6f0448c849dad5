public import Domain
public import Features
public import Foundation
public import Repositories

/// What the screens of `strata browse` need from outside: the repositories their view models
/// read, the read policy, whose profile to show, the clock, the one view model every screen
/// shares (the bookmarks), and the lists that generated features add.
///
/// The composition root (the CLI) makes one and hands it to the first screen; each screen hands
/// it on to the screens it opens, as SwiftUI hands `@Environment` values down the view tree. A
/// test makes one from mocks.
public struct BrowseEnvironment: Sendable {
  /// Where users come from, and where an edited profile goes.
  public var users: any UserRepository
  /// Where articles come from.
  public var articles: any ArticleRepository
  /// What stores everything for offline use.
  public var sync: any SyncService
  /// The bookmarks, shared by every screen: a row's `*`, `b` and the bookmarks screen all read
  /// and change this one view model, as SwiftUI views share an object from the environment.
  public let bookmarks: BookmarksViewModel
  /// Whether the server may be asked (`networkFirst`) or only the stored copy read (`--offline`).
  public var policy: ReadPolicy
  /// The first page of articles, and so the page size.
  public var firstPage: PageRequest
  /// Whose profile `p` opens and a sync stores.
  public var userID: User.ID
  /// The time now, for "stored 3 hours ago".
  public var now: @Sendable () -> Date
  /// The lists the features made by `scripts/new-feature` add, which `m` shows.
  public var features: [BrowseFeature]

  /// Creates an environment, with a view model over `bookmarks`.
  @MainActor
  public init(
    users: any UserRepository,
    articles: any ArticleRepository,
    sync: any SyncService,
    bookmarks: any BookmarkRepository,
    policy: ReadPolicy,
    firstPage: PageRequest = .first,
    userID: User.ID = 1,
    now: @escaping @Sendable () -> Date = Date.init,
    features: [BrowseFeature] = []
  ) {
    self.users = users
    self.articles = articles
    self.sync = sync
    self.bookmarks = BookmarksViewModel(repository: bookmarks)
    self.policy = policy
    self.firstPage = firstPage
    self.userID = userID
    self.now = now
    self.features = features
  }

  /// Whether only the stored copy may be read: nothing can be saved or synced.
  public var isOffline: Bool { policy == .storeOnly }
}
