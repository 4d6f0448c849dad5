import Domain
import Foundation
import Networking
import NetworkingMocks
import Repositories
import Storage
import StorageMocks
import Synchronization
import TestSupport
import Testing

/// A session signs in, renews itself once for everyone, and ends: against a scripted server
/// (the transport is the only double), a fake store, and a clock the test moves.
@Suite("Session keeper")
struct SessionKeeperTests {
  let transport = MockHTTPTransport()
  let store = MockCredentialStore()
  let clock = Box(Date(timeIntervalSince1970: 1_700_000_000))
  let base: BaseURL

  init() throws {
    base = try BaseURL(validating: "https://api.example.com")
  }

  /// A JSON Web Token whose `exp` is `seconds` from the test's clock, marked `tag`.
  func jwt(_ tag: String, expiresIn seconds: Double) -> String {
    let exp = clock.value.timeIntervalSince1970 + seconds
    let payload = Data("{\"exp\":\(exp)}".utf8).base64EncodedString()
      .replacingOccurrences(of: "=", with: "")
    return "eyJhbGciOiJIUzI1NiJ9.\(payload).sig-\(tag)"
  }

  func keeper(_ flow: any SignInFlow = SimpleJWTFlow()) -> SessionKeeper {
    let clock = clock
    return SessionKeeper(
      api: RemoteAPIClient(baseURL: base, transport: transport, credentials: nil),
      flow: flow, store: store, backend: "api", lock: { Held() }, now: { clock.value })
  }

  /// The client every other request goes through, carrying the session's credential.
  func client(_ keeper: SessionKeeper) -> RemoteAPIClient {
    RemoteAPIClient(baseURL: base, transport: transport, credentials: keeper)
  }

  /// A server that signs in, renews (rotating the refresh token) and answers `GET /notes` to
  /// the newest access token alone, counting its renewals.
  func serve(renewals: Box<Int>) {
    let access = Box(jwt("first", expiresIn: 300))
    transport.send.answers { request in
      switch request.url.path {
      case "/api/token":
        return Self.json("{\"access\": \"\(access.value)\", \"refresh\": \"refresh-0\"}")
      case "/api/token/refresh":
        let count = renewals.change { $0 += 1 }
        let fresh = self.jwt("renewed-\(count)", expiresIn: 300)
        access.change { $0 = fresh }
        return Self.json("{\"access\": \"\(fresh)\", \"refresh\": \"refresh-\(count)\"}")
      default:
        let current = "Bearer \(access.value)"
        return request.headers["Authorization"] == current ? Self.json("[]") : Self.status(401)
      }
    }
  }

  static func json(_ body: String) -> (Data, HTTPResponse) {
    (Data(body.utf8), HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"]))
  }

  static func status(_ code: Int) -> (Data, HTTPResponse) {
    (Data(), HTTPResponse(statusCode: code, headers: [:]))
  }

  struct Notes: Endpoint {
    func request() -> APIRequest { APIRequest(.get, path: ["notes"]) }
    func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) -> Int { body.count }
  }

