import TestSupport
import Testing

@Suite("Gate", .tags(.testDoubles), .hangGuard)
struct GateTests {
  @Test("Holds callers until opened, then lets everyone through")
  func holdsUntilOpened() async throws {
    let gate = Gate()
    let first = Task { try await gate.pass() }
    let second = Task { try await gate.pass() }
    await gate.waitForArrivals(count: 2)
    #expect(gate.arrivals == 2)

    gate.open()
    try await first.value
    try await second.value
    try await gate.pass()
    #expect(gate.arrivals == 3)
  }

  @Test("Lets a cancelled caller leave with CancellationError")
  func releasesCancelledCaller() async {
    let gate = Gate()
    let waiter = Task { try await gate.pass() }
    await gate.waitForArrivals(count: 1)
    waiter.cancel()
    await #expect(throws: CancellationError.self) { try await waiter.value }
    #expect(gate.cancellations == 1)
  }
}
