public import Domain

/// A path with parameters, such as `/users/{userId}/todos` or `/books/{slug}/chapters/{id}`.
///
/// A parameter is a name of ASCII letters and digits in braces, and the client percent-encodes each
/// component. A trailing slash is kept, since Django REST framework's routers want one.
public struct PathTemplate: Hashable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// One part of the path between slashes.
  public enum Segment: Hashable, Sendable {
    /// Written as it is.
    case literal(String)
    /// Filled in from the value of that name.
    case parameter(String)
  }

  /// The segments, in order.
  public let segments: [Segment]
  /// Whether the path ends with a slash: `/notes/`.
  public let trailingSlash: Bool

  /// Reads `text`; a segment other than `{name}` is a literal, listed in ``malformedParameters``.
  public init(_ text: String) {
    trailingSlash = text.count > 1 && text.hasSuffix("/")
    segments = text.split(separator: "/").map { part in
      guard part.hasPrefix("{"), part.hasSuffix("}"), part.count > 2 else {
        return .literal(String(part))
      }
      let name = part.dropFirst().dropLast()
      let isName =
        name.first.map { $0.isASCII && $0.isLetter } == true
        && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
      return isName ? .parameter(String(name)) : .literal(String(part))
    }
  }

  /// Reads a template written in code.
  public init(stringLiteral text: String) {
    self.init(text)
  }

  /// The template with `segments`, and a slash after them when `trailingSlash`.
  public init(segments: [Segment], trailingSlash: Bool = false) {
    self.segments = segments
    self.trailingSlash = trailingSlash
  }

  /// The parameters' names, in the order they appear.
  public var parameters: [String] {
    segments.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
  }

  /// The literal segments that look like a mistyped parameter (`{id`), sent as written.
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

  /// This path with `literal` after it, its trailing slash kept: `/books/{id}/archive`.
  public func appending(_ literal: String) -> PathTemplate {
    PathTemplate(segments: segments + [.literal(literal)], trailingSlash: trailingSlash)
  }

  /// The template as written: `/users/{userId}/todos`.
  public var description: String {
    "/"
      + segments.map { segment in
        switch segment {
        case .literal(let text): text
        case .parameter(let name): "{\(name)}"
        }
      }.joined(separator: "/") + (trailingSlash && !segments.isEmpty ? "/" : "")
  }

  /// The components with `values` filled in, and an empty last one for a trailing slash. It throws
  /// ``PathValueError`` for a parameter with no value, or one that names nothing.
  public func components(with values: FieldValues) throws(PathValueError) -> [String] {
    var components: [String] = []
    for segment in segments {
      switch segment {
      case .literal(let text):
        components.append(text)
      case .parameter(let name):
        switch values[name] {
        case nil, .null?: throw .missing(name)
        case .integer(let number)?: components.append(String(number))
        case .text(let text)? where !text.isEmpty && text != "." && text != "..":
          components.append(text)
        default: throw .invalid(name)
        }
      }
    }
    return trailingSlash && !components.isEmpty ? components + [""] : components
  }
}

extension PathTemplate {
  /// ``components(with:)``, its error thrown as ``APIError/invalidRequest(_:)``.
  func requestPath(_ values: FieldValues = [:]) throws(APIError) -> [String] {
    do {
      return try components(with: values)
    } catch {
      throw .invalidRequest(.invalidPath(error))
    }
  }
}

/// Why a path could not be filled in.
public enum PathValueError: Error, Hashable, Sendable {
  /// The parameter has no value.
  case missing(String)
  /// The parameter's value names nothing: not a whole number or text, empty, `.` or `..`.
  case invalid(String)
}
