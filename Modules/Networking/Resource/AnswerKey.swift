/// Where a value sits in a JSON answer: a key, or a dotted path into nested objects
/// (`"page.totalElements"`). A key that holds a dot itself is spelled with ``init(_:)``.
public struct AnswerKey: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The keys from the outermost object in.
  public let path: [String]

  /// The path of `keys`, each taken whole.
  public init(_ keys: [String]) {
    path = keys
  }

  /// The path written with dots between its keys.
  public init(stringLiteral text: String) {
    path = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }

  /// The path as a decoding failure names it: `page.totalElements`.
  public var description: String { path.joined(separator: ".") }
}
