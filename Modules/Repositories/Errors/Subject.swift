/// What a repository was asked for, named so an error can say "user 7" or "articles page 3".
public struct Subject: Hashable, Sendable, CustomStringConvertible {
  /// The kind of thing, as a noun phrase: `user`, `articles page`, `comments of post`.
  public var kind: String
  /// Which one, when there are many: its identifier as text, `7` or `dune`.
  public var id: String?
  /// Whether it is an item added here and not sent yet, which only the outbox holds: not found,
  /// it is not waiting there, and no server was asked.
  public var isUnsent = false

  /// A subject of `kind` and, when one of many is meant, `id`: "user 7".
  public init(_ kind: String, id: Int? = nil) {
    self.kind = kind
    self.id = id.map(String.init)
  }

  /// A subject of `kind` and, when one of many is meant, its `identifier`: "book dune".
  public init(_ kind: String, identifier: String?) {
    self.kind = kind
    self.id = identifier
  }

  /// The item added here by change `change`, not sent yet: "new todo 3".
  public static func unsent(_ itemName: String, change: Int) -> Subject {
    var subject = Subject("new \(itemName)", id: change)
    subject.isUnsent = true
    return subject
  }

  /// `kind`, then `id` when there is one: "user 7".
  public var description: String { id.map { "\(kind) \($0)" } ?? kind }
}
