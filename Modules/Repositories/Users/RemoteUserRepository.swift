public import Domain
public import Networking
public import Storage

/// The production ``UserRepository``: the API client for the truth, a `DocumentStore` for the
/// offline copy.
public struct RemoteUserRepository: UserRepository {
  private let api: any APIClient
  private let store: DocumentStore

  /// Creates a repository over `api`, keeping offline copies in `store`.
  public init(api: any APIClient, store: DocumentStore) {
    self.api = api
    self.store = store
  }

  /// Reads a user's profile from the server first (storing it), or from the stored copy.
  public func user(id: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<User> {
    let key = CacheKeys.user(id)
    return try await readOfflineFirst(
      policy: policy,
      resource: .user(id),
      fetch: { () async throws(APIError) in try await api.send(FetchUser(id: id)).user },
      loadStored: { () throws(StorageError) in try store.load(key) },
      store: { user throws(StorageError) in try store.save(user, for: key) }
    )
  }

  /// Reads the current profile from the server (never the stored copy, which may be old),
  /// applies `update`, sends one `PUT` that keeps the server's other fields, and stores the
  /// result.
  public func updateProfile(id: User.ID, with update: ProfileUpdate) async throws(RepositoryError)
    -> Fetched<User>
  {
    let saved: User
    do {
      var document = try await api.send(FetchUser(id: id))
      document.user = update.applied(to: document.user)
      saved = try await api.send(ReplaceUser(document)).user
    } catch {
      throw RepositoryError(error, resource: .user(id))
    }
    do {
      try store.save(saved, for: CacheKeys.user(id))
      return Fetched(saved)
    } catch {
      return Fetched(saved, storeFailure: RepositoryError(error))
    }
  }
}
