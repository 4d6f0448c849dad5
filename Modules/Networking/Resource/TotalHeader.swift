import Domain
import Foundation

/// The header in which a server says how long a list is, and how it writes it.
///
/// | form | example | who sends it |
/// | --- | --- | --- |
/// | ``number(_:)`` | `X-Total-Count: 23` | json-server, JSONPlaceholder |
/// | ``json(_:key:)`` | `X-Pagination: {"total": 23, "total_pages": 3, …}` | flask-smorest |
/// | ``contentRange`` | `Content-Range: 0-9/23` (`*` when not counted) | PostgREST |
///
/// Written as a string literal, it is a number in the header of that name.
public enum TotalHeader: Hashable, Sendable, ExpressibleByStringLiteral {
  case number(String)
  case json(String, key: AnswerKey)
  case contentRange

  /// A number in the header `name`.
  public init(stringLiteral name: String) {
    self = .number(name)
  }

  /// The header's name.
  public var name: String {
    switch self {
    case .number(let name), .json(let name, _): name
    case .contentRange: "Content-Range"
    }
  }

  /// The longest header value read as JSON; past it, the header is refused unread.
  static let maximumJSONBytes = 8192

  /// The total in `head`, or `nil` when absent or uncounted (`0-9/*`). Anything but a whole number
  /// up to ``TotalCount/maximum`` throws ``APIError/invalidHeader(name:value:)``.
  func total(in head: HTTPResponse) throws(APIError) -> Int? {
    guard let value = head.headers[name] else { return nil }
    let refused = APIError.invalidHeader(name: name, value: value)
    switch self {
    case .number:
      return try TotalCount.read(head, header: name)
    case .json(_, let key):
      guard value.utf8.count <= Self.maximumJSONBytes,
        var found = try? JSONDecoder().decode(FieldValue.self, from: Data(value.utf8))
      else { throw refused }
      for part in key.path {
        guard case .object(let object) = found, let inner = object[part] else { throw refused }
        found = inner
      }
      guard case .integer(let total) = found, (0...TotalCount.maximum).contains(total) else {
        throw refused
      }
      return total
    case .contentRange:
      // `items 0-9/23` as RFC 9110 writes it, or `0-9/23` as PostgREST does.
      guard let slash = value.lastIndex(of: "/") else { throw refused }
      let after = value[value.index(after: slash)...].trimmingCharacters(in: .whitespaces)
      if after == "*" { return nil }
      guard after.allSatisfy(\.isASCII), let total = Int(after),
        (0...TotalCount.maximum).contains(total)
      else { throw refused }
      return total
    }
  }
}
