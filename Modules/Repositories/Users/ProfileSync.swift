public import Domain
public import Foundation
public import Networking
public import Storage

/// The sync's part for a profile: reads user `userID` again and stores it.
public struct ProfileSync: SyncPart {
  private let api: any APIClient
  private let store: DocumentStore
  private let userID: User.ID

  /// Creates the part that stores `userID`'s profile, read through `api`, in `store`.
  public init(api: any APIClient, store: DocumentStore, userID: User.ID) {
    self.api = api
    self.store = store
    self.userID = userID
  }

  /// Reads the profile and stores it; the stored copy is replaced only by a whole new one.
  public func sync(
    into summary: inout SyncSummary, storedBefore cutoff: Date,
    progress: @escaping @Sendable (SyncProgress) async -> Void
  ) async throws(RepositoryError) {
    let user: User
    do {
      user = try await api.send(FetchUser(id: userID)).user
    } catch {
      throw RepositoryError(error, resource: .user(userID))
    }
    do {
      try store.save(user, for: CacheKeys.user(userID))
    } catch {
      throw RepositoryError(error)
    }
    summary.samples.user = user
  }
}
