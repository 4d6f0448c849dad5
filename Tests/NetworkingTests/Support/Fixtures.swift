import Foundation
import Networking
import NetworkingMocks
import TestSupport

extension BaseURL {
  /// The API root the client tests use.
  static let example: BaseURL = {
    do { return try BaseURL(validating: "https://api.example.com") } catch {
      preconditionFailure("The example base URL is valid: \(error)")
    }
  }()
}

extension RemoteAPIClient {
  /// The real client at ``BaseURL/example``, over a transport that answers every request with
  /// `serve`: how a contract suite plays the server in a few lines.
  static func serving(
    _ serve: @escaping @Sendable (HTTPRequest) throws -> (Data, HTTPResponse)
  ) -> RemoteAPIClient {
    let transport = MockHTTPTransport()
    transport.send.answers { request in try serve(request) }
    return RemoteAPIClient(baseURL: .example, transport: transport)
  }
}

extension HTTPRequest {
  /// A GET request to an example URL.
  static func get(_ path: String = "/notes/1") -> HTTPRequest {
    HTTPRequest(method: .get, url: BaseURL.example.url.appendingPathComponent(path))
  }
}

/// Note 1 on board 1, as a server sends it.
let noteJSON = #"{"id": 1, "boardId": 1, "title": "Note 1"}"#

// samples:begin
/// JSONPlaceholder's first user, as the real service sends it.
let leanneJSON = """
  {
    "id": 1,
    "name": "Leanne Graham",
    "username": "Bret",
    "email": "Sincere@april.biz",
    "address": {
      "street": "Kulas Light",
      "suite": "Apt. 556",
      "city": "Gwenborough",
      "zipcode": "92998-3874",
      "geo": { "lat": "-37.3159", "lng": "81.1496" }
    },
    "phone": "1-770-736-8031 x56442",
    "website": "hildegard.org",
    "company": {
      "name": "Romaguera-Crona",
      "catchPhrase": "Multi-layered client-server neural-net",
      "bs": "harness real-time e-markets"
    }
  }
  """
// samples:end
