import TestSupport
import Testing

@Suite("Test clocks", .tags(.testDoubles), .hangGuard)
struct TestClockTests {
  @Test("A manual clock wakes a sleeper only once time passes its deadline")
  func manualClockWakesAtDeadline() async throws {
    let clock = ManualClock()
    let sleeper = Task { try await clock.sleep(until: clock.now.advanced(by: .seconds(5))) }
    await clock.waitForSleepers(count: 1)

    clock.advance(by: .seconds(4))
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .seconds(1))
    try await sleeper.value
    #expect(clock.sleeperCount == 0)
    #expect(clock.now.offset == .seconds(5))
  }

  @Test("A manual clock throws CancellationError to a cancelled sleeper")
  func manualClockCancelsSleeper() async {
    let clock = ManualClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.waitForSleepers(count: 1)
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
  }

  @Test("A manual clock does not suspend for a deadline already passed")
  func manualClockPastDeadline() async throws {
    let clock = ManualClock()
    clock.advance(by: .seconds(2))
    try await clock.sleep(until: ManualClock.Instant(offset: .seconds(1)))
    #expect(clock.sleeperCount == 0)
  }

  @Test("An immediate clock records each sleep and moves time by it")
  func immediateClockRecordsSleeps() async throws {
    let clock = ImmediateClock()
    try await clock.sleep(for: .milliseconds(500))
    try await clock.sleep(for: .seconds(1))
    #expect(clock.sleeps == [.milliseconds(500), .seconds(1)])
    #expect(clock.now.offset == .milliseconds(1500))
  }

  @Test("An immediate clock refuses to sleep in a cancelled task")
  func immediateClockHonoursCancellation() async {
    let clock = ImmediateClock()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.sleeps.isEmpty)
  }
}
