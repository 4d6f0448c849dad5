public import Foundation

/// A Swift type a resource's field can have, and the ``FieldKind`` it stands for.
///
/// `Int`, `Double`, `Bool`, `String` and `Date` conform, as do a list or an optional of any
/// of them, and any enum of words that conforms to ``FieldChoice``. A ``ResourceField`` reads
/// the kind from the type of the property it names, so a field's kind cannot disagree with its
/// property: `ResourceField(.dueOn, \.dueOn)` on a `Date?` is an optional date.
public protocol FieldRepresentable: Codable, Hashable, Sendable {
  /// The kind of the field.
  static var fieldKind: FieldKind { get }
  /// Whether the field may have no value.
  static var isOptionalField: Bool { get }
  /// The value as JSON holds it.
  var fieldValue: FieldValue { get }
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
}

extension Double: FieldRepresentable {
  /// A number.
  public static var fieldKind: FieldKind { .number }
  /// `.number`.
  public var fieldValue: FieldValue { .number(self) }
}

extension Bool: FieldRepresentable {
  /// True or false.
  public static var fieldKind: FieldKind { .boolean }
  /// `.boolean`.
  public var fieldValue: FieldValue { .boolean(self) }
}

extension String: FieldRepresentable {
  /// Text.
  public static var fieldKind: FieldKind { .text }
  /// `.text`.
  public var fieldValue: FieldValue { .text(self) }
}

extension Date: FieldRepresentable {
  /// A date.
  public static var fieldKind: FieldKind { .date }
  /// The date as the wire writes it.
  public var fieldValue: FieldValue { .text(FieldDate.format(self)) }
}

extension Array: FieldRepresentable where Element: FieldRepresentable {
  /// A list of the element's kind.
  public static var fieldKind: FieldKind { .list(Element.fieldKind) }
  /// `.list` of the elements' values.
  public var fieldValue: FieldValue { .list(map(\.fieldValue)) }
}

extension Optional: FieldRepresentable where Wrapped: FieldRepresentable {
  /// The wrapped type's kind.
  public static var fieldKind: FieldKind { Wrapped.fieldKind }
  /// Always: that is what an optional is.
  public static var isOptionalField: Bool { true }
  /// The wrapped value's, or `.null`.
  public var fieldValue: FieldValue { map(\.fieldValue) ?? .null }
}

/// An enum of words that a field can hold, such as a priority: `low`, `normal`, `high`.
///
/// A server that sends a word the enum does not have is not believed: decoding fails with an
/// ``UnknownChoice`` that names the word and the words allowed, rather than a crash or a
/// silent default.
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

  /// Reads one of the enum's words.
  ///
  /// - Throws: `DecodingError.dataCorrupted` with an ``UnknownChoice`` as its underlying error,
  ///   for any other word.
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

  /// Writes the enum's word.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

/// A word a ``FieldChoice`` does not have, as a server sent it.
public struct UnknownChoice: Error, Hashable, Sendable {
  /// The word that came.
  public var value: String
  /// The words allowed.
  public var allowed: [String]

  /// The error for `value`, which is none of the `allowed` words.
  public init(value: String, allowed: [String]) {
    self.value = value
    self.allowed = allowed
  }
}
