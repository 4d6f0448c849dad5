import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import Testing

@Suite("Retrying transport", .tags(.retries, .time))
struct RetryingTransportTests {
  let transport = MockHTTPTransport()
  let clock = ImmediateClock()

  func retrying(deadline: Duration = .seconds(60)) -> RetryingTransport {
    RetryingTransport(
      wrapping: transport, attemptTimeout: .seconds(15), deadline: deadline, clock: clock,
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

  @Test("Retries a lost connection, then succeeds")
  func retriesTransientError() async throws {
    transport.enqueue([.failure(TransportError.connectionLost), .json("{}")])
    let (_, response) = try await retrying().send(.get())
    #expect(response.statusCode == 200)
    #expect(transport.requests.count == 2)
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

  @Test("Does not retry a TLS failure")
  func doesNotRetryPermanentError() async {
    transport.enqueue([.failure(TransportError.secureConnectionFailed)])
    await #expect(throws: TransportError.secureConnectionFailed) {
      try await retrying().send(.get())
    }
    #expect(transport.requests.count == 1)
  }

  @Test("Never retries a cancellation")
  func neverRetriesCancellation() async {
    transport.enqueue([.failure(CancellationError())])
    await #expect(throws: CancellationError.self) { try await retrying().send(.get()) }
    #expect(transport.requests.count == 1)
    #expect(clock.sleeps.isEmpty)
  }

  @Test("Clips each attempt's timeout to the time left before the deadline")
  func clipsAttemptTimeout() async throws {
    transport.enqueue([.status(503), .status(503), .json("{}")])
    _ = try await retrying(deadline: .seconds(16)).send(.get())
    #expect(
      transport.requests.map(\.timeout) == [.seconds(15), .seconds(15), .milliseconds(14_500)])
  }

  @Test("Gives up rather than wait past the deadline")
  func stopsAtDeadline() async throws {
    transport.send.answers { [clock] _ in
      clock.advance(by: .seconds(2))  // each attempt takes 2 s
      return try Result.status(503).get()
    }
    let (_, response) = try await retrying(deadline: .seconds(3)).send(.get())
    #expect(response.statusCode == 503)
    #expect(transport.requests.count == 2)
    #expect(clock.sleeps == [.milliseconds(500)])
  }
}
