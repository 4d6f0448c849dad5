/// A path with parameters, such as `/users/{userId}/todos` or `/articles/{slug:String}`.
///
/// A parameter is a whole number unless it says `:String`. Filling one in
/// (``components(with:)``) checks each value, so a path built from what a person typed can
/// never hold an empty or missing part; each component is percent-encoded later, by the
/// client, so a value cannot add a `/` of its own.
public struct PathTemplate: Hashable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// One part of the path between slashes.
  public enum Segment: Hashable, Sendable {
    /// Written as it is.
    case literal(String)
    /// Filled in from the values given.
    case parameter(PathParameter)
  }

  /// The segments, in order.
  public let segments: [Segment]

  /// Reads a template such as `/users/{userId}/todos`; `{name}` is a whole number and
  /// `{name:String}` text, where `name` is letters and digits. Any other segment is a literal,
  /// so a malformed parameter (`{id`, `{slug:string}`) is never read as something it does not
  /// say; ``ResourceSchema/inconsistencies`` names it.
  public init(_ text: String) {
    segments = text.split(separator: "/").map { part in
      guard part.hasPrefix("{"), part.hasSuffix("}"), part.count > 2 else {
        return .literal(String(part))
      }
      let pieces = part.dropFirst().dropLast().split(
        separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(pieces[0])
      let isName =
        name.first.map { $0.isASCII && $0.isLetter } == true
        && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
      switch pieces.count == 2 ? String(pieces[1]) : nil {
      case nil where isName: return .parameter(PathParameter(name: name, kind: .integer))
      case "String"? where isName: return .parameter(PathParameter(name: name, kind: .text))
      default: return .literal(String(part))
      }
    }
  }

  /// Reads a template written in code.
  public init(stringLiteral text: String) {
    self.init(text)
  }

  /// The parameters, in the order they appear.
  public var parameters: [PathParameter] {
    segments.compactMap { if case .parameter(let parameter) = $0 { parameter } else { nil } }
  }

  /// The literal segments that look like a parameter but are not one (`{id`, `{slug:string}`):
  /// a mistake in the template, sent as written.
  public var malformedParameters: [String] {
    segments.compactMap { segment in
      guard case .literal(let text) = segment, text.contains(where: { $0 == "{" || $0 == "}" })
      else { return nil }
      return text
    }
  }

  /// The last literal segment: `todos` for `/users/{userId}/todos`.
  public var lastLiteral: String? {
    segments.reversed().lazy.compactMap { if case .literal(let text) = $0 { text } else { nil } }
      .first
  }

  /// The template as written: `/users/{userId}/todos`.
  public var description: String {
    "/"
      + segments.map { segment in
        switch segment {
        case .literal(let text): text
        case .parameter(let parameter):
          parameter.kind == .text ? "{\(parameter.name):String}" : "{\(parameter.name)}"
        }
      }.joined(separator: "/")
  }

  /// The path's components with `values` filled in: `["users", "1", "todos"]`.
  ///
  /// - Throws: ``PathValueError`` for a parameter with no value, or one of the wrong kind.
  public func components(with values: PathValues) throws(PathValueError) -> [String] {
    var components: [String] = []
    for segment in segments {
      switch segment {
      case .literal(let text):
        components.append(text)
      case .parameter(let parameter):
        guard let value = values[parameter.name] else { throw .missing(parameter.name) }
        components.append(try parameter.text(of: value))
      }
    }
    return components
  }
}

/// A parameter of a ``PathTemplate``.
public struct PathParameter: Hashable, Sendable {
  /// What a parameter holds.
  public enum Kind: Hashable, Sendable {
    /// A whole number from 1, as identifiers are.
    case integer
    /// Text, not empty.
    case text
  }

  /// The name in the template: `userId`.
  public let name: String
  /// What it holds.
  public let kind: Kind

  /// Parameter `name` holding `kind`, taken as given; a ``PathTemplate`` makes one from `{name}`
  /// (a whole number) or `{name:String}` (text).
  public init(name: String, kind: Kind) {
    self.name = name
    self.kind = kind
  }

  /// The path component for `value`.
  ///
  /// - Throws: ``PathValueError/invalid(_:)`` for a value of the wrong kind, a number below 1,
  ///   empty text, or `.` or `..`, which a URL reads as "here" and "the parent", not as a name.
  public func text(of value: PathValue) throws(PathValueError) -> String {
    switch (kind, value) {
    case (.integer, .integer(let number)) where number >= 1: return String(number)
    case (.text, .text(let text)) where !Self.isUnusableText(text): return text
    default: throw .invalid(name)
    }
  }

  private static func isUnusableText(_ text: String) -> Bool {
    text.isEmpty || text == "." || text == ".."
  }

  /// Reads what a person typed for this parameter.
  ///
  /// - Throws: ``PathValueError/invalid(_:)`` when it is not a whole number from 1 (or, for
  ///   text, when it is empty, `.` or `..`, longer than 200 characters or has a control
  ///   character).
  public func value(from text: String) throws(PathValueError) -> PathValue {
    switch kind {
    case .integer:
      guard text.allSatisfy(\.isASCII), let number = Int(text), number >= 1 else {
        throw .invalid(name)
      }
      return .integer(number)
    case .text:
      guard !Self.isUnusableText(text), text.count <= 200,
        !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      else { throw .invalid(name) }
      return .text(text)
    }
  }
}

/// The value of a path parameter.
public enum PathValue: Hashable, Sendable, Codable, CustomStringConvertible {
  /// A whole number.
  case integer(Int)
  /// Text, for a `{name:String}` parameter, and a string in JSON; `PathParameter` refuses it
  /// when it is empty, `.` or `..`.
  case text(String)

  /// The value as typed: `7`, `hello-world`.
  public var description: String {
    switch self {
    case .integer(let number): String(number)
    case .text(let text): text
    }
  }

  /// Reads a JSON number as a whole number and a JSON string as text.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Int.self) {
      self = .integer(number)
    } else {
      self = .text(try container.decode(String.self))
    }
  }

  /// Writes a whole number as a JSON number and text as a JSON string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .integer(let number): try container.encode(number)
    case .text(let text): try container.encode(text)
    }
  }
}

/// The values of a path's parameters, by name: which of a resource's collections is meant
/// (`userId: 1`), and with `id`, which item.
public typealias PathValues = [String: PathValue]

/// Why a path could not be filled in.
public enum PathValueError: Error, Hashable, Sendable {
  /// The parameter has no value.
  case missing(String)
  /// The parameter's value is of the wrong kind, below 1, or empty.
  case invalid(String)
}
