import Foundation
import Networking

/// Traces an ``APIClient``: each endpoint sent, with its method and path.
struct TracingAPIClient: APIClient {
  let base: any APIClient
  let tracer: Tracer

  func send<E: Endpoint>(_ endpoint: E) async throws(APIError) -> E.Response {
    // For the line only: a request that cannot be made fails in the client, and is traced so.
    let target = (try? endpoint.request()).map {
      ": \($0.method.rawValue) /" + $0.path.joined(separator: "/")
    }
    func outcome(_: E.Response) -> String { "\(E.Response.self)" }
    return try await tracer.hop(
      "Networking", "RemoteAPIClient.send(\(E.self)\(target ?? ""))", outcome: outcome
    ) { () async throws(APIError) in try await base.send(endpoint) }
  }
}

/// Traces an ``HTTPTransport``: each attempt, so a retry shows as a second line.
struct TracingTransport: HTTPTransport {
  let base: any HTTPTransport
  let tracer: Tracer
  /// The module the transport belongs to, as the trace names it: `Networking` for URLSession.
  let module: String
  let name: String
  let redactor: Redactor

  func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
    let target = redactor.redact(request.url.path + (request.url.query.map { "?" + $0 } ?? ""))
    func outcome(_ answer: (Data, HTTPResponse)) -> String {
      "\(answer.1.statusCode), \(answer.0.count) bytes"
    }
    return try await tracer.hop(
      module, "\(name).send(\(request.method.rawValue) \(target))", outcome: outcome
    ) { () async throws in try await base.send(request) }
  }
}

/// A clock whose sleeps are traced: the waits between retries, the waits for a lock.
struct TracingClock: Clock {
  let base: ContinuousClock
  let tracer: Tracer
  let module: String
  /// What the waits are for: "RetryingTransport waits before retrying".
  let purpose: String

  var now: ContinuousClock.Instant { base.now }
  var minimumResolution: Duration { base.minimumResolution }

  func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
    tracer.note(module, "\(purpose): \(Tracer.milliseconds(base.now.duration(to: deadline)))")
    try await base.sleep(until: deadline, tolerance: tolerance)
  }
}
