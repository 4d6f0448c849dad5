/// An ordered list of HTTP header fields whose names compare case-insensitively.
///
/// `headers["content-type"]` and `headers["Content-Type"]` are the same field, as HTTP says.
public struct HTTPHeaders: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
  /// One header field.
  public struct Field: Hashable, Sendable {
    /// The field name, as it was set.
    public var name: String
    /// The field value.
    public var value: String
  }

  private var fields: [Field] = []

  /// Creates an empty list.
  public init() {}

  /// Creates a list from name and value pairs, in order.
  public init(dictionaryLiteral elements: (String, String)...) {
    for (name, value) in elements { fields.append(Field(name: name, value: value)) }
  }

  /// The value of the first field named `name`, in any case; setting replaces every field of
  /// that name, and setting `nil` removes them.
  public subscript(name: String) -> String? {
    get { fields.first { $0.name.lowercased() == name.lowercased() }?.value }
    set {
      fields.removeAll { $0.name.lowercased() == name.lowercased() }
      if let newValue { fields.append(Field(name: name, value: newValue)) }
    }
  }

  /// Returns an iterator over the fields, in order.
  public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }
}
