/// Where a value sits in a JSON answer: a key, or a path of keys into nested objects, written
/// with dots (`"page.totalElements"` is `{"page": {"totalElements": …}}`). Declared, never
/// guessed; a key that itself holds a dot is spelled ``init(_:)``, with the path's parts.
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
