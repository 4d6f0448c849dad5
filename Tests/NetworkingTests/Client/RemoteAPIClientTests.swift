import Domain
import Foundation
import Networking
import NetworkingMocks
import Testing

@Suite("Remote API client")
struct RemoteAPIClientTests {
  let transport = MockHTTPTransport()
  /// `GET /posts?_page=1&_limit=10`, an endpoint like any other.
  static let articles = FetchArticles(page: 1, perPage: 10)

  func client(token: String? = nil) throws -> RemoteAPIClient {
    RemoteAPIClient(
      baseURL: .example, transport: transport,
      credentials: try token.map { try APIToken(validating: $0) })
  }

  @Test("Resolves an endpoint's request below the root, asking for JSON")
  func buildsRequest() async throws {
    transport.enqueue([.json(articlesJSON)])
    _ = try await client().send(Self.articles)
    let request = try #require(transport.requests.first)
    #expect(request.method == .get)
    #expect(request.url.absoluteString == "https://api.example.com/posts?_page=1&_limit=10")
    #expect(request.headers["Accept"] == "application/json")
    #expect(request.headers["Authorization"] == nil)
    #expect(request.body == nil)
  }

  @Test("Sends the token as a bearer credential")
  func sendsBearerToken() async throws {
    transport.enqueue([.json(articlesJSON)])
    _ = try await client(token: "t0ken-123").send(Self.articles)
    #expect(transport.requests.first?.headers["authorization"] == "Bearer t0ken-123")
  }

  @Test(
    "Places the credential as the API's scheme says, and nowhere else",
    arguments: [
      (AuthScheme.token, "Authorization", "Token t0ken-123", nil),
      (.basic, "Authorization", "Basic dXNlcjpwYXNzLTEyMw==", nil),
      (.header("X-API-Key"), "x-api-key", "t0ken-123", nil),
      (
        .query("api_key"), "Authorization", nil,
        "https://api.example.com/posts?_page=1&_limit=10&api_key=t0ken-123"
      ),
    ] as [(AuthScheme, String, String?, String?)])
  func placesCredential(scheme: AuthScheme, header: String, value: String?, url: String?)
    async throws
  {
    transport.enqueue([.json(articlesJSON)])
    let secret = scheme == .basic ? "user:pass-123" : "t0ken-123"
    let client = RemoteAPIClient(
      baseURL: .example, transport: transport,
      credentials: try APIToken(validating: secret),
      scheme: scheme)
    _ = try await client.send(Self.articles)
    let request = try #require(transport.requests.first)
    #expect(request.headers[header] == value)
    #expect(request.url.absoluteString == url ?? "https://api.example.com/posts?_page=1&_limit=10")
    if value == nil { #expect(!request.headers.contains { $0.value.contains("t0ken") }) }
  }

  @Test("Percent-encodes each path component, so none can add a segment of its own")
  func encodesPathComponents() async throws {
    transport.enqueue([.json("[]")])
    struct Odd: Endpoint {
      func request() -> APIRequest { APIRequest(.get, path: ["a/b", "..", ".", "c d"]) }
      func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) -> Int { 0 }
    }
    _ = try await client().send(Odd())
    let url = transport.requests.first?.url.absoluteString
    #expect(url == "https://api.example.com/a%2Fb/%2E%2E/%2E/c%20d")
  }

  @Test(
    "Turns a status outside 2xx into APIError.status",
    arguments: [301, 400, 401, 403, 404, 429, 500, 503])
  func mapsStatus(status: Int) async {
    transport.enqueue([.json(#"{"error": "nope"}"#, status: status)])
    await #expect(throws: APIError.status(status, message: "nope")) {
      try await client().send(Self.articles)
    }
  }

  @Test("Refuses an HTML page where JSON was expected, such as a captive portal")
  func refusesHTML() async {
    transport.enqueue([
      .success(
        (
          Data("<html>Sign in to Wi-Fi</html>".utf8),
          HTTPResponse(statusCode: 200, headers: ["Content-Type": "text/html; charset=utf-8"])
        ))
    ])
    await #expect(throws: APIError.unexpectedContentType("text/html")) {
      try await client().send(Self.articles)
    }
  }

  @Test("Accepts vendor JSON media types")
  func acceptsVendorJSON() async throws {
    transport.enqueue([.json(articlesJSON, headers: ["Content-Type": "application/vnd.api+json"])])
    #expect(try await client().send(Self.articles).items.map(\.id) == [1])
  }

  @Test("A write that carried its own If-Match and met a 428 is not sent again")
  func validatorAlreadySent() async {
    transport.enqueue([.status(428)])
    struct Guarded: Endpoint {
      func request() -> APIRequest {
        APIRequest(.delete, path: ["posts", "1"], headers: ["If-Match": #""v1""#])
      }
      func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) -> Int { 0 }
    }
    await #expect(throws: APIError.status(428, message: nil)) { try await client().send(Guarded()) }
    #expect(transport.requests.count == 1)
  }

  @Test("Wraps transport errors and turns cancellation into .cancelled")
  func mapsTransportErrors() async {
    transport.enqueue([.failure(TransportError.hostNotFound), .failure(CancellationError())])
    await #expect(throws: APIError.transport(.hostNotFound)) {
      try await client().send(Self.articles)
    }
    await #expect(throws: APIError.cancelled) { try await client().send(Self.articles) }
  }

  @Test("Keeps the code of what a misbehaving transport threw, rather than guessing")
  func keepsForeignErrors() async {
    transport.enqueue([.failure(URLError(.badURL))])
    await #expect(throws: APIError.transport(.other(.badURL))) {
      try await client().send(Self.articles)
    }
  }
}
