public import Domain

/// The one source of truth for a user's albums, online or off.
///
/// The production implementation is ``RemoteAlbumRepository``; tests of view models use
/// `MockAlbumRepository` (module `RepositoriesMocks`).
public protocol AlbumRepository: Sendable {
  /// Reads user `userID`'s albums, from the server or the stored copy as `policy` allows.
  ///
  /// - Throws: ``RepositoryError``.
  func albums(of userID: User.ID, policy: ReadPolicy) async throws(RepositoryError)
    -> Fetched<[Album]>
}
