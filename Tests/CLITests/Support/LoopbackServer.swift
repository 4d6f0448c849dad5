import Domain
import Foundation
import Synchronization
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A JSONPlaceholder-style REST API on the loopback interface, with a fault on demand, which the
/// end-to-end tests drive the built `strata` against over a real socket. It runs in the test's
/// own process (``LoopbackHTTP``), on a free port, until the value goes away. It serves:
///
/// ```text
/// GET /posts?_page=N&_limit=M      a page of articles, with X-Total-Count
/// GET /posts/{id}                  one article
/// ```
///
/// and each writable collection asked for (`collections: ["/todos"]`), empty at first:
///
/// ```text
/// GET    PATH[?<page query>]       200, its items sorted by id, paged as the app pages PATH
/// GET    PATH/{id}                 200 with the item, or 404 {}
/// POST   PATH                      201 with the object sent, stored under a new id (one past the
///                                  largest ever held); 400 when the body is no object
/// PATCH  PATH/{id}                 200 with the item, the object sent merged into it (or PUT,
///                                  the item replaced whole, for a resource edited so; the
///                                  other method 405)
/// DELETE PATH/{id}                 200 {} once it is removed, or 404 {}
/// ```
///
/// where `PATH/{id}` is wherever the resource's item path puts the items (`/notes/{id}` for the
/// collection `/comments/1/notes`).
///
/// A POST whose `Idempotency-Key` came before to the same collection creates nothing and gets the
/// first answer again, byte for byte. A request a fault answers never reaches a collection, and
/// `latency` waits before a write is made, so a client that gives up waiting still finds its write
/// made: the lost answer an `Idempotency-Key` replay is for.
final class LoopbackServer: Sendable {
  /// One request the server received.
  struct Request: Sendable {
    var method: String
    var path: String
    var host: String?
    var authorization: String?
    var bodyLength: Int
    /// The body of a `PUT`, `POST` or `PATCH`, as text.
    var body: String?
    /// The `Idempotency-Key` header, when there was one.
    var idempotencyKey: String?
  }

  let baseURL: String
  private let http: LoopbackHTTP
  private let api: LoopbackAPI

  private init(http: LoopbackHTTP, api: LoopbackAPI, ipv6: Bool) {
    self.http = http
    self.api = api
    baseURL = "http://\(ipv6 ? "[::1]" : "127.0.0.1"):\(http.port)"
  }

  deinit { http.stop() }

  /// Starts a server.
  ///
  /// - Parameters:
  ///   - scenario: How it misbehaves: a ``LoopbackScenario``'s name.
  ///   - articles: How many articles it serves.
  ///   - token: The token the `auth` scenario expects.
  ///   - latency: Milliseconds before each answer.
  ///   - latencyAfter: How many requests are answered at full speed before `latency` applies.
  ///   - healthy: How many requests are answered correctly before the scenario starts.
  ///   - ipv6: Whether it listens on `::1` (and 127.0.0.1, on the same port).
  ///   - collections: Paths of writable collections it serves, empty at first (`/todos`).
  ///   - directory: Kept for the tests' calls; the server keeps nothing on disk.
  /// - Returns: The running server.
  /// - Throws: ``ServerDidNotStart`` for a scenario it does not know, or no free port.
  static func start(
    _ scenario: String, articles: Int = 47, token: String = "", latency: Int = 0,
    latencyAfter: Int = 0, healthy: Int = 0, ipv6: Bool = false, collections: [String] = [],
    in directory: TemporaryDirectory
  ) async throws -> LoopbackServer {
    guard let scenario = LoopbackScenario(rawValue: scenario) else {
      throw ServerDidNotStart(errors: "no scenario is called \(scenario)")
    }
    let api = LoopbackAPI(
      LoopbackAPI.Settings(
        scenario: scenario, articles: articles, token: token, latency: latency,
        latencyAfter: latencyAfter, healthy: healthy),
      collections: collections)
    let http = try LoopbackHTTP(ipv6: ipv6) { request in api.answer(request) }
    api.port.withLock { $0 = http.port }
    return LoopbackServer(http: http, api: api, ipv6: ipv6)
  }

  /// The requests received so far, in order.
  func requests() -> [Request] { api.requests() }

  /// How many times the `jwt` scenario renewed a session.
  func renewals() -> Int { api.renewals() }

  /// Makes the `jwt` scenario's access token expire; with `refreshToo`, its refresh token too.
  func expire(refreshToo: Bool = false) { api.expire(refreshToo: refreshToo) }

  /// Waits until the server has received `count` requests in all: the way to know that a
  /// process in another address space has reached a given point.
  ///
  /// - Throws: `CancellationError` when the task was cancelled before or meanwhile.
  func waitForRequests(count: Int) async throws {
    await api.waitForRequests(count: count)
    try Task.checkCancellation()
  }

  /// Stops the server: it accepts nothing more, and ends every connection.
  func stop() async {
    http.stop()
  }

  /// Runs `body` with a port on 127.0.0.1 that refuses every connection: bound and never
  /// listening, so no server the suites start meanwhile can take it.
  static func withClosedPort<Result>(_ body: (Int) async throws -> Result) async throws -> Result {
    var (descriptor, address) = loopbackSocket(port: 0)
    defer { close(descriptor) }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
      }
    }
    guard bound else { throw ServerDidNotStart(errors: "no port on 127.0.0.1 could be bound") }
    return try await body(Int(UInt16(bigEndian: address.sin_port)))
  }

  /// Connects to 127.0.0.1 at `port`, then closes: 0, or the `errno` of the failure.
  static func connect(port: Int) -> Int32 {
    var (descriptor, address) = loopbackSocket(port: port)
    defer { close(descriptor) }
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Foundation.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    return connected == 0 ? 0 : errno
  }

  /// A new TCP socket, and the address of 127.0.0.1 at `port`.
  private static func loopbackSocket(port: Int) -> (descriptor: Int32, address: sockaddr_in) {
    #if canImport(Darwin)
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #else
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = UInt16(clamping: port).bigEndian
    return (descriptor, address)
  }
}

/// The server could not start, or stopped before what a test waited for.
struct ServerDidNotStart: Error {
  /// Why.
  var errors: String
}
