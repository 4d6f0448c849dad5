import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A running `scripts/loopback-server` on 127.0.0.1: a real HTTP server, on a free port, with
/// the fault the test asks for, forked by the run's ``LoopbackForkServer``. It is stopped when the
/// value goes away, and stops itself after ten minutes regardless.
final class LoopbackServer: Sendable {
  /// One request the server received, from its log.
  struct Request: Decodable, Sendable {
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
  private let forks: LoopbackForkServer
  private let name: String
  /// What the server prints after its first line: `REQUEST` per request, with `announce`.
  private let lines: ServerLines
  private let logURL: URL
  private let errorsURL: URL

  private init(
    baseURL: String, forks: LoopbackForkServer, name: String, lines: ServerLines,
    logURL: URL, errorsURL: URL
  ) {
    self.baseURL = baseURL
    self.forks = forks
    self.name = name
    self.lines = lines
    self.logURL = logURL
    self.errorsURL = errorsURL
  }

  deinit {
    forks.stop(name)
  }

  /// Starts a server and waits until it accepts connections.
  ///
  /// - Parameters:
  ///   - scenario: The behaviour, one of the script's `SCENARIOS`.
  ///   - articles: How many articles it serves.
  ///   - token: The token the `auth` scenario expects.
  ///   - latency: Milliseconds before each answer.
  ///   - latencyAfter: How many requests are answered at full speed before `latency` applies.
  ///   - healthy: How many requests are answered correctly before the scenario starts.
  ///   - announce: Whether the server reports each request on its output, for
  ///     ``waitForRequests(count:)``. Only for a few requests: nothing else drains that output.
  ///   - ipv6: Whether it listens on `::1` rather than 127.0.0.1.
  ///   - collections: Paths of writable collections it serves, empty at first (`/todos`).
  ///   - directory: Where its log and output go.
  /// - Returns: The running server.
  /// - Throws: ``ServerDidNotStart`` when it does not say it is ready.
  static func start(
    _ scenario: String, articles: Int = 47, token: String = "", latency: Int = 0,
    latencyAfter: Int = 0, healthy: Int = 0, announce: Bool = false, ipv6: Bool = false,
    collections: [String] = [], in directory: TemporaryDirectory
  ) async throws -> LoopbackServer {
    let file = UUID().uuidString
    let logURL = directory.appending("server-\(file).log")
    let errorsURL = directory.appending("server-\(file).err")
    let arguments =
      [
        "--scenario", scenario, "--articles", String(articles), "--token", token,
        "--latency", String(latency), "--latency-after", String(latencyAfter), "--healthy",
        String(healthy), "--log",
        // A hang guard, as long as the suite's (.hangGuard): at a load of 25 a round of the
        // killed-sync test outlived a 120 s lifetime, and the server left under it.
        logURL.path, "--lifetime", "600",
      ] + (announce ? ["--announce"] : []) + (ipv6 ? ["--ipv6"] : [])
      + collections.flatMap { ["--collection", $0] }
    let forks = try await LoopbackForkServer.shared.value
    let (name, lines) = try forks.start(arguments, errors: errorsURL)
    // The one wait an end-to-end test cannot avoid: until the server says it accepts connections.
    guard let line = await lines.next(), line.hasPrefix("READY ") else {
      forks.stop(name)
      try Task.checkCancellation()
      while await lines.next() != nil {}
      throw ServerDidNotStart(errors: errors(in: errorsURL))
    }
    return LoopbackServer(
      baseURL: String(line.dropFirst("READY ".count)), forks: forks, name: name, lines: lines,
      logURL: logURL, errorsURL: errorsURL)
  }

  /// What a server wrote to standard error, for the error that says it stopped.
  private static func errors(in url: URL) -> String {
    (try? String(contentsOf: url, encoding: .utf8)) ?? "(its error output could not be read)"
  }

  /// The requests received so far, in order.
  func requests() -> [Request] {
    guard let text = try? String(contentsOf: logURL, encoding: .utf8) else { return [] }
    let decoder = JSONDecoder()
    return text.split(separator: "\n").compactMap {
      try? decoder.decode(Request.self, from: Data($0.utf8))
    }
  }

  /// Waits until the server has received `count` requests in all, reading its announcements:
  /// the way to know that a process in another address space has reached a given point.
  ///
  /// - Parameter count: The number of requests to wait for.
  /// - Throws: `CancellationError` when the task is cancelled first; ``ServerDidNotStart`` when
  ///   the server exits first.
  func waitForRequests(count: Int) async throws {
    // Each announcement follows the log line of its request, so the log is what is counted: an
    // announcement still unread from an earlier wait only makes one more look at the log.
    while requests().count < count {
      guard await lines.next() == "REQUEST" else {
        try Task.checkCancellation()
        throw ServerDidNotStart(errors: Self.errors(in: errorsURL))
      }
    }
  }

  /// Stops the server and waits for it to exit.
  func stop() async {
    forks.stop(name)
    while await lines.next() != nil {}
  }

  /// A port on 127.0.0.1 that nothing listens on: bound, then released.
  static func closedPort() throws -> Int {
    #if canImport(Darwin)
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #else
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
      }
    }
    guard bound else { throw ServerDidNotStart(errors: "no port on 127.0.0.1 could be bound") }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}

/// The server exited before saying it was ready (or, waited for, before the request awaited).
struct ServerDidNotStart: Error {
  /// What it wrote to standard error.
  var errors: String
}
