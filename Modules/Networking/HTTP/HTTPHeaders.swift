/// An ordered list of HTTP header fields whose names ignore case, as HTTP says, in lookup,
/// equality and hashing alike: `headers["content-type"]` is `headers["Content-Type"]`.
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

  /// Whether both lists hold the same fields in the same order, names compared ignoring case.
  public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
    lhs.fields.count == rhs.fields.count
      && zip(lhs.fields, rhs.fields).allSatisfy {
        $0.name.lowercased() == $1.name.lowercased() && $0.value == $1.value
      }
  }

  /// Hashes the fields as equality compares them.
  public func hash(into hasher: inout Hasher) {
    for field in fields {
      hasher.combine(field.name.lowercased())
      hasher.combine(field.value)
    }
  }
}
