public import Foundation

/// A Swift type a resource's field can have, and the ``FieldKind`` it stands for. A
/// ``ResourceField`` reads the kind from its property's type, so the two cannot disagree.
public protocol FieldRepresentable: Codable, Hashable, Sendable {
  /// The kind of the field.
  static var fieldKind: FieldKind { get }
  /// Whether the field may have no value.
  static var isOptionalField: Bool { get }
  /// The value as JSON holds it.
  var fieldValue: FieldValue { get }
  /// The value `fieldValue` holds, or `nil` when it holds a value of another kind.
  init?(fieldValue: FieldValue)
}

extension FieldRepresentable {
  /// A field of this type always has a value.
  public static var isOptionalField: Bool { false }
}

extension Int: FieldRepresentable {
  /// A whole number.
  public static var fieldKind: FieldKind { .integer }
  /// `.integer`.
  public var fieldValue: FieldValue { .integer(self) }
  /// An `.integer`.
  public init?(fieldValue: FieldValue) {
    guard case .integer(let value) = fieldValue else { return nil }
    self = value
  }
}

extension Double: FieldRepresentable {
  /// A number.
  public static var fieldKind: FieldKind { .number }
  /// `.number`.
  public var fieldValue: FieldValue { .number(self) }
  /// A `.number`, or an `.integer`, which JSON does not tell apart from a number.
  public init?(fieldValue: FieldValue) {
    switch fieldValue {
    case .number(let value): self = value
    case .integer(let value): self = Double(value)
    default: return nil
    }
  }
}

extension Bool: FieldRepresentable {
  /// True or false.
  public static var fieldKind: FieldKind { .boolean }
  /// `.boolean`.
  public var fieldValue: FieldValue { .boolean(self) }
  /// A `.boolean`.
  public init?(fieldValue: FieldValue) {
    guard case .boolean(let value) = fieldValue else { return nil }
    self = value
  }
}

extension String: FieldRepresentable {
  /// Text.
  public static var fieldKind: FieldKind { .text }
  /// `.text`.
  public var fieldValue: FieldValue { .text(self) }
  /// A `.text`.
  public init?(fieldValue: FieldValue) {
    guard case .text(let value) = fieldValue else { return nil }
    self = value
  }
}

extension Date: FieldRepresentable {
  /// A date.
  public static var fieldKind: FieldKind { .date }
  /// The date as the wire writes it.
  public var fieldValue: FieldValue { .text(FieldDate.format(self)) }
  /// A `.text` that ``FieldDate/parse(_:)`` reads.
  public init?(fieldValue: FieldValue) {
    guard case .text(let text) = fieldValue, let date = FieldDate.parse(text) else { return nil }
    self = date
  }
}

extension UUID: FieldRepresentable {
  /// A UUID.
  public static var fieldKind: FieldKind { .uuid }
  /// Its usual form, as text.
  public var fieldValue: FieldValue { .text(uuidString) }
  /// A `.text` in a UUID's usual form.
  public init?(fieldValue: FieldValue) {
    guard case .text(let text) = fieldValue, let uuid = UUID(uuidString: text) else { return nil }
    self = uuid
  }
}

extension Array: FieldRepresentable where Element: FieldRepresentable {
  /// A list of the element's kind.
  public static var fieldKind: FieldKind { .list(Element.fieldKind) }
  /// `.list` of the elements' values.
  public var fieldValue: FieldValue { .list(map(\.fieldValue)) }
  /// A `.list` whose every value is an element's.
  public init?(fieldValue: FieldValue) {
    guard case .list(let values) = fieldValue else { return nil }
    var elements: [Element] = []
    for value in values {
      guard let element = Element(fieldValue: value) else { return nil }
      elements.append(element)
    }
    self = elements
  }
}

extension Optional: FieldRepresentable where Wrapped: FieldRepresentable {
  /// The wrapped type's kind.
  public static var fieldKind: FieldKind { Wrapped.fieldKind }
  /// Always: that is what an optional is.
  public static var isOptionalField: Bool { true }
  /// The wrapped value's, or `.null`.
  public var fieldValue: FieldValue { map(\.fieldValue) ?? .null }
  /// `.none` for `.null`, the wrapped value's otherwise.
  public init?(fieldValue: FieldValue) {
    if fieldValue == .null {
      self = .none
    } else if let wrapped = Wrapped(fieldValue: fieldValue) {
      self = .some(wrapped)
    } else {
      return nil
    }
  }
}

/// An enum of words that a field can hold, such as a priority: `low`, `normal`, `high`. A word
/// it does not have fails decoding with an ``UnknownChoice``, never a crash or a silent default.
///
/// ```swift
/// public enum Priority: String, FieldChoice {
///   case low, normal, high
/// }
/// ```
public protocol FieldChoice: FieldRepresentable, CaseIterable, RawRepresentable
where RawValue == String {}

extension FieldChoice {
  /// One of the enum's words, in the order its cases are declared.
  public static var fieldKind: FieldKind { .choice(allCases.map(\.rawValue)) }

  /// Reads one of the enum's words; any other throws `DecodingError.dataCorrupted` with an
  /// ``UnknownChoice`` as its underlying error.
  public init(from decoder: any Decoder) throws {
    let word = try decoder.singleValueContainer().decode(String.self)
    guard let value = Self(rawValue: word) else {
      let allowed = Self.allCases.map(\.rawValue)
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "'\(word)' is not one of \(allowed.joined(separator: ", "))",
          underlyingError: UnknownChoice(value: word, allowed: allowed)))
    }
    self = value
  }

  /// The enum's word.
  public var fieldValue: FieldValue { .text(rawValue) }

  /// A `.text` holding one of the enum's words.
  public init?(fieldValue: FieldValue) {
    guard case .text(let word) = fieldValue, let value = Self(rawValue: word) else { return nil }
    self = value
  }

}
