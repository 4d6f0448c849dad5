import Foundation

/// A header in which a server says how long a list is, such as `X-Total-Count`.
enum TotalCount {
  /// The header JSONPlaceholder and json-server use.
  static let header = "X-Total-Count"
  /// The largest total believed: past it, a total is a server error, never a count to use.
  static let maximum = 1_000_000_000

  /// The total in `head`'s `header`, or `nil` when it is absent. It throws
  /// ``APIError/invalidHeader(name:value:)`` for anything but a whole number up to ``maximum``.
  static func read(_ head: HTTPResponse, header: String = header) throws(APIError) -> Int? {
    guard let value = head.headers[header] else { return nil }
    let digits = value.trimmingCharacters(in: .whitespaces)
    guard digits.allSatisfy(\.isASCII), let total = Int(digits), (0...maximum).contains(total)
    else { throw .invalidHeader(name: header, value: value) }
    return total
  }
}
