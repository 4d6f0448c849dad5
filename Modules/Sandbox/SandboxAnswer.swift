import Foundation
import Networking

/// How the sandbox writes an answer: JSON, as a server does, and errors as `{"error": …}`.
enum SandboxAnswer {
  /// `value` as a JSON answer with `status`, of `format`'s media type; a value that cannot be
  /// encoded is the sandbox's own bug, answered 500 as a server answers its own.
  static func json(_ value: some Encodable, status: Int = 200, format: RecordFormat = .bare)
    -> (Data, HTTPResponse)
  {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(value) else {
      return (
        Data(#"{"error": "The sandbox could not encode its answer."}"#.utf8),
        HTTPResponse(statusCode: 500, headers: headers(.bare))
      )
    }
    return (data, HTTPResponse(statusCode: status, headers: headers(format)))
  }

  /// A JSON:API server's refusal of a request in another media type: 415 or 406
  /// (`RecordFormat.refusal(contentType:accept:hasBody:)`).
  static func refusal(of request: HTTPRequest, _ format: RecordFormat) -> (Data, HTTPResponse)? {
    format.refusal(
      contentType: request.headers["Content-Type"], accept: request.headers["Accept"],
      hasBody: request.body != nil
    ).map { error($0, "Send and accept \(format.mediaType).") }
  }

  /// `404 Not Found` with an empty object, since the client's sentence needs no reason after it.
  static func notFound() -> (Data, HTTPResponse) {
    json([String: String](), status: 404)
  }

  /// The page of `items` that `query` asks for, as `paging` serves it; 400 for a page, size or
  /// offset out of its range.
  static func page<Item: Encodable>(
    _ items: [Item], query: URLComponents?, paging: Paging, format: RecordFormat = .bare
  ) -> (Data, HTTPResponse) {
    do {
      let served = try ServedPage(items, query: query?.queryItems ?? [], paging: paging)
      var (data, response) = json(served, format: format)
      if response.statusCode == 200 {
        for field in served.headers { response.headers[field.name] = field.value }
      }
      return (data, response)
    } catch {
      return self.error(400, error.message)
    }
  }

  /// An error answer with `status` and `message`.
  static func error(_ status: Int, _ message: String) -> (Data, HTTPResponse) {
    json(["error": message], status: status)
  }

  /// The answer's `Content-Type`, `format`'s media type.
  static func headers(_ format: RecordFormat) -> HTTPHeaders {
    ["Content-Type": format.mediaType + (format == .bare ? "; charset=utf-8" : "")]
  }
}
