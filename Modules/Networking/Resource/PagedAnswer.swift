import Domain
import Foundation

/// A list's answer read under a ``Paging`` convention: the page it holds, and what the server
/// said of the rest.
enum PagedAnswer {
  /// The page `request` asked for, read from `body` and `head` under `paging`. It throws
  /// ``APIError/invalidHeader(name:value:)`` for a total that cannot be true.
  static func page<Model: Decodable>(
    of model: Model.Type, from body: Data, head: HTTPResponse, request: PageRequest,
    paging: Paging
  ) throws(APIError) -> Page<Model> {
    let wrapped: Wrapped<Model>
    do {
      wrapped = try ResourceCoding.decoder().decode(
        Wrapped<Model>.self, from: body, configuration: paging)
    } catch let error as DecodingError {
      throw .decoding(DecodingFailure(error))
    } catch {
      throw .decoding(DecodingFailure(path: "", problem: .notJSON))
    }
    let items = wrapped.items
    guard paging.pagesOnServer, items.count <= request.perPage else {
      // Read whole, or a server that did not page: the list is all here, and cut here.
      let start = min(request.offset, items.count)
      let end = min(start + request.perPage, items.count)
      return Page(
        items: Array(items[start..<end]), page: request.page, perPage: request.perPage,
        totalCount: items.count)
    }
    var total: Int?
    if let value = wrapped.total, let key = paging.totalKey {
      guard (0...TotalCount.maximum).contains(value) else {
        throw .decoding(DecodingFailure(path: key.description, problem: .invalidValue))
      }
      total = value
    } else if let header = paging.totalHeader {
      total = try header.total(in: head)
    }
    // A cursor may come in a link that carries it; only the cursor is kept, the link never
    // followed. Sent back in a URL: text a URL can carry, of a length a server would give.
    var cursor = wrapped.cursor
    if let name = paging.cursorParameter {
      cursor = cursor.flatMap { LinkHeader.cursor(in: $0, named: name) }
      if paging.readsLinkHeader {
        cursor = LinkHeader.next(in: head).flatMap { LinkHeader.item(name, of: $0) }
      }
    }
    guard cursor.map({ !$0.isEmpty && $0.utf8.count <= 4096 }) ?? true else {
      throw .decoding(
        DecodingFailure(path: paging.cursorKey?.description ?? "Link", problem: .invalidValue))
    }
    var hasMore = wrapped.hasNext ?? paging.cursorKey.map { _ in cursor != nil }
    if paging.readsLinkHeader, let next = LinkHeader.hasNext(in: head) { hasMore = next }
    return Page(
      items: items, page: request.page, perPage: request.perPage, totalCount: total,
      hasMore: hasMore, nextCursor: cursor)
  }

  /// A list, bare or under the convention's keys, which may reach into nested objects.
  struct Wrapped<Item: Decodable>: DecodableWithConfiguration {
    var items: [Item]
    var total: Int?
    var hasNext: Bool?
    var cursor: String?

    init(from decoder: any Decoder, configuration paging: Paging) throws {
      if var list = try? decoder.unkeyedContainer() {
        var items: [Item] = []
        while !list.isAtEnd { items.append(try list.decode(Item.self)) }
        self.items = items
        return
      }
      guard let itemsKey = paging.itemsKey else {
        throw DecodingError.typeMismatch(
          [Item].self,
          DecodingError.Context(
            codingPath: decoder.codingPath, debugDescription: "The answer is not a list."))
      }
      let answer = try decoder.container(keyedBy: Key.self)
      guard let (itemsIn, itemsName) = try Self.object(answer, holding: itemsKey) else {
        throw DecodingError.keyNotFound(
          Key(itemsKey.description),
          DecodingError.Context(
            codingPath: decoder.codingPath, debugDescription: "The answer holds no list there."))
      }
      items = try itemsIn.decode([Item].self, forKey: itemsName)
      if let (object, name) = try paging.totalKey.flatMap({ try Self.object(answer, holding: $0) })
      {
        total = try object.decodeIfPresent(Int.self, forKey: name)
      }
      if let (object, name) = try paging.nextKey.flatMap({ try Self.object(answer, holding: $0) }),
        object.contains(name)
      {
        hasNext = !(try object.decodeNil(forKey: name))
      }
      if let (object, name) = try paging.cursorKey.flatMap({ try Self.object(answer, holding: $0) })
      {
        cursor = try object.decodeIfPresent(String.self, forKey: name)
      }
    }

    /// The object that holds `key`'s last part, and that part; `nil` when an object on the way
    /// is missing or null.
    static func object(_ answer: KeyedDecodingContainer<Key>, holding key: AnswerKey) throws
      -> (KeyedDecodingContainer<Key>, Key)?
    {
      var object = answer
      for part in key.path.dropLast() {
        guard object.contains(Key(part)), !(try object.decodeNil(forKey: Key(part))) else {
          return nil
        }
        object = try object.nestedContainer(keyedBy: Key.self, forKey: Key(part))
      }
      return (object, Key(key.path.last ?? ""))
    }

    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(_ name: String) { stringValue = name }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }
  }
}