  @Test("Signing in keeps the session, its expiry read from the token")
  func signIn() async throws {
    serve(renewals: Box(0))
    let session = try await keeper().signIn(name: "ada", password: "correct horse")
    #expect(session.name == "ada" && session.refresh == Secret(rawValue: "refresh-0"))
    #expect(session.expiresAt == clock.value.addingTimeInterval(300))
    #expect(try store.session(for: "api") == session)
    let body = try #require(transport.requests.first?.body)
    #expect(
      try JSONSerialization.jsonObject(with: body) as? [String: String]
        == ["username": "ada", "password": "correct horse"])
  }

  @Test(
    "Past its expiry, the credential is renewed before the request, and the rotated refresh token kept"
  )
  func renewsWhenExpired() async throws {
    let renewals = Box(0)
    serve(renewals: renewals)
    let keeper = keeper()
    _ = try await keeper.signIn(name: "ada", password: "pw")
    clock.change { $0 += 301 }
    #expect(try await client(keeper).send(Notes()) == 2)
    #expect(renewals.value == 1)
    #expect(try store.session(for: "api")?.refresh == Secret(rawValue: "refresh-1"))
    // The renewal itself carried no credential, so it could not start another.
    let renewal = try #require(transport.requests.first { $0.url.path == "/api/token/refresh" })
    #expect(renewal.headers["Authorization"] == nil)
  }

  @Test("A hundred requests refused at once wait for one renewal, then are sent again")
  func oneRenewalForEveryone() async throws {
    let renewals = Box(0)
    serve(renewals: renewals)
    let keeper = keeper()
    _ = try await keeper.signIn(name: "ada", password: "pw")
    // The server forgets the first token: every request meets a 401 with it.
    try store.save(
      Session(
        name: "ada", access: Secret(rawValue: jwt("revoked", expiresIn: 300)),
        refresh: Secret(rawValue: "refresh-r")),
      for: "api")
    let client = client(keeper)
    let answers = try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<100 { group.addTask { try await client.send(Notes()) } }
      return try await group.reduce(into: [Int]()) { $0.append($1) }
    }
    #expect(answers.count == 100 && answers.allSatisfy { $0 == 2 })
    #expect(renewals.value == 1)
  }

  @Test("A change sent again after a renewal keeps its Idempotency-Key")
  func resentWhole() async throws {
    serve(renewals: Box(0))
    let keeper = keeper()
    _ = try await keeper.signIn(name: "ada", password: "pw")
    clock.change { $0 += 10 }
    try store.save(
      Session(
        name: "ada", access: Secret(rawValue: jwt("stale", expiresIn: 300)),
        refresh: Secret(rawValue: "refresh-r")),
      for: "api")
    struct Add: Endpoint {
      func request() -> APIRequest {
        APIRequest(.get, path: ["notes"], headers: ["Idempotency-Key": "key-7"])
      }
      func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) -> Int { body.count }
    }
    _ = try await client(keeper).send(Add())
    let notes = transport.requests.filter { $0.url.path == "/notes" }
    #expect(notes.count == 2)
    #expect(notes.map { $0.headers["Idempotency-Key"] } == ["key-7", "key-7"])
    #expect(notes[0].headers["Authorization"] != notes[1].headers["Authorization"])
  }

  @Test("A renewal another process made while this one waited for the lock is used, not repeated")
  func renewedElsewhere() async throws {
    let renewals = Box(0)
    serve(renewals: renewals)
    // The lock is the other process's until the test grants it; asking for it is announced.
    let (asked, asking) = AsyncStream.makeStream(of: Void.self)
    let (granted, grant) = AsyncStream.makeStream(of: Void.self)
    let clock = clock
    let keeper = SessionKeeper(
      api: RemoteAPIClient(baseURL: base, transport: transport, credentials: nil),
      flow: SimpleJWTFlow(), store: store, backend: "api",
      lock: {
        asking.yield()
        for await _ in granted { break }
        return Held()
      }, now: { clock.value })
    _ = try await keeper.signIn(name: "ada", password: "pw")
    let rejected = try APIToken(
      validating: try #require(try store.session(for: "api")).access.rawValue)
    let renewing = Task {
      // A keeper that never asked for the lock ends the wait below all the same.
      defer { asking.finish() }
      return try await keeper.renewed(after: rejected)
    }
    for await _ in asked { break }
    // Meanwhile the other process renewed, rotating the refresh token this one holds.
    let theirs = jwt("theirs", expiresIn: 300)
    try store.save(
      Session(
        name: "ada", access: Secret(rawValue: theirs), refresh: Secret(rawValue: "refresh-9")),
      for: "api")
    grant.yield()
    #expect(try await renewing.value?.secret == theirs)
    #expect(renewals.value == 0)
  }

  @Test(
    "When nothing can renew it, the session has ended, and the store is left for 'strata login'",
    arguments: [401, 400])
  func ended(refreshStatus: Int) async throws {
    let keeper = keeper()
    transport.enqueue([
      .json("{\"access\": \"\(jwt("a", expiresIn: 300))\", \"refresh\": \"refresh-0\"}"),
      .status(refreshStatus),
    ])
    _ = try await keeper.signIn(name: "ada", password: "pw")
    let access = try APIToken(
      validating: try #require(try store.session(for: "api")).access.rawValue)
    await #expect(throws: APIError.signedOut) { try await keeper.renewed(after: access) }
    #expect(try store.session(for: "api")?.name == "ada")
  }

  @Test("A DRF token renews nothing: a 401 ends the session; signing out is local only")
  func drfToken() async throws {
    let keeper = keeper(DRFTokenFlow())
    transport.enqueue([.json("{\"token\": \"9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b\"}")])
    let session = try await keeper.signIn(name: "ada", password: "pw")
    #expect(session.refresh == nil && session.expiresAt == nil)
    #expect(try await keeper.current()?.secret == "9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b")
    await #expect(throws: APIError.signedOut) {
      try await keeper.renewed(after: APIToken(validating: session.access.rawValue))
    }
    #expect(try await keeper.signOut() == .localOnly)
    #expect(transport.requests.count == 1)
    #expect(try await keeper.signOut() == .notSignedIn)
  }

  @Test("Signing out revokes where the API can: simplejwt's blacklist, OAuth 2's revocation")
  func revokes() async throws {
    let keeper = keeper(OAuth2PasswordFlow(clientID: "cli"))
    transport.enqueue([
      .json(
        "{\"access_token\": \"access-abc-1\", \"refresh_token\": \"refresh-abc-1\", "
          + "\"expires_in\": 36000, \"token_type\": \"Bearer\"}"),
      .json("{}"),
    ])
    let session = try await keeper.signIn(name: "ada", password: "p&w=1é")
    #expect(session.expiresAt == clock.value.addingTimeInterval(36000))
    let form = String(decoding: try #require(transport.requests.first?.body), as: UTF8.self)
    #expect(form == "grant_type=password&username=ada&password=p%26w%3D1%C3%A9&client_id=cli")
    #expect(try await keeper.signOut() == .revoked)
    let revoke = String(decoding: try #require(transport.requests.last?.body), as: UTF8.self)
    #expect(revoke == "token=refresh-abc-1&token_type_hint=refresh_token&client_id=cli")
    #expect(try store.session(for: "api") == nil)
  }

  @Test("What a server hands out is input: a token that could not be one is refused")
  func hostileGrant() async throws {
    transport.enqueue([.json("{\"token\": \"two words\"}")])
    await #expect(throws: RepositoryError.self) {
      try await keeper(DRFTokenFlow()).signIn(name: "ada", password: "pw")
    }
    #expect(try store.session(for: "api") == nil)
  }
}

/// A value tests and the scripted server share.
final class Box<Value: Sendable>: Sendable {
  private let mutex: Mutex<Value>

  init(_ value: Value) {
    mutex = Mutex(value)
  }

  var value: Value { mutex.withLock { $0 } }

  /// Changes the value, and returns what it became.
  @discardableResult
  func change(_ body: (inout Value) -> Void) -> Value {
    mutex.withLock { value in
      body(&value)
      return value
    }
  }
}

/// A lock nobody else holds.
private struct Held: HeldLock {
  func release() {}
}
