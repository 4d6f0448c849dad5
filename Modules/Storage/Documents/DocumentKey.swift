/// A typed name for one document in a ``DocumentStore``. Keys come from code, never from a server,
/// so no server can choose a path; the store still checks each name before use.
public struct DocumentKey<Value: Codable & Sendable>: Hashable, Sendable, CustomStringConvertible {
  /// The document's name, which becomes `<name>.json`.
  public let name: String

  /// Creates a key for the document `<name>.json`.
  public init(_ name: String) {
    self.name = name
  }

  /// The document's name.
  public var description: String { name }
}
