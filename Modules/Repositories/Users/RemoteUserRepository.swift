public import Domain
public import Networking
public import Storage

/// The production ``UserRepository``: the API client for the truth, a `DocumentStore`
/// for the offline copy.
public struct RemoteUserRepository: UserRepository {
  private let api: any APIClient
  private let store: DocumentStore

  /// Creates a repository.
  ///
  /// - Parameters:
  ///   - api: The API client.
  ///   - store: Where the offline copies live.
  public init(api: any APIClient, store: DocumentStore) {
    self.api = api
    self.store = store
  }

  /// Reads a user's profile, from the server first (storing it) or from the stored copy.
  ///
  /// - Parameters:
  ///   - id: The user's identifier.
  ///   - policy: Whether the network may be used.
  /// - Returns: The profile and its freshness.
  /// - Throws: ``RepositoryError``.
  public func user(id: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<User> {
    let key = CacheKeys.user(id)
    return try await readOfflineFirst(
      policy: policy,
      resource: "user \(id)",
      fetch: { () async throws(APIError) in try await api.fetchUser(id: id) },
      loadStored: { () throws(StorageError) in try store.load(key) },
      store: { user throws(StorageError) in try store.save(user, for: key) }
    )
  }

  /// Reads the current profile from the server (never from the stored copy, which may be old),
  /// applies `update`, sends one `PUT`, and stores the result.
  ///
  /// - Parameters:
  ///   - id: The user's identifier.
  ///   - update: The validated change.
  /// - Returns: The profile as the server stored it.
  /// - Throws: ``RepositoryError``.
  public func updateProfile(id: User.ID, with update: ProfileUpdate) async throws(RepositoryError)
    -> Fetched<User>
  {
    let resource = "user \(id)"
    let saved: User
    do {
      let current = try await api.fetchUser(id: id)
      saved = try await api.updateProfile(id: id, update.applied(to: current))
    } catch {
      throw RepositoryError(error, resource: resource)
    }
    do {
      try store.save(saved, for: CacheKeys.user(id))
      return Fetched(saved)
    } catch {
      return Fetched(saved, storeFailure: RepositoryError(error))
    }
  }
}

extension UserRepository {
  /// Reads a user's profile, from the network first.
  ///
  /// - Parameter id: The user's identifier.
  /// - Returns: The profile and its freshness.
  /// - Throws: ``RepositoryError``.
  public func user(id: User.ID) async throws(RepositoryError) -> Fetched<User> {
    try await user(id: id, policy: .networkFirst)
  }
}
