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

  @Test("Fails with timedOut once the request's timeout passes, and cancels the attempt")
  func timesOut() async {
    let sut = TimeoutTransport(wrapping: transport, clock: clock)
    var request = HTTPRequest.get()
    request.timeout = .seconds(30)
    let response = Task { try await sut.send(request) }
    await gate.waitForArrivals()
    await clock.waitForSleepers()

    clock.advance(by: .seconds(30))
    await #expect(throws: TransportError.timedOut) { try await response.value }
    #expect(gate.cancellations == 1)
  }

  @Test("Honours a request's own timeout, to the nanosecond")
  func honoursRequestTimeout() async {
    let sut = TimeoutTransport(wrapping: transport, clock: clock)
    var request = HTTPRequest.get()
    request.timeout = .milliseconds(250)
    let response = Task { try await sut.send(request) }
    await gate.waitForArrivals()
    await clock.waitForSleepers()

    clock.advance(by: .milliseconds(249))
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .milliseconds(1))
    await #expect(throws: TransportError.timedOut) { try await response.value }
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
