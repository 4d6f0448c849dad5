import Domain
public import Networking
public import Storage

/// Sends the outbox's changes of profiles: reads the current profile, tells a conflict on the
/// fields the change sets, then sends one `PUT` of the whole profile, the server's fields Strata
/// does not model included (`UserDocument`), and keeps what the server stored.
public struct ProfileChangeSender: ChangeSending {
  private let api: any APIClient
  private let store: DocumentStore

  /// Creates a sender that sends through `api` and keeps the stored profile in `store` in step.
  public init(api: any APIClient, store: DocumentStore) {
    self.api = api
    self.store = store
  }

  /// `users`.
  public var resource: String { RemoteUserRepository.resource }

  /// `user`.
  public var itemName: String { "user" }

  /// Sends `change`: `GET`, then `PUT`.
  public func send(_ change: PendingChange) async -> SendResult {
    guard let id = change.itemID(as: User.ID.self), change.action == .edit,
      let update = try? ProfileUpdate(
        name: change.fields["name"]?.text, email: change.fields["email"]?.text)
    else {
      // Not a profile change this version can send: set apart, for the person to discard.
      return .unsendable(.invalidRequest(underlyingError: .invalidRequest(.unencodableBody)))
    }
    do {
      var document = try await api.send(FetchUser(id: id))
      if let original = change.original {
        let theirs = Self.fields(of: document.user)
        let conflicts = change.fields.keys.sorted().compactMap { key -> FieldConflict? in
          guard let mine = change.fields[key], let before = original[key] else { return nil }
          let now = theirs[key] ?? .null
          guard now != before, now != mine else { return nil }
          return FieldConflict(key: key, original: before, mine: mine, theirs: now)
        }
        guard conflicts.isEmpty else { return .conflict(conflicts) }
      }
      document.user = update.applied(to: document.user)
      let saved = try await api.send(ReplaceUser(document)).user
      // Sent: a store that fails to keep the answer is said beside it, not in its place.
      var storeFailure: RepositoryError?
      do {
        _ = try store.save(saved, for: CacheKeys.user(id))
      } catch {
        storeFailure = RepositoryError(error)
      }
      return .sent(itemID: .integer(id), storeFailure: storeFailure)
    } catch {
      return ResourceChangeSenderOutcome.outcome(of: error, resource: "user", id: String(id))
    }
  }

  /// The fields a profile change sets, by key.
  static func fields(of update: ProfileUpdate) -> FieldValues {
    var fields: FieldValues = [:]
    if let name = update.name { fields["name"] = .text(name) }
    if let email = update.email { fields["email"] = .text(email) }
    return fields
  }

  /// The fields a profile change can set, as `user` has them.
  static func fields(of user: User) -> FieldValues {
    ["name": .text(user.name), "email": .text(user.email)]
  }

  /// `user` with the changed `fields` applied.
  static func applying(_ fields: FieldValues, to user: User) -> User {
    var changed = user
    if let name = fields["name"]?.text { changed.name = name }
    if let email = fields["email"]?.text { changed.email = email }
    return changed
  }
}

extension FieldValue {
  /// The text, when this is text.
  fileprivate var text: String? {
    if case .text(let text) = self { return text }
    return nil
  }
}
