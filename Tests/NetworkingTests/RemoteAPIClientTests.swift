import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import Testing

@Suite("Remote API client")
struct RemoteAPIClientTests {
  let transport = MockHTTPTransport()

  func client(token: String? = nil) -> RemoteAPIClient {
    RemoteAPIClient(baseURL: .example, transport: transport, token: token.flatMap(APIToken.init))
  }

  // MARK: Requests

  @Test("Fetches a user with GET /users/{id}, asking for JSON")
  func fetchUserRequest() async throws {
    transport.enqueue([.json(leanneJSON)])
    _ = try await client().fetchUser(id: 1)
    let request = try #require(transport.requests.first)
    #expect(request.method == .get)
    #expect(request.url.absoluteString == "https://api.example.com/users/1")
    #expect(request.headers["Accept"] == "application/json")
    #expect(request.headers["Authorization"] == nil)
    #expect(request.body == nil)
  }

  @Test("Sends the token as a bearer credential")
  func sendsBearerToken() async throws {
    transport.enqueue([.json(leanneJSON)])
    _ = try await client(token: "t0ken").fetchUser(id: 1)
    #expect(transport.requests.first?.headers["authorization"] == "Bearer t0ken")
  }

  @Test("Fetches articles with _page and _limit, and reads the total from X-Total-Count")
  func fetchArticlesRequest() async throws {
    let body = #"[{"userId": 1, "id": 11, "title": "t", "body": "b"}]"#
    transport.enqueue([.json(body, headers: ["X-Total-Count": "100"])])
    let page = try await client().fetchArticles(page: 2, perPage: 10)
    #expect(
      transport.requests.first?.url.absoluteString
        == "https://api.example.com/posts?_page=2&_limit=10")
    #expect(
      page
        == Page(
          items: [Article(id: 11, userId: 1, title: "t", body: "b")], page: 2, perPage: 10,
          totalCount: 100))
  }

  @Test(
    "Leaves the total unknown when X-Total-Count is missing or malformed",
    arguments: [nil, "many", "-3"])
  func unknownTotal(header: String?) async throws {
    var headers = HTTPHeaders()
    headers["X-Total-Count"] = header
    transport.enqueue([.json("[]", headers: headers)])
    let page = try await client().fetchArticles(page: 9, perPage: 10)
    #expect(page.totalCount == nil)
    #expect(page.items.isEmpty)
  }

  @Test("Updates a profile with PUT /users/{id} and the full user as JSON")
  func updateProfileRequest() async throws {
    transport.enqueue([.json(leanneJSON)])
    _ = try await client().updateProfile(id: 1, .mock)
    let request = try #require(transport.requests.first)
    #expect(request.method == .put)
    #expect(request.url.path == "/users/1")
    #expect(request.headers["Content-Type"] == "application/json")
    let sent = try JSONDecoder().decode(User.self, from: try #require(request.body))
    #expect(sent == .mock)
  }

  @Test("Returns the user it sent when the server answers a PUT with no body")
  func updateWithEmptyResponse() async throws {
    transport.enqueue([.status(204)])
    #expect(try await client().updateProfile(id: 1, .mock) == .mock)
  }

  // MARK: Decoding

  @Test("Maps the full JSONPlaceholder user to the Domain")
  func decodesFullUser() async throws {
    transport.enqueue([.json(leanneJSON)])
    let user = try await client().fetchUser(id: 1)
    #expect(user.name == "Leanne Graham")
    #expect(user.address?.geo == Coordinates(lat: "-37.3159", lng: "81.1496"))
    #expect(user.company?.catchPhrase == "Multi-layered client-server neural-net")
  }

  @Test("Ignores unknown fields and accepts missing optional ones")
  func decodesMinimalUser() async throws {
    let json = #"{"id": 2, "name": "Ann", "username": "ann", "email": "a@b.co", "karma": 12}"#
    transport.enqueue([.json(json)])
    #expect(
      try await client().fetchUser(id: 2)
        == User(id: 2, name: "Ann", username: "ann", email: "a@b.co"))
  }

  @Test(
    "Names the field that is missing or of the wrong type",
    arguments: [
      (
        #"{"id": 1, "name": "A", "username": "a"}"#,
        DecodingFailure(path: "email", problem: .missingField)
      ),
      (
        #"{"id": "one", "name": "A", "username": "a", "email": "e"}"#,
        DecodingFailure(path: "id", problem: .wrongType(expected: "a number"))
      ),
      (
        #"{"id": 1, "name": null, "username": "a", "email": "e"}"#,
        DecodingFailure(path: "name", problem: .null)
      ),
      (
        #"{"id": 1, "name": "A", "username": "a", "email": "e", "address": "Main St"}"#,
        DecodingFailure(path: "address", problem: .wrongType(expected: "an object"))
      ),
      (
        #"{"id": 1, "name": "A", "username": "a", "email": "e", "address": {"geo": {"lat": "1"}}}"#,
        DecodingFailure(path: "address.geo.lng", problem: .missingField)
      ),
      (#"[]"#, DecodingFailure(path: "", problem: .wrongType(expected: "an object"))),
      (#"{"id": 1, "name": "#, DecodingFailure(path: "", problem: .notJSON)),
    ])
  func namesDecodingFailure(json: String, failure: DecodingFailure) async {
    transport.enqueue([.json(json)])
    await #expect(throws: APIError.decoding(failure)) { try await client().fetchUser(id: 1) }
  }

  @Test("Names the index of a broken article")
  func namesArticleIndex() async {
    let json =
      #"[{"userId": 1, "id": 1, "title": "t", "body": "b"}, {"userId": 1, "id": 2, "body": "b"}]"#
    transport.enqueue([.json(json)])
    await #expect(
      throws: APIError.decoding(DecodingFailure(path: "[1].title", problem: .missingField))
    ) {
      try await client().fetchArticles(page: 1, perPage: 10)
    }
  }

  @Test("Describes decoding failures in words")
  func describesFailures() {
    #expect(
      DecodingFailure(path: "email", problem: .missingField).description
        == "field `email` is missing")
    #expect(
      DecodingFailure(path: "", problem: .notJSON).description == "the response is not valid JSON")
    #expect(
      DecodingFailure(path: "id", problem: .wrongType(expected: "a number")).description
        == "field `id` is not a number")
  }

  // MARK: Failures

  @Test(
    "Turns a status outside 2xx into APIError.status",
    arguments: [301, 400, 401, 403, 404, 429, 500, 503])
  func mapsStatus(status: Int) async {
    transport.enqueue([.json(#"{"error": "nope"}"#, status: status)])
    await #expect(throws: APIError.status(status)) { try await client().fetchUser(id: 1) }
  }

  @Test("Refuses an HTML page where JSON was expected, such as a captive portal")
  func refusesHTML() async {
    let portal = Result<(Data, HTTPResponse), any Error>.success(
      (
        Data("<html>Sign in to Wi-Fi</html>".utf8),
        HTTPResponse(statusCode: 200, headers: ["Content-Type": "text/html; charset=utf-8"])
      ))
    transport.enqueue([portal])
    await #expect(throws: APIError.unexpectedContentType("text/html")) {
      try await client().fetchUser(id: 1)
    }
  }

  @Test("Accepts vendor JSON media types")
  func acceptsVendorJSON() async throws {
    transport.enqueue([.json(leanneJSON, headers: ["Content-Type": "application/vnd.api+json"])])
    #expect(try await client().fetchUser(id: 1).id == 1)
  }

  @Test("Wraps transport errors and turns cancellation into .cancelled")
  func mapsTransportErrors() async {
    transport.enqueue([.failure(TransportError.hostNotFound), .failure(CancellationError())])
    await #expect(throws: APIError.transport(.hostNotFound)) { try await client().fetchUser(id: 1) }
    await #expect(throws: APIError.cancelled) { try await client().fetchUser(id: 1) }
  }
}
