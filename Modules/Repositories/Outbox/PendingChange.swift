public import Domain
public import Foundation

/// A change waiting in the outbox, holding all a later send needs: the values typed, those an
/// edit changed them *from* (to tell a conflict), and the `Idempotency-Key` that makes sending it
/// twice the same as once.
public struct PendingChange: Codable, Hashable, Sendable, Identifiable {
  /// What a change does: `add`, `edit`, `delete`, or an action of the app's own (`archive`).
  public typealias Action = ResourceAction

  /// How a change stands.
  public enum State: Codable, Hashable, Sendable {
    /// Waiting to be sent.
    case pending
    /// Not sent: the server's value of a field it changes was changed by someone else too.
    case conflict([FieldConflict])
    /// Refused by the server with `statusCode` and its `message`; it stays until discarded.
    case refused(statusCode: Int, message: String?)
    /// Never sendable as kept: its values no longer make a change of the resource, or the app
    /// no longer has the resource. It stays until discarded.
    case unsendable
    /// Sent, and answered in a way not to act on (`reason`); the server may have applied it, so
    /// it is never sent again. It stays until discarded.
    case unanswered(ResponseProblem.Reason)
  }

  /// Its number in the outbox, from 1.
  public var id: Int
  /// What it does.
  public var action: Action
  /// Which resource it is of, by the name its data is kept under: `todos`, `users`.
  public var resource: String
  /// Its collection's address parts, by name, and for a change of an item, its `id`.
  public var target: FieldValues
  /// Every field given, for an add; the changed ones, for an edit; none, for a delete.
  public var fields: FieldValues
  /// For an edit, the changed fields as the person last saw them; `nil` when unknown (nothing
  /// was stored), and then no conflict can be told.
  public var original: FieldValues?
  /// When it was made.
  public var queuedAt: Date
  /// How it stands.
  public var state: State
  /// The key that makes sending it again the same request: stable for the change's life.
  public var idempotencyKey: String

  /// A change as given; `original` has no default, since `nil` means no conflict can be told.
  public init(
    id: Int, action: Action, resource: String, target: FieldValues, fields: FieldValues,
    original: FieldValues?, queuedAt: Date, state: State = .pending, idempotencyKey: String
  ) {
    self.id = id
    self.action = action
    self.resource = resource
    self.target = target
    self.fields = fields
    self.original = original
    self.queuedAt = queuedAt
    self.state = state
    self.idempotencyKey = idempotencyKey
  }

  /// The item it is about, for a change of an item, as its identifier's JSON holds it.
  public var itemID: FieldValue? { target["id"] }

  /// The collection it is in: the target without `id`.
  public var address: FieldValues { target.filter { $0.key != "id" } }
}

/// One field a conflicting change changes, with its three values.
public struct FieldConflict: Codable, Hashable, Sendable {
  /// The field's key.
  public var key: String
  /// Its value when the person made the change.
  public var original: FieldValue
  /// The value the person set.
  public var mine: FieldValue
  /// The server's value now.
  public var theirs: FieldValue

  /// Field `key`'s three values.
  public init(key: String, original: FieldValue, mine: FieldValue, theirs: FieldValue) {
    self.key = key
    self.original = original
    self.mine = mine
    self.theirs = theirs
  }
}

/// A change that was not sent because of a conflict: which change, and its fields' three values.
public struct ChangeConflict: Hashable, Sendable {
  /// The change, as it waits in the outbox.
  public var change: PendingChange
  /// The fields in conflict.
  public var fields: [FieldConflict]

  /// A conflict of `change` on `fields`; nothing of the change was sent.
  public init(change: PendingChange, fields: [FieldConflict]) {
    self.change = change
    self.fields = fields
  }
}

extension FieldValue {
  /// An identifier's text, as a number or text reads: `7`, `dune`.
  public var identifierText: String? {
    switch self {
    case .integer(let number): String(number)
    case .text(let text): text
    default: nil
    }
  }
}
