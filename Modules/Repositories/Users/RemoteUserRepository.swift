public import Domain
public import Networking
public import Storage

/// The production ``UserRepository``: the API client for the truth, a `DocumentStore` for the
/// offline copy, a ``ChangeQueue`` (the ``Outbox``) for changes.
public struct RemoteUserRepository: UserRepository {
  /// The name of the users' changes in the outbox.
  static let resource = "users"

  private let api: any APIClient
  private let store: DocumentStore
  private let queue: any ChangeQueue

  /// Creates a repository over `api`, keeping offline copies in `store` and changes in `queue`.
  public init(api: any APIClient, store: DocumentStore, queue: any ChangeQueue) {
    self.api = api
    self.store = store
    self.queue = queue
  }

  /// Reads a user's profile, with the changes to it that wait applied.
  public func user(id: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<User> {
    let key = CacheKeys.user(id)
    var fetched = try await readOfflineFirst(
      policy: policy,
      resource: .user(id),
      fetch: { () async throws(APIError) in try await api.send(FetchUser(id: id)).user },
      loadStored: { () throws(StorageError) in try store.load(key) },
      store: { user throws(StorageError) in try store.save(user, for: key) }
    )
    for change in try await waiting(for: id) {
      if let update = ProfileUpdate(outboxFields: change.fields) {
        fetched.value = update.applied(to: fetched.value)
      }
      fetched.isPending = true
    }
    return fetched
  }

  /// Changes the profile through the outbox, remembering the stored values of the fields it
  /// changes, to tell a conflict.
  public func updateProfile(id: User.ID, with update: ProfileUpdate) async throws(RepositoryError)
    -> Written<User?>
  {
    let stored = try storedUser(id)
    let fields = update.outboxFields
    let original = stored.map { user in user.profileFields.filter { fields.keys.contains($0.key) } }
    let draft = NewChange(
      action: .edit, resource: Self.resource, target: ["id": .integer(id)], fields: fields,
      original: original)
    switch try await queue.submit(draft) {
    case .sent(_, let unreadable, var storeFailure):
      // The profile as the sender kept it; a failure to read it back is said beside the write.
      var saved: User?
      do {
        // A sender that could not keep the answer left the copy from before: not that.
        if storeFailure == nil { saved = try storedUser(id) }
      } catch {
        storeFailure = error
      }
      return Written(
        sent: saved ?? stored.map { update.applied(to: $0) }, unreadable: unreadable,
        storeFailure: storeFailure)
    case .queued(let note):
      return Written(queued: stored.map { update.applied(to: $0) }, note)
    }
  }

  /// The stored profile of user `id`; `nil` when none is kept or the copy is unusable, as for a
  /// read. A store that cannot be read at all is an error, never a missing copy.
  private func storedUser(_ id: User.ID) throws(RepositoryError) -> User? {
    do {
      return try store.load(CacheKeys.user(id))?.value
    } catch {
      guard StoreFailure.discardedCopy(error) != nil else { throw RepositoryError(error) }
      return nil
    }
  }

  private func waiting(for id: User.ID) async throws(RepositoryError) -> [PendingChange] {
    try await queue.changes(of: Self.resource).filter {
      $0.itemID == .integer(id) && $0.action == .edit && $0.state == .pending
    }
  }
}
