public import Domain

/// An item as the app shows it: one the server has, with its waiting changes applied, or one
/// added here and not sent yet, known by its outbox change (``ID/unsent(change:)``) rather than a
/// made-up identifier until the server names it.
public enum Tracked<Model: Resource>: Sendable, Identifiable {
  /// Which item: one the server named, or one added here, by its change in the outbox.
  public enum ID: Hashable, Sendable, CustomStringConvertible {
    /// An item the server has, by its identifier.
    case server(Model.ID)
    /// An item added here that waits to be sent, by its change's number in the outbox.
    case unsent(change: Int)

    /// The server's identifier, or `+3` for the add waiting in the outbox as change 3: what
    /// a list shows, and what the command line reads back.
    public var description: String {
      switch self {
      case .server(let id): id.description
      case .unsent(let change): "+\(change)"
      }
    }

    /// Reads an item as a person names it: `+3` for the add waiting as change 3 (even where it
    /// could be a text identifier), or a server's identifier; `nil` for anything else.
    public init?(text: String) {
      if text.hasPrefix("+"), let change = Int(text: String(text.dropFirst())) {
        self = .unsent(change: change)
      } else if let id = Model.ID(text: text) {
        self = .server(id)
      } else {
        return nil
      }
    }
  }

  /// An item the server has; `pending` when a change of it waits in the outbox, applied here.
  case stored(Model, pending: Bool)
  /// An item added here, waiting in the outbox as change `change`, with the fields it will send.
  case unsent(Draft<Model>, change: Int)

  /// An item the server has, with no change of it waiting.
  public static func stored(_ item: Model) -> Tracked {
    .stored(item, pending: false)
  }

  /// Which item it is.
  public var id: ID {
    switch self {
    case .stored(let item, _): .server(item.id)
    case .unsent(_, let change): .unsent(change: change)
    }
  }

  /// The item, when the server has it.
  public var item: Model? {
    if case .stored(let item, _) = self { return item }
    return nil
  }

  /// Its fields, as they are or will be: what a view shows.
  public var draft: Draft<Model> {
    switch self {
    case .stored(let item, _): Draft(item)
    case .unsent(let draft, _): draft
    }
  }

  /// Whether a change of it waits to be sent: an edit, or the add itself.
  public var isPending: Bool {
    switch self {
    case .stored(_, let pending): pending
    case .unsent: true
    }
  }

  /// Whether it was added here and waits to be sent, so no count from the server includes it.
  public var isUnsent: Bool {
    if case .unsent = self { return true }
    return false
  }
}

extension Tracked: Equatable {}
extension Tracked: Hashable {}
