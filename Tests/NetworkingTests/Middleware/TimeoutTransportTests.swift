import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import TestSupport
import Testing

@Suite("Timeout transport", .tags(.time), .hangGuard)
struct TimeoutTransportTests {
  let transport = MockHTTPTransport()
  let clock = ManualClock()
  let gate = Gate()

  init() {
    transport.send.answers { [gate] _ in
      try await gate.pass()  // the server never answers until the gate opens
      return try Result.json("{}").get()
    }
  }

  @Test(
    "Fails with timedOut the moment the request's own timeout passes, and cancels the attempt",
    arguments: [Duration.seconds(30), .milliseconds(250)])
  func timesOut(after timeout: Duration) async {
    let sut = TimeoutTransport(wrapping: transport, clock: clock)
    var request = HTTPRequest.get()
    request.timeout = timeout
    let response = Task { try await sut.send(request) }
    await gate.waitForArrivals()
    await clock.waitForSleepers()

    clock.advance(by: timeout - .nanoseconds(1))
    #expect(clock.sleeperCount == 1)
    #expect(gate.cancellations == 0)
    clock.advance(by: .nanoseconds(1))
    await #expect(throws: TransportError.timedOut) { try await response.value }
    #expect(gate.cancellations == 1)
  }

  @Test("Has no bound of its own: a request without a timeout passes straight through")
  func noTimeoutNoTimer() async throws {
    let sut = TimeoutTransport(wrapping: transport, clock: clock)
    let response = Task { try await sut.send(.get()) }
    await gate.waitForArrivals()
    #expect(clock.sleeperCount == 0)
    gate.open()
    _ = try await response.value
  }

  @Test("Returns a response that arrives in time, and stops the timer")
  func returnsTimelyResponse() async throws {
    let sut = TimeoutTransport(wrapping: transport, clock: clock)
    var request = HTTPRequest.get()
    request.timeout = .seconds(5)
    let response = Task { try await sut.send(request) }
    await gate.waitForArrivals()
    await clock.waitForSleepers()
    gate.open()
    let (_, head) = try await response.value
    #expect(head.statusCode == 200)
    #expect(clock.sleeperCount == 0)
  }

  @Test("Passes the wrapped transport's error through")
  func passesErrorsThrough() async {
    let failing = MockHTTPTransport()
    failing.enqueue([.failure(TransportError.cannotConnect)])
    let sut = TimeoutTransport(wrapping: failing, clock: clock)
    await #expect(throws: TransportError.cannotConnect) { try await sut.send(.get()) }
  }
}
