import Domain
import Foundation
import Networking

/// Paging as the sandbox serves it: the articles json-server's way (`_page`, `_limit`,
/// `X-Total-Count`), and each resource as its route's `Paging` says, so a client
/// paging the Django REST framework's way meets a sandbox answering that way.
enum SandboxPaging {
  /// The page (counted from 1) and limit `query` asks for, read from `page` and `size`, or
  /// `nil` when either is not a whole number from 1 (a page from 0 when `pagesFromZero`); by
  /// default the first page of everything, `count` items.
  static func read(
    _ query: URLComponents?, count: Int, page: String = "_page", size: String = "_limit",
    pagesFromZero: Bool = false
  ) -> (page: Int, limit: Int)? {
    func number(_ name: String, from first: Int) -> Int?? {
      guard let value = query?.queryItems?.first(where: { $0.name == name })?.value else {
        return .some(nil)
      }
      guard let number = Int(value), number >= first, number < Int.max else { return nil }
      return .some(number + 1 - first)
    }
    guard let pageNumber = number(page, from: pagesFromZero ? 0 : 1),
      let limit = number(size, from: 1)
    else { return nil }
    return (pageNumber ?? 1, limit ?? max(1, count))
  }

  /// The items of page `page` of `limit`; past the end, none, even when the offset would
  /// overflow. A page or a limit below 1 (``read(_:count:page:size:)`` refuses them) is none
  /// too, rather than a range that traps.
  static func slice<Item>(_ items: [Item], page: Int, limit: Int) -> [Item] {
    let (start, overflow) = (page - 1).multipliedReportingOverflow(by: limit)
    guard !overflow, page >= 1 else { return [] }
    return slice(items, from: start, limit: limit)
  }

  /// The `limit` items after the first `start`; none past the end, or for a limit below 1.
  static func slice<Item>(_ items: [Item], from start: Int, limit: Int) -> [Item] {
    guard start >= 0, limit >= 1, start < items.count else { return [] }
    return Array(items[start..<(start + min(limit, items.count - start))])
  }

  /// The answer to a list of `items` asked for with `query`, shaped as `paging` says: a bare
  /// list or one wrapped in an object, with the total and the next page where it puts them, in
  /// the body or a header.
  static func answer(_ items: [FieldValues], query: URLComponents?, paging: Paging) -> (
    Data, HTTPResponse
  ) {
    let pageName = paging.pageParameter ?? "_page"
    let sizeName = paging.sizeParameter ?? "_limit"
    guard paging.pagesOnServer else { return SandboxAnswer.json(items) }
    guard
      let (page, limit) = read(
        query, count: items.count, page: pageName, size: sizeName,
        pagesFromZero: paging.pagesFromZero)
    else {
      return SandboxAnswer.error(
        400,
        paging.pagesFromZero
          ? "\(pageName) must be a whole number from 0, and \(sizeName) from 1."
          : "\(pageName) and \(sizeName) must be whole numbers from 1.")
    }
    var slice = self.slice(items, page: page, limit: limit)
    var (start, overflow) = (page - 1).multipliedReportingOverflow(by: limit)
    if let offsetName = paging.offsetParameter {
      let given = query?.queryItems?.first { $0.name == offsetName }?.value ?? "0"
      guard let offset = Int(given), offset >= 0 else {
        return SandboxAnswer.error(400, "\(offsetName) must be a whole number from 0.")
      }
      slice = self.slice(items, from: offset, limit: limit)
      (start, overflow) = (offset, false)
    }
    let end: Int
    (end, overflow) = overflow ? (0, true) : start.addingReportingOverflow(limit)
    let hasNext = !overflow && end < items.count
    var (data, response) =
      if let itemsKey = paging.itemsKey {
        SandboxAnswer.json(
          envelope(itemsKey, slice, total: items.count, hasNext: hasNext, page: page, paging))
      } else {
        SandboxAnswer.json(slice)
      }
    switch paging.totalHeader {
    case .number(let name): response.headers[name] = String(items.count)
    case .json(let name, let key):
      let pages = items.count / limit + (items.count % limit == 0 ? 0 : 1)
      var object: FieldValues = ["total_pages": .integer(pages)]
      set(.integer(items.count), at: key, in: &object)
      response.headers[name] = String(decoding: SandboxAnswer.json(object).0, as: UTF8.self)
    case .contentRange:
      let shown = slice.isEmpty ? "*" : "\(start)-\(start + slice.count - 1)"
      response.headers["Content-Range"] = "\(shown)/\(items.count)"
    case nil: break
    }
    if paging.readsLinkHeader, hasNext {
      response.headers["Link"] = "<?\(pageName)=\(page + 1)&\(sizeName)=\(limit)>; rel=\"next\""
    }
    return (data, response)
  }

  private static func envelope(
    _ itemsKey: AnswerKey, _ slice: [FieldValues], total: Int, hasNext: Bool, page: Int,
    _ paging: Paging
  ) -> FieldValues {
    var object: FieldValues = [:]
    set(.list(slice.map(FieldValue.object)), at: itemsKey, in: &object)
    if let totalKey = paging.totalKey { set(.integer(total), at: totalKey, in: &object) }
    if let nextKey = paging.nextKey {
      set(hasNext ? .integer(page + 1) : .null, at: nextKey, in: &object)
    }
    return object
  }

  /// Puts `value` at `key` in `object`, making the objects on the way.
  private static func set(_ value: FieldValue, at key: AnswerKey, in object: inout FieldValues) {
    guard let first = key.path.first else { return }
    guard key.path.count > 1 else {
      object[first] = value
      return
    }
    var inner: FieldValues = if case .object(let fields)? = object[first] { fields } else { [:] }
    set(value, at: AnswerKey(Array(key.path.dropFirst())), in: &inner)
    object[first] = .object(inner)
  }
}
