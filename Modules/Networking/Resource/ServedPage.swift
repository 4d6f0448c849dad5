import Domain
public import Foundation

/// A page of a list, body and header fields, as a server of a ``Paging`` convention writes it. The
/// embedded backend and test servers serve it exactly as ``ListResource`` reads it.
public struct ServedPage<Item: Encodable>: Encodable {
  /// The items of the page asked for.
  public let items: [Item]
  /// The header fields the convention puts beside them: the total, a `Link` to the next page.
  public let headers: HTTPHeaders
  private let body: Node

  /// Why a query cannot be served: a page, size or offset out of range; a server answers 400.
  public struct Refusal: Error, Hashable, Sendable {
    /// The reason, in a sentence.
    public let message: String
  }

  /// The page of `items` that `query` asks for under `paging`, empty past the end. It throws
  /// ``Refusal`` for a page, size or offset out of range or not a whole number; no number traps.
  public init(_ items: [Item], query: [URLQueryItem], paging: Paging) throws(Refusal) {
    func number(_ name: String?, from first: Int) -> Int?? {
      guard let name, let text = query.last(where: { $0.name == name })?.value else {
        return .some(nil)
      }
      guard let number = Int(text), number >= first, number < Int.max else { return nil }
      return .some(number)
    }
    let first = paging.pagesFromZero ? 0 : 1
    guard paging.pagesOnServer else {
      self.items = items
      (headers, body) = ([:], .items)
      return
    }
    guard let asked = number(paging.pageParameter, from: first),
      let size = number(paging.sizeParameter, from: 1)
    else {
      let named = [(paging.pageParameter, first), (paging.sizeParameter, 1)].compactMap {
        name, from in
        name.map { ($0, from) }
      }
      throw Refusal(
        message: named.count == 2 && first == 1
          ? "\(named[0].0) and \(named[1].0) must be whole numbers from 1."
          : named.map { "\($0.0) must be a whole number from \($0.1)" }.joined(separator: ", and ")
            + ".")
    }
    guard let offset = number(paging.offsetParameter, from: 0) else {
      throw Refusal(message: "\(paging.offsetParameter ?? "") must be a whole number from 0.")
    }
    // This server's cursors name the position after the page before: `after-6`.
    var after: Int?
    if let name = paging.cursorParameter,
      let text = query.last(where: { $0.name == name })?.value
    {
      guard text.hasPrefix("after-"), let position = Int(text.dropFirst(6)), position >= 0 else {
        throw Refusal(message: "\(name) is not a cursor this server gave.")
      }
      after = position
    }
    let limit = size ?? max(1, items.count)
    let page = (asked ?? first) - first + 1
    let (byPage, overflow) = (page - 1).multipliedReportingOverflow(by: limit)
    let start = after ?? offset ?? (overflow ? Int.max : byPage)
    let shown = start < items.count ? items[start..<(start + min(limit, items.count - start))] : []
    self.items = Array(shown)
    let hasNext = start < items.count - limit
    let next = page + first  // the next page, as the convention numbers it
    let cursor = hasNext ? "after-\(start + limit)" : nil
    headers = Self.headers(
      paging, total: items.count, shown: start..<(start + shown.count), limit: limit,
      next: hasNext ? next : nil, cursor: cursor)
    body = Self.body(paging, total: items.count, next: hasNext ? next : nil, cursor: cursor)
  }

  /// The header fields `paging` puts beside a page: the total, and a `Link` to the next one.
  private static func headers(
    _ paging: Paging, total: Int, shown: Range<Int>, limit: Int, next: Int?, cursor: String?
  ) -> HTTPHeaders {
    var headers: HTTPHeaders = [:]
    switch paging.totalHeader {
    case .number(let name): headers[name] = String(total)
    case .json(let name, let key):
      var object = Node.object([:])
      object.set(.value(.integer(total)), at: key.path)
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      let encoded = (try? encoder.encode(object.value)) ?? Data()
      headers[name] = String(decoding: encoded, as: UTF8.self)
    case .contentRange:
      let range = shown.isEmpty ? "*" : "\(shown.lowerBound)-\(shown.upperBound - 1)"
      headers["Content-Range"] = "\(range)/\(total)"
    case nil: break
    }
    if paging.readsLinkHeader, let next {
      let query = [
        paging.pageParameter.map { "\($0)=\(next)" },
        paging.sizeParameter.map { "\($0)=\(limit)" },
        paging.cursorParameter.flatMap { name in cursor.map { "\(name)=\($0)" } },
      ].compactMap { $0 }
      headers["Link"] = "<?\(query.joined(separator: "&"))>; rel=\"next\""
    }
    return headers
  }

  /// The body `paging` writes: the items bare, or under its keys with the total and what follows.
  private static func body(_ paging: Paging, total: Int, next: Int?, cursor: String?) -> Node {
    guard let itemsKey = paging.itemsKey else { return .items }
    var body = Node.object([:])
    body.set(.items, at: itemsKey.path)
    if let totalKey = paging.totalKey { body.set(.value(.integer(total)), at: totalKey.path) }
    if let nextKey = paging.nextKey {
      body.set(.value(next.map(FieldValue.integer) ?? .null), at: nextKey.path)
    }
    if let cursorKey = paging.cursorKey {
      body.set(.value(cursor.map(FieldValue.text) ?? .null), at: cursorKey.path)
    }
    return body
  }

  /// The items bare, or in the convention's object.
  public func encode(to encoder: any Encoder) throws {
    try Tree(node: body, items: items).encode(to: encoder)
  }

  /// What a body holds: the items, a value, or an object of either.
  private indirect enum Node {
    case items
    case value(FieldValue)
    case object([String: Node])

    /// Puts `node` at `path`, making the objects on the way.
    mutating func set(_ node: Node, at path: [String]) {
      guard let first = path.first else {
        self = node
        return
      }
      var fields: [String: Node] = if case .object(let fields) = self { fields } else { [:] }
      var inner = fields[first] ?? .object([:])
      inner.set(node, at: Array(path.dropFirst()))
      fields[first] = inner
      self = .object(fields)
    }

    /// The node as a value, for a header; the items, which a header never holds, as `null`.
    var value: FieldValue {
      switch self {
      case .items: .null
      case .value(let value): value
      case .object(let fields): .object(fields.mapValues(\.value))
      }
    }
  }

  private struct Tree: Encodable {
    let node: Node
    let items: [Item]

    func encode(to encoder: any Encoder) throws {
      switch node {
      case .items: try items.encode(to: encoder)
      case .value(let value): try value.encode(to: encoder)
      case .object(let fields):
        var container = encoder.container(keyedBy: AnyKey.self)
        for (name, node) in fields.sorted(by: { $0.key < $1.key }) {
          try container.encode(Tree(node: node, items: items), forKey: AnyKey(stringValue: name))
        }
      }
    }
  }

  private struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
