import Foundation

/// What a field of a resource holds, and so how every layer reads and checks its value: the
/// CLI's options, a form, the sandbox's bodies. How it reads to a person is Features'.
public indirect enum FieldKind: Hashable, Sendable {
  /// A whole number.
  case integer
  /// A number, fractional or not.
  case number
  /// `true` or `false`.
  case boolean
  /// Text: any characters but control characters, line breaks aside.
  case text
  /// A moment, as ISO 8601 on the wire (`2026-12-24T09:30:00Z`); a date alone (`2026-12-24`)
  /// is read as its midnight, UTC.
  case date
  /// A UUID, such as `E621E1F8-C36C-495A-93FC-0C247A3E6E5F`; text on the wire.
  case uuid
  /// One of a fixed set of words, such as the cases of a `Priority` enum.
  case choice([String])
  /// A list of values of one kind; typed as its items separated by commas.
  case list(FieldKind)

  /// The longest text a text field accepts, in characters: it bounds what input makes the app hold.
  public static let maximumTextLength = 10_000

  /// The longest list a list field accepts.
  public static let maximumListCount = 1_000

  /// Reads what a person typed, trimmed of white space; a list splits at commas, and empty text
  /// is an empty list.
  public func parse(_ text: String) throws(FieldProblem) -> FieldValue {
    let trimmed = FieldText.trimmed(text)
    switch self {
    case .integer:
      guard let value = Int(trimmed) else { throw .notAWholeNumber }
      return .integer(value)
    case .number:
      guard let value = Double(trimmed), value.isFinite, !trimmed.isEmpty else {
        throw .notANumber
      }
      return .number(value)
    case .boolean:
      switch trimmed.lowercased() {
      case "true", "yes": return .boolean(true)
      case "false", "no": return .boolean(false)
      default: throw .notTrueOrFalse
      }
    case .text:
      return try check(.text(trimmed))
    case .date:
      return .text(try FieldDate.canonical(trimmed))
    case .uuid:
      guard let uuid = UUID(uuidString: trimmed) else { throw .notAUUID }
      return .text(uuid.uuidString)
    case .choice(let words):
      guard words.contains(trimmed) else { throw .notOneOf(words) }
      return .text(trimmed)
    case .list(let item):
      guard !trimmed.isEmpty else { return .list([]) }
      let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false)
      guard parts.count <= Self.maximumListCount else {
        throw .tooMany(maximum: Self.maximumListCount)
      }
      var values: [FieldValue] = []
      for part in parts { values.append(try item.parse(String(part))) }
      return .list(values)
    }
  }

  /// Checks a value from outside and returns its canonical form (a whole number as a number, a
  /// moment in UTC, a date alone unchanged); `null` passes, for the caller to judge.
  public func check(_ value: FieldValue) throws(FieldProblem) -> FieldValue {
    switch (self, value) {
    case (_, .null):
      return .null
    case (.integer, .integer), (.boolean, .boolean):
      return value
    case (.number, .number(let number)):
      guard number.isFinite else { throw .notANumber }
      return value
    case (.number, .integer(let integer)):
      return .number(Double(integer))
    case (.text, .text(let text)):
      guard text.count <= Self.maximumTextLength else {
        throw .tooLong(maximum: Self.maximumTextLength)
      }
      guard !text.unicodeScalars.contains(where: FieldText.isForbidden) else {
        throw .containsControlCharacters
      }
      return value
    case (.date, .text(let text)):
      return .text(try FieldDate.canonical(text))
    case (.uuid, .text(let text)):
      guard let uuid = UUID(uuidString: text) else { throw .notAUUID }
      return .text(uuid.uuidString)
    case (.choice(let words), .text(let word)):
      guard words.contains(word) else { throw .notOneOf(words) }
      return value
    case (.list(let item), .list(let values)):
      guard values.count <= Self.maximumListCount else {
        throw .tooMany(maximum: Self.maximumListCount)
      }
      var checked: [FieldValue] = []
      for value in values {
        guard value != .null else { throw item.mismatch }
        checked.append(try item.check(value))
      }
      return .list(checked)
    default:
      throw mismatch
    }
  }

  /// Whether `one` and `other` are the same value of this kind: `2` and `2.0` are one number,
  /// `2026-12-24` and `2026-12-24T00:00:00Z` one moment, and lists of such values item by item.
  public func same(_ one: FieldValue, _ other: FieldValue) -> Bool {
    if case .date = self, case .text(let first) = one, case .text(let second) = other,
      let a = FieldDate.parse(first), let b = FieldDate.parse(second)
    {
      return a == b
    }
    if case .list(let item) = self, case .list(let first) = one, case .list(let second) = other {
      return first.count == second.count && zip(first, second).allSatisfy(item.same)
    }
    return ((try? check(one)) ?? one) == ((try? check(other)) ?? other)
  }

  /// The problem of a value of another kind.
  public var mismatch: FieldProblem {
    switch self {
    case .integer: .notAWholeNumber
    case .number: .notANumber
    case .boolean: .notTrueOrFalse
    case .text: .notText
    case .date: .notADate
    case .uuid: .notAUUID
    case .choice(let words): .notOneOf(words)
    case .list: .notAList
    }
  }
}
