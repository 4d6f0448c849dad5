import Foundation

/// A header in which a server says how long a list is, such as `X-Total-Count`.
///
/// A number from outside: a whole number from 0 to ``maximum`` is believed, anything else is a
/// response that cannot be understood, never a count to do arithmetic on.
enum TotalCount {
  /// The header JSONPlaceholder and json-server use.
  static let header = "X-Total-Count"
  /// The largest total believed; past this it is a server error, not a list.
  static let maximum = 1_000_000_000

  /// The total in `head`'s `header`, or `nil` when the server does not send it.
  ///
  /// - Throws: ``APIError/invalidHeader(name:value:)`` for a value that is not a whole number
  ///   from 0 to ``maximum``.
  static func read(_ head: HTTPResponse, header: String = header) throws(APIError) -> Int? {
    guard let value = head.headers[header] else { return nil }
    let digits = value.trimmingCharacters(in: .whitespaces)
    guard digits.allSatisfy(\.isASCII), let total = Int(digits), (0...maximum).contains(total)
    else { throw .invalidHeader(name: header, value: value) }
    return total
  }
}
