import TestSupport
import Testing

@Suite("Limiter", .tags(.testDoubles), .hangGuard)
struct LimiterTests {
  @Test("Runs at most its width of work at once, and the rest once slots free up")
  func boundsTheWorkAtOnce() async throws {
    let limiter = Limiter(width: 3)
    let gate = Gate()
    // +1 as each piece of work starts, -1 as it ends, in the order they happen.
    let changes = Recorder<Int>()
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<5 {
        group.addTask {
          try await limiter.run {
            changes.append(1)
            try await gate.pass()
            changes.append(-1)
          }
        }
      }
      // Three are inside; the other two wait for a slot, whatever the scheduling.
      await gate.waitForArrivals(count: 3)
      gate.open()
      try await group.waitForAll()
    }
    #expect(gate.arrivals == 5)
    let atOnce = changes.values.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1) }
    #expect(atOnce.max() == 3)
  }

  /// Stresses the one race a limiter has. With one caller more than the width, the last release
  /// often lands while the last caller joins the line; a limiter that checks for a slot and joins
  /// the line in two steps loses that wake-up and hangs until the hang guard ends it.
  @Test("A slot freed while a caller joins the line is never lost", arguments: 1...3)
  func losesNoWakeUp(width: Int) async throws {
    let limiter = Limiter(width: width)
    let rounds = 2_000
    let finished = Recorder<Int>()
    for _ in 0..<rounds {
      try await withThrowingTaskGroup(of: Void.self) { group in
        for _ in 0...width {
          group.addTask { try await limiter.run { finished.append(1) } }
        }
        try await group.waitForAll()
      }
    }
    #expect(finished.values.count == rounds * (width + 1))
  }

  /// The waiter may be cancelled before or after it joins the line; nothing here can tell which.
  @Test("A caller cancelled before its turn leaves with CancellationError, and takes no slot")
  func cancelledCallerLeaves() async throws {
    let limiter = Limiter(width: 1)
    let gate = Gate()
    let holder = Task { try await limiter.run { try await gate.pass() } }
    await gate.waitForArrivals(count: 1)

    let waiter = Task { try await limiter.run {} }
    waiter.cancel()
    await #expect(throws: CancellationError.self) { try await waiter.value }

    gate.open()
    try await holder.value
    try await limiter.run { try await gate.pass() }
    #expect(gate.arrivals == 2)
  }
}
