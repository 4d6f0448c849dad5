import Domain
import Foundation
import Networking
import Synchronization

/// The ways ``LoopbackServer`` can misbehave: one per run, after its first `healthy` good answers.
enum LoopbackScenario: String, CaseIterable, Sendable {
  /// Answers every request correctly.
  case ok
  /// Answers 503 to the first request for each resource, then correctly.
  case flaky
  /// Answers 429 with `Retry-After: 1` to the first request for each resource.
  case rateLimited = "rate-limited"
  case always500 = "always-500"
  case notFound = "not-found"
  /// Answers 401 unless `Authorization` is `Bearer <token>`.
  case auth
  /// Signs in, renews and blacklists as djangorestframework-simplejwt does (`/api/token/…`,
  /// the password `pw-correct`, the refresh token rotated on each use), and answers 401 to any
  /// other request without the newest access token.
  case jwt
  /// Answers 200 with truncated JSON.
  case malformedJSON = "malformed-json"
  /// Answers 200 with JSON of the wrong shape.
  case wrongShape = "wrong-shape"
  /// Answers 200 with an HTML page, like a captive portal.
  case html
  /// Reads the request and never answers.
  case hang
  /// Reads the request and resets the connection.
  case reset
  /// Announces and streams a 64 MiB body.
  case huge
  /// Streams a 64 MiB chunked body with no `Content-Length`.
  case hugeChunked = "huge-chunked"
  /// Makes a collection's writes, then answers each with its status and 64 MiB.
  case hugeAnswer = "huge-answer"
  /// Redirects to the same path on `localhost` (another origin).
  case redirectCrossOrigin = "redirect-cross-origin"
  /// Redirects to `/moved/…` on the same origin.
  case redirectSameOrigin = "redirect-same-origin"
  /// Redirects `PUT`, `POST` and `PATCH` with 302, which a client may follow with a `GET`.
  case redirectPut = "redirect-put"
  /// Redirects `PUT`, `POST` and `PATCH` to the path with a trailing slash, with 308, as Flask
  /// and FastAPI do (the path is served the same with or without one).
  case redirectSlash = "redirect-slash"
  /// Refuses every write with 422 and FastAPI's validation errors, field by field.
  case fastAPIValidation = "fastapi-validation"
  /// Redirects every request to itself: a read with 302, a write with 308.
  case redirectLoop = "redirect-loop"
  /// Redirects every request to the same path on http://example.com.
  case redirectOtherHost = "redirect-other-host"
  /// Redirects every request to the same path over ftp://.
  case redirectFTP = "redirect-ftp"
  /// Answers `/posts` with `X-Total-Count: 9223372036854775807` (Int64.max).
  case totalOverflow = "total-overflow"
  /// Answers `/posts` with `X-Total-Count: -12`.
  case totalGarbage = "total-garbage"
  /// Answers `/posts` with an `X-Total-Count` too big for 64 bits.
  case totalHuge = "total-huge"
  /// Gives the first two posts of every page the ids Int64.min and max.
  case negativeIDs = "negative-ids"
  /// Gives user 1 an id too big for 64 bits.
  case numberOverflow = "number-overflow"
  /// Mixes terminal escape sequences into every string sent.
  case escapes
  /// Answers `/users/1` with HTML and an escape sequence in `Content-Type`.
  case escapesHeader = "escapes-header"
  /// Answers 500, echoing the `Authorization` header as sent, lower- and upper-cased.
  case echoToken = "echo-token"
  /// Answers 200 with the `Authorization` header's token as the media type.
  case echoTokenType = "echo-token-type"
  /// Reads the request and closes the connection without a byte.
  case closeWithoutReply = "close-without-reply"
  /// Announces 4096 bytes of JSON, sends 20 and closes the connection.
  case shortBody = "short-body"
  /// Answers 200 with `Content-Encoding: gzip` and a body that is not gzip.
  case badGzip = "bad-gzip"
  /// Gives each item an `ETag` and takes a `PATCH`, `PUT` or `DELETE` of it only with `If-Match`
  /// naming it, as flask-smorest does: 428 without one, 412 with another.
  case etags
}

/// Routes a ``LoopbackAPI`` answers before its own.
protocol LoopbackRoutes: Sendable {
  /// The answer to `request`, whose path is `parts`, in `scenario`; `nil` when it is none of these
  /// routes. `api` words it.
  func answer(
    _ parts: [String], _ request: LoopbackRequest, _ scenario: LoopbackScenario,
    in api: LoopbackAPI
  ) -> LoopbackAnswer?
}

/// What ``LoopbackServer`` answers: its routes and scenarios, and its record of every request.
/// Requests arrive on many threads at once, so everything it keeps is behind one lock.
final class LoopbackAPI: Sendable {
  struct Settings: Sendable {
    var scenario: LoopbackScenario
    var articles: Int
    var token: String
    var latency: Int
    var latencyAfter: Int
    var healthy: Int
  }

