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
  static func get(_ path: String = "/posts/1") -> HTTPRequest {
    HTTPRequest(method: .get, url: BaseURL.example.url.appendingPathComponent(path))
  }
}

/// A page holding article 1, as JSONPlaceholder sends it.
let articlesJSON =
  #"[{"id": 1, "userId": 1, "title": "Article 1", "body": "The body of article 1."}]"#
