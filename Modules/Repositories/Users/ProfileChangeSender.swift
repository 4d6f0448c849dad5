import Domain
public import Networking
public import Storage

/// Sends profile changes: it reads the current profile, checks the changed fields for a conflict,
/// then `PUT`s the whole profile with the fields Strata does not model (`UserDocument`).
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
    guard case .integer(let id)? = change.itemID, change.action == .edit,
      let update = ProfileUpdate(outboxFields: change.fields)
    else {
      // Not a profile change this version can send: set apart, for the person to discard.
      return .unsendable(.invalidRequest(underlyingError: .invalidRequest(.unencodableBody)))
    }
    // The profile as the PUT sends it, once it is under way: its failure may still be a change
    // applied, and then this is what the server keeps.
    var sending: User?
    do {
      var document = try await api.send(FetchUser(id: id))
      if let original = change.original {
        let theirs = document.user.profileFields
        let conflicts = change.fields.keys.sorted().compactMap { key -> FieldConflict? in
          guard let mine = change.fields[key], let before = original[key] else { return nil }
          let now = theirs[key] ?? .null
          guard now != before, now != mine else { return nil }
          return FieldConflict(key: key, original: before, mine: mine, theirs: now)
        }
        guard conflicts.isEmpty else { return .conflict(conflicts) }
      }
      document.user = update.applied(to: document.user)
      sending = document.user
      let saved = try await api.send(ReplaceUser(document)).user
      return .sent(itemID: .integer(id), storeFailure: keep(saved, as: id))
    } catch {
      if let sending, let unread = SendResult.appliedUnread(error) {
        // Applied, its answer unread: what was sent is what the server keeps.
        return .sent(itemID: .integer(id), unreadable: unread, storeFailure: keep(sending, as: id))
      }
      return SendResult(error, resource: "user", id: String(id))
    }
  }

  /// Keeps `user` as user `id`'s stored profile; a failure is said beside the change sent.
  private func keep(_ user: User, as id: User.ID) -> RepositoryError? {
    do {
      _ = try store.save(user, for: CacheKeys.user(id))
      return nil
    } catch {
      return RepositoryError(error)
    }
  }
}

extension ProfileUpdate {
  /// This update as the outbox keeps it: each field it sets, named as ``ProfileField`` names it.
  var outboxFields: FieldValues {
    var fields: FieldValues = [:]
    for field in ProfileField.allCases {
      if let value = self[field] { fields[field.rawValue] = .text(value) }
    }
    return fields
  }

  /// The update a change kept in the outbox makes; `nil` when its fields make none this version
  /// can send (an unknown field, a value not text or not valid), and it is set apart as unsendable.
  init?(outboxFields fields: FieldValues) {
    let known = Set(ProfileField.allCases.map(\.rawValue))
    guard fields.keys.allSatisfy(known.contains) else { return nil }
    var values: [ProfileField: String] = [:]
    for field in ProfileField.allCases {
      guard let value = fields[field.rawValue] else { continue }
      guard let text = value.text else { return nil }
      values[field] = text
    }
    do {
      self = try ProfileUpdate(name: values[.name], email: values[.email])
    } catch {
      return nil
    }
  }
}

extension User {
  /// The profile's fields as the outbox keeps a change's values, to tell a conflict.
  var profileFields: FieldValues {
    Dictionary(uniqueKeysWithValues: ProfileField.allCases.map { ($0.rawValue, .text(self[$0])) })
  }
}

extension FieldValue {
  /// The text, when this is text.
  fileprivate var text: String? {
    if case .text(let text) = self { return text }
    return nil
  }
}