  private struct State {
    var requests: [LoopbackServer.Request] = []
    var waiters: [UUID: (count: Int, continuation: CheckedContinuation<Void, Never>)] = [:]
    var seen: Set<String> = []
    /// The `jwt` scenario's tokens: the one access token it takes, the one refresh token it
    /// renews, and how many renewals it made.
    var access = "access-0"
    var refresh = "refresh-0"
    var issued = 0
    var renewals = 0
  }

  private let settings: Settings
  private let state: Mutex<State>
  /// Routes answered before the API's own, a list from each part of the app that adds some (the
  /// resources' writable collections, the samples' users).
  private let routes: [any LoopbackRoutes]
  /// The port the server listens on, for the redirects that name it.
  let port = Mutex(0)

  init(_ settings: Settings, collections: [String]) {
    self.settings = settings
    state = Mutex(State())
    routes =
      []
      + [LoopbackCollections(collections)]
      + [LoopbackUsers()]
  }

  func requests() -> [LoopbackServer.Request] { state.withLock { $0.requests } }

  /// How many times the `jwt` scenario renewed a session.
  func renewals() -> Int { state.withLock { $0.renewals } }

  /// Makes the `jwt` scenario's access token expire; with `refreshToo`, its refresh token too.
  func expire(refreshToo: Bool) {
    state.withLock { state in
      state.access += "-expired"
      if refreshToo { state.refresh += "-expired" }
    }
  }

