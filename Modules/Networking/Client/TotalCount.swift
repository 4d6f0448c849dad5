import Foundation

/// `X-Total-Count`, the header in which a JSONPlaceholder-style server says how long a list is.
///
/// A number from outside: a whole number from 0 to ``maximum`` is believed, anything else is a
/// response that cannot be understood, never a count to do arithmetic on.
enum TotalCount {
  /// The header's name.
  static let header = "X-Total-Count"
  /// The largest total believed; past this it is a server error, not a list.
  static let maximum = 1_000_000_000

  /// The total in `head`, or `nil` when the server does not say.
  ///
  /// - Throws: ``APIError/invalidHeader(name:value:)`` for a value that is not a whole number
  ///   from 0 to ``maximum``.
  static func read(_ head: HTTPResponse) throws(APIError) -> Int? {
    guard let value = head.headers[header] else { return nil }
    let digits = value.trimmingCharacters(in: .whitespaces)
    guard digits.allSatisfy(\.isASCII), let total = Int(digits), (0...maximum).contains(total)
    else { throw .invalidHeader(name: header, value: value) }
    return total
  }
}
