public import Domain
public import Foundation
public import Repositories

/// What the screens of `strata browse` need from outside. The CLI makes one, and each screen hands
/// it on to the screens it opens, as SwiftUI hands `@Environment` values down the view tree.
public struct BrowseEnvironment: Sendable {
  /// What stores everything for offline use.
  public var sync: any SyncService
  /// Whether the server may be asked (`networkFirst`) or only the stored copy read (`--offline`).
  public var policy: ReadPolicy
  /// The first page of a list, and so the page size.
  public var firstPage: PageRequest
  /// The time now, for "stored 3 hours ago".
  public var now: @Sendable () -> Date
  /// The features the home screen lists, in order.
  public var features: [BrowseFeature]
  /// Who is signed in, in a sentence for the home screen; `nil` when the API does not sign in.
  public var session: String?

  /// Creates an environment.
  @MainActor
  public init(
    sync: any SyncService,
    policy: ReadPolicy,
    firstPage: PageRequest = .first,
    now: @escaping @Sendable () -> Date = Date.init,
    features: [BrowseFeature] = [], session: String? = nil
  ) {
    self.sync = sync
    self.policy = policy
    self.firstPage = firstPage
    self.now = now
    self.features = features
    self.session = session
  }

  /// Whether only the stored copy may be read: nothing can be saved or synced.
  public var isOffline: Bool { policy == .storeOnly }
}
