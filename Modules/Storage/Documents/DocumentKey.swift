/// A typed name for one document in a ``DocumentStore``: the key says what type is stored.
///
/// File names come from keys, and keys come from code (`DocumentKey<Article>("article-\(id)")`),
/// never from a server's strings, so nothing a server sends can choose a path; the store still
/// checks each name before use.
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
