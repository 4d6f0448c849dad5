import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import TestSupport
import Testing

@Suite("Retrying transport", .tags(.retries, .time), .hangGuard)
struct RetryingTransportTests {
  let transport = MockHTTPTransport()
  let clock = ImmediateClock()

  func retrying(attemptTimeout: Duration = .seconds(15)) -> RetryingTransport {
    RetryingTransport(
      wrapping: transport, attemptTimeout: attemptTimeout, clock: clock,
      currentDate: { Date(timeIntervalSince1970: 0) })
  }

  @Test("Retries a 503 twice with 0.5 s and 1 s waits, then returns the success")
  func retriesUntilSuccess() async throws {
    transport.enqueue([.status(503), .status(503), .json("{}")])
    let (_, response) = try await retrying().send(.get())
    #expect(response.statusCode == 200)
    #expect(transport.requests.count == 3)
    #expect(clock.sleeps == [.milliseconds(500), .seconds(1)])
  }

  @Test("Returns the last response when every attempt fails")
  func returnsLastResponse() async throws {
    transport.enqueue([.status(500), .status(502), .status(503)])
    let (_, response) = try await retrying().send(.get())
    #expect(response.statusCode == 503)
    #expect(transport.requests.count == 3)
  }

  @Test("Waits as long as Retry-After says")
  func honoursRetryAfter() async throws {
    transport.enqueue([.status(429, headers: ["Retry-After": "3"]), .json("{}")])
    _ = try await retrying().send(.get())
    #expect(clock.sleeps == [.seconds(3)])
  }

  @Test("Never retries a POST")
  func neverRetriesPost() async throws {
    transport.enqueue([.status(503)])
    var request = HTTPRequest.get()
    request.method = .post
    let (_, response) = try await retrying().send(request)
    #expect(response.statusCode == 503)
    #expect(transport.requests.count == 1)
  }

  @Test(
    "Retries a POST or a PATCH that carries an Idempotency-Key, the same request each time",
    arguments: [HTTPMethod.post, .patch])
  func retriesKeyedWrite(method: HTTPMethod) async throws {
    transport.enqueue([.status(503), .failure(TransportError.connectionLost), .json("{}")])
    var request = HTTPRequest.get()
    request.method = method
    request.headers["idempotency-key"] = "change-1"
    request.body = Data("{}".utf8)
    let (_, response) = try await retrying().send(request)
    #expect(response.statusCode == 200)
    var attempt = request
    attempt.timeout = .seconds(15)
    #expect(transport.requests == [attempt, attempt, attempt])
    #expect(clock.sleeps == [.milliseconds(500), .seconds(1)])
  }

  @Test("Rethrows the last transport error when retries run out")
  func rethrowsLastError() async {
    transport.enqueue([
      .failure(TransportError.timedOut), .failure(TransportError.timedOut),
      .failure(TransportError.cannotConnect),
    ])
    await #expect(throws: TransportError.cannotConnect) { try await retrying().send(.get()) }
    #expect(transport.requests.count == 3)
  }

  @Test("Never retries a cancellation")
  func neverRetriesCancellation() async {
    transport.enqueue([.failure(CancellationError())])
    await #expect(throws: CancellationError.self) { try await retrying().send(.get()) }
    #expect(transport.requests.count == 1)
    #expect(clock.sleeps.isEmpty)
  }

  @Test("Bounds every attempt by the attempt timeout it owns")
  func setsAttemptTimeout() async throws {
    transport.enqueue([.status(503), .status(503), .json("{}")])
    _ = try await retrying(attemptTimeout: .seconds(100)).send(.get())
    #expect(transport.requests.map(\.timeout) == [.seconds(100), .seconds(100), .seconds(100)])
  }

  @Test("Keeps a request's own timeout")
  func keepsRequestTimeout() async throws {
    transport.enqueue([.json("{}")])
    var request = HTTPRequest.get()
    request.timeout = .milliseconds(250)
    _ = try await retrying().send(request)
    #expect(transport.requests.map(\.timeout) == [.milliseconds(250)])
  }

  @Test("A long attempt timeout still gets every retry: no hidden deadline cuts it short")
  func longTimeoutKeepsRetries() async throws {
    transport.send.answers { [clock] _ in
      clock.advance(by: .seconds(90))  // each attempt takes 90 s and fails
      throw TransportError.timedOut
    }
    await #expect(throws: TransportError.timedOut) {
      try await retrying(attemptTimeout: .seconds(100)).send(.get())
    }
    #expect(transport.requests.count == 3)
  }

  @Test("The longest a call can take follows from the timeout and the policy")
  func longestTotal() {
    #expect(RetryPolicy.standard.longestTotalDuration(attemptTimeout: .seconds(10)) == .seconds(50))
    #expect(
      RetryPolicy.standard.longestTotalDuration(attemptTimeout: .seconds(100)) == .seconds(320))
    #expect(RetryPolicy.never.longestTotalDuration(attemptTimeout: .seconds(7)) == .seconds(7))
  }
}
