public import Domain
public import Networking
public import Storage

/// The production ``AlbumRepository``: the API client for the truth, a `DocumentStore` for the
/// offline copy, one document per user.
public struct RemoteAlbumRepository: AlbumRepository {
  private let api: any APIClient
  private let store: DocumentStore

  /// Creates a repository over `api`, keeping offline copies in `store`.
  public init(api: any APIClient, store: DocumentStore) {
    self.api = api
    self.store = store
  }

  /// Reads the albums from the server first (storing them), or from the stored copy.
  public func albums(of userID: User.ID, policy: ReadPolicy) async throws(RepositoryError)
    -> Fetched<[Album]>
  {
    let key = DocumentKey<[Album]>("albums-of-user-\(userID)")
    return try await readOfflineFirst(
      policy: policy,
      resource: Subject("albums of user", id: userID),
      fetch: { () async throws(APIError) in try await api.send(FetchAlbums(userID: userID)) },
      loadStored: { () throws(StorageError) in try store.load(key) },
      store: { albums throws(StorageError) in try store.save(albums, for: key) }
    )
  }
}
