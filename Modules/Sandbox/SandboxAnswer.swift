import Foundation
import Networking

/// How the sandbox writes an answer: JSON, as a server does, and errors as `{"error": …}`.
enum SandboxAnswer {
  /// `value` as a 200 JSON answer; a value that cannot be encoded is the sandbox's own bug, and
  /// answered as a server would answer its own: 500, saying so.
  static func json(_ value: some Encodable, status: Int = 200) -> (Data, HTTPResponse) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(value) else {
      return (
        Data(#"{"error": "The sandbox could not encode its answer."}"#.utf8),
        HTTPResponse(statusCode: 500, headers: headers)
      )
    }
    return (data, HTTPResponse(statusCode: status, headers: headers))
  }

  /// An error answer with `status` and `message`.
  static func error(_ status: Int, _ message: String) -> (Data, HTTPResponse) {
    json(["error": message], status: status)
  }

  private static var headers: HTTPHeaders {
    ["Content-Type": "application/json; charset=utf-8"]
  }
}

/// `_page` and `_limit`, as the sandbox reads them: whole numbers from 1.
enum SandboxPaging {
  /// The page and limit `query` asks for, or `nil` when either is not a whole number from 1; by
  /// default the first page of everything, `count` items.
  static func read(_ query: URLComponents?, count: Int) -> (page: Int, limit: Int)? {
    func number(_ name: String) -> Int?? {
      guard let value = query?.queryItems?.first(where: { $0.name == name })?.value else {
        return .some(nil)
      }
      guard let number = Int(value), number >= 1 else { return nil }
      return .some(number)
    }
    guard let page = number("_page"), let limit = number("_limit") else { return nil }
    return (page ?? 1, limit ?? max(1, count))
  }

  /// The items of page `page` of `limit`; past the end, none, even when the offset would
  /// overflow. A page or a limit below 1 (``read(_:count:)`` refuses them) is none too, rather
  /// than a range that traps.
  static func slice<Item>(_ items: [Item], page: Int, limit: Int) -> [Item] {
    let (start, overflow) = (page - 1).multipliedReportingOverflow(by: limit)
    guard !overflow, page >= 1, limit >= 1, start < items.count else { return [] }
    return Array(items[start..<(start + min(limit, items.count - start))])
  }
}