  /// Returns once `count` requests have come, or the task is cancelled: a waiter left waiting
  /// would hold its task, and the server, for ever.
  func waitForRequests(count: Int) async {
    let id = UUID()
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let ready = state.withLock { state in
          if state.requests.count >= count || Task.isCancelled { return true }
          state.waiters[id] = (count, continuation)
          return false
        }
        if ready { continuation.resume() }
      }
    } onCancel: {
      state.withLock { $0.waiters.removeValue(forKey: id) }?.continuation.resume()
    }
  }

  /// The answer to `request`: logged on arrival, before answering, so a test that counts attempts
  /// once the client has exited never races a hung or reset answer.
  func answer(_ request: LoopbackRequest) -> LoopbackAnswer {
    let sendsBody = ["PUT", "POST", "PATCH"].contains(request.method)
    let number = state.withLock { state in
      state.requests.append(
        LoopbackServer.Request(
          method: request.method, path: request.target, host: request.header("Host"),
          authorization: request.header("Authorization"), bodyLength: request.body.count,
          body: sendsBody ? String(decoding: request.body, as: UTF8.self) : nil,
          idempotencyKey: request.header("Idempotency-Key")))
      let count = state.requests.count
      for (id, waiter) in state.waiters where waiter.count <= count {
        state.waiters[id] = nil
        waiter.continuation.resume()
      }
      return count
    }
    if settings.latency > 0, number > settings.latencyAfter {
      Thread.sleep(forTimeInterval: Double(settings.latency) / 1000)
    }
    guard request.method != "HEAD" else { return .respond(status: 501, headers: [], body: Data()) }
    // A read of `huge-answer` is answered as `ok`: only writes are made, then answered too large.
    let scenario =
      number <= settings.healthy || (settings.scenario == .hugeAnswer && request.method == "GET")
      ? .ok : settings.scenario
    return fault(scenario, request) ?? api(scenario, request)
  }

  // MARK: The scenarios

  private func fault(_ scenario: LoopbackScenario, _ request: LoopbackRequest) -> LoopbackAnswer? {
    let path = request.path
    let writes = ["PUT", "POST", "PATCH"].contains(request.method)
    switch scenario {
    case .hang: return .hang
    case .reset: return .reset
    case .closeWithoutReply: return .close
    case .shortBody:
      let head =
        "HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\n"
        + "Content-Length: 4096\r\n\r\n"
      return .raw(Data(head.utf8) + Self.json(Self.post(1)).prefix(20))
    case .badGzip:
      // A gzip header, then 0xFF: a deflate block of the reserved type 3, refused at once.
      return .respond(
        status: 200,
        headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")],
        body: Data([0x1f, 0x8b, 0x08, 0x00] + [UInt8](repeating: 0xff, count: 60)))
    case .jwt:
      return signIn(request)
    case .echoTokenType:
      let token = (request.header("Authorization") ?? "").replacingOccurrences(
        of: "Bearer ", with: "")
      return .respond(
        status: 200, headers: [("Content-Type", "text/\(token)")], body: Data("{}".utf8))
    case .echoToken:
      let token = request.header("Authorization") ?? ""
      return send(
        500,
        .object([
          "error": .text("echoing your token"), "echo": .text(token),
          "lower": .text(token.lowercased()), "upper": .text(token.uppercased()),
        ]), headers: [("X-Echo-Lower", token.lowercased()), ("X-Echo-Upper", token.uppercased())],
        scenario)
    case .huge: return .stream(status: 200, bytes: Self.huge, chunked: false)
    case .hugeChunked: return .stream(status: 200, bytes: Self.huge, chunked: true)
    case .always500: return send(500, .object(["error": .text("always failing")]), scenario)
    case .notFound: return send(404, .object([:]), scenario)
    case .flaky where firstTime(request):
      return send(503, .object(["error": .text("try again")]), scenario)
    case .rateLimited where firstTime(request):
      return send(
        429, .object(["error": .text("slow down")]), headers: [("Retry-After", "1")], scenario)
    case .auth where request.header("Authorization") != "Bearer \(settings.token)":
      return send(
        401,
        .object([
          "error": .text("bad token"),
          "echo": request.header("Authorization").map(FieldValue.text) ?? .null,
        ]), scenario)
    case .malformedJSON: return raw(200, Data(#"{"id": 1, "name": "Le"#.utf8))
    case .wrongShape:
      return send(200, .object(["id": .text("one"), "name": .text("No Email")]), scenario)
    case .html:
      return .respond(
        status: 200, headers: [("Content-Type", "text/html; charset=utf-8")],
        body: Data("<html><body>Sign in to the Wi-Fi</body></html>".utf8))
    case .redirectCrossOrigin where (request.header("Host") ?? "").hasPrefix("127."):
      return redirect(302, to: "http://localhost:\(port.withLock { $0 })\(request.target)")
    case .redirectSameOrigin where !path.hasPrefix("/moved/"):
      return redirect(302, to: "/moved\(request.target)")
    case .redirectPut where writes: return redirect(302, to: request.target)
    case .redirectSlash where writes && !path.hasSuffix("/"): return redirect(308, to: path + "/")
    case .redirectLoop: return redirect(writes ? 308 : 302, to: request.target)
    case .fastAPIValidation where writes:
      let body =
        #"{"detail":[{"type":"string_too_short","loc":["body","title"],"#
        + #""msg":"\u001b[31mString should have at least 3 characters","input":"X"}]}"#
      return raw(422, Data(body.utf8))
    case .redirectOtherHost: return redirect(302, to: "http://example.com\(request.target)")
    case .redirectFTP:
      return redirect(302, to: "ftp://127.0.0.1:\(port.withLock { $0 })\(request.target)")
    default: return nil
    }
  }

  private func firstTime(_ request: LoopbackRequest) -> Bool {
    state.withLock { $0.seen.insert("\(request.method) \(request.target)").inserted }
  }

  // MARK: The routes

  /// The `jwt` scenario: simplejwt's three views, and its 401 for anything else not carrying the
  /// newest access token; `nil` lets the request through to the API.
  private func signIn(_ request: LoopbackRequest) -> LoopbackAnswer? {
    let fields =
      (try? JSONSerialization.jsonObject(with: request.body) as? [String: String]) ?? [:]
    func pair(_ state: inout State) -> FieldValue {
      state.issued += 1
      state.access = "access-\(state.issued)"
      state.refresh = "refresh-\(state.issued)"
      return .object(["access": .text(state.access), "refresh": .text(state.refresh)])
    }
    let invalid = FieldValue.object([
      "detail": .text("Token is invalid or expired"), "code": .text("token_not_valid"),
    ])
    let answer: (Int, FieldValue)? = state.withLock { state in
      switch request.path {
      case "/api/token/":
        guard fields["password"] == "pw-correct" else {
          // Hostile: the reason echoes the password it refused.
          let detail = "No active account found with the given credentials, not with "
          return (401, .object(["detail": .text(detail + (fields["password"] ?? ""))]))
        }
        return (200, pair(&state))
      case "/api/token/refresh/":
        guard fields["refresh"] == state.refresh else { return (401, invalid) }
        state.renewals += 1
        return (200, pair(&state))
      case "/api/token/blacklist/":
        guard fields["refresh"] == state.refresh else { return (401, invalid) }
        state.refresh += "-blacklisted"
        return (200, .object([:]))
      case let path where path.hasSuffix("/999") || request.target.hasPrefix("/posts?_page=999&"):
        // A server that echoes the credential in its reason.
        return (400, .object(["detail": .text("Nothing for \(state.access) at 999")]))
      default:
        return request.header("Authorization") == "Bearer \(state.access)" ? nil : (401, invalid)
      }
    }
    return answer.map { send($0.0, $0.1, .jwt) }
  }

  private func api(_ scenario: LoopbackScenario, _ request: LoopbackRequest) -> LoopbackAnswer {
    var parts = request.path.split(separator: "/").map(String.init)
    if parts.first == "moved" { parts.removeFirst() }
    let method = request.method
    for routes in routes {
      if let answer = routes.answer(parts, request, scenario, in: self) { return answer }
    }
    let query = request.query
    if parts == ["posts"], method == "GET" {
      guard let page = Int(query["_page"]?.first ?? "1"),
        let limit = Int(query["_limit"]?.first ?? String(settings.articles))
      else { return send(400, .object(["error": .text("bad paging")]), scenario) }
      let (offset, overflow) = (page - 1).multipliedReportingOverflow(by: limit)
      let first = offset + 1
      let last = min(settings.articles, offset.addingReportingOverflow(limit).partialValue)
      var items = !overflow && first <= last ? (first...last).map(Self.post) : []
      if scenario == .negativeIDs {
        if items.count > 0 {
          items[0] = Self.with(items[0], ["id": .integer(Int.min), "userId": .integer(-1)])
        }
        if items.count > 1 { items[1] = Self.with(items[1], ["id": .integer(Int.max)]) }
      }
      let total =
        switch scenario {
        case .totalOverflow: String(Int.max)
        case .totalGarbage: "-12"
        case .totalHuge: "99999999999999999999999"
        default: String(settings.articles)
        }
      return send(200, .list(items), headers: [("X-Total-Count", total)], scenario)
    }
    if parts.count == 2, parts[0] == "posts", parts[1].allSatisfy(\.isNumber), method == "GET" {
      guard let id = Int(parts[1]), id >= 1, id <= settings.articles else {
        return send(404, .object([:]), scenario)
      }
      return send(200, Self.post(id), scenario)
    }
    return send(404, .object([:]), scenario)
  }

  // MARK: Answers

  func send(
    _ status: Int, _ value: FieldValue, headers: [(String, String)] = [],
    _ scenario: LoopbackScenario
  ) -> LoopbackAnswer {
    respond(status, encode(value, scenario), headers: headers, scenario)
  }

  private func raw(_ status: Int, _ body: Data) -> LoopbackAnswer {
    .respond(
      status: status, headers: [("Content-Type", "application/json; charset=utf-8")], body: body)
  }

  func respond(
    _ status: Int, _ body: Data, headers: [(String, String)] = [], _ scenario: LoopbackScenario
  ) -> LoopbackAnswer {
    if scenario == .hugeAnswer {
      // The write was made; only its answer is too large to read.
      return .stream(status: status, bytes: Self.huge, chunked: false)
    }
    return .respond(
      status: status, headers: [("Content-Type", "application/json; charset=utf-8")] + headers,
      body: body)
  }

  private func redirect(_ status: Int, to location: String) -> LoopbackAnswer {
    .respond(
      status: status,
      headers: [("Content-Type", "application/json; charset=utf-8"), ("Location", location)],
      body: Data())
  }

  func encode(_ value: FieldValue, _ scenario: LoopbackScenario) -> Data {
    Self.json(scenario == .escapes ? Self.tainted(value) : value)
  }

  static func json(_ value: FieldValue) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(value)) ?? Data("null".utf8)
  }

  static let huge = 64 * 1024 * 1024

  /// What the `escapes` scenario mixes into every string: clear screen, set the window title,
  /// write the clipboard (OSC 52), erase the line, a C1 CSI (red), a bidi override, NUL, backspace.
  static let escapes = [
    "\u{1b}[2J", "\u{1b}]0;pwned\u{07}", "\u{1b}]52;c;cHduZWQ=\u{07}", "\u{1b}[2K", "\u{9b}31m",
    "\u{202e}", "\u{0}", "\u{8}",
  ]

  /// `value` with ``escapes`` mixed into every string, once.
  static func tainted(_ value: FieldValue) -> FieldValue {
    switch value {
    case .object(let fields): .object(fields.mapValues(tainted))
    case .list(let values): .list(values.map(tainted))
    case .text(let text) where !text.contains("\u{1b}"):
      .text(
        escapes[0] + text.prefix(text.count / 2) + escapes.dropFirst().joined()
          + text.dropFirst(text.count / 2))
    default: value
    }
  }

  // MARK: The data

  static func post(_ id: Int) -> FieldValue {
    .object([
      "userId": .integer((id - 1) % 10 + 1), "id": .integer(id),
      "title": .text("Loopback article \(id)"),
      "body": .text("The body of loopback article \(id), served over a real socket."),
    ])
  }

  private static func with(_ value: FieldValue, _ changes: [String: FieldValue]) -> FieldValue {
    guard case .object(let fields) = value else { return value }
    return .object(fields.merging(changes) { _, new in new })
  }
}
