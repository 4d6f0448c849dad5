/// A field's value as JSON holds it, for code that does not know the resource's type (the outbox,
/// a form, `--json`). Dates and choices are text; the field's kind says how to read one.
public indirect enum FieldValue: Hashable, Sendable {
  /// JSON's `null`: an optional field with no value.
  case null
  /// `true` or `false`.
  case boolean(Bool)
  /// A whole number.
  case integer(Int)
  /// A number with a fractional part; always finite, since JSON has no other kind.
  case number(Double)
  /// Text, and the text form of dates and choices.
  case text(String)
  /// A list of values.
  case list([FieldValue])
  /// An object: no field holds one, but the JSON around fields does (a request's body, `--json`).
  case object([String: FieldValue])
}

/// Field values by key, as JSON holds them; code that knows the resource's type uses the type.
public typealias FieldValues = [String: FieldValue]

extension FieldValue: Codable {
  /// Reads any JSON value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    // A decoder cannot say what kind comes, so each is tried in turn, the most common first (a
    // refusal is an error made and thrown away); an integer before a number, which takes it too.
    if container.decodeNil() {
      self = .null
    } else if let text = try? container.decode(String.self) {
      self = .text(text)
    } else if let integer = try? container.decode(Int.self) {
      self = .integer(integer)
    } else if let boolean = try? container.decode(Bool.self) {
      self = .boolean(boolean)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let list = try? container.decode([FieldValue].self) {
      self = .list(list)
    } else {
      self = .object(try container.decode([String: FieldValue].self))
    }
  }

  /// Writes the value as the JSON it stands for.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .boolean(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .text(let value): try container.encode(value)
    case .list(let values): try container.encode(values)
    case .object(let values): try container.encode(values)
    }
  }
}
