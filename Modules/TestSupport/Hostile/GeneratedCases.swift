import Foundation

/// How many generated hostile cases each test tries, from which seed, one test at a time
/// (``Limiter/cpuBound``).
///
/// ```swift
/// @Test("Whatever the text, nothing a terminal obeys is left")
/// func hostileText() async throws {
///   try await GeneratedCases.run { random in
///     let text = HostileValues.text(using: &random)
///     #expect(isSafe(TerminalText.sanitized(text)), "seed \(random.seed)")
///   }
/// }
///
/// func isSafe(_ text: String) -> Bool { !text.unicodeScalars.contains { $0.value == 0x1B } }
/// ```
///
/// Each run tries ``perRun`` new cases from a new seed, so runs add up. Setting
/// `STRATA_HOSTILE_CASES=100000` tries more at once; `STRATA_TEST_SEED=<seed>` replays one.
public enum GeneratedCases {
  /// The cases each hostile test tries in one run: `STRATA_HOSTILE_CASES`, else 1,000, few
  /// enough that the hostile suites do not starve the rest of a debug run.
  public static var perRun: Int {
    let text = ProcessInfo.processInfo.environment["STRATA_HOSTILE_CASES"] ?? ""
    return Int(text).map { max(1, $0) } ?? 1_000
  }

  /// Runs `body`, one case, `count` times (``perRun`` unless a test's cases cost more) with one
  /// generator seeded for this run, holding ``Limiter/cpuBound``.
  ///
  /// - Throws: What `body` throws, or `CancellationError` when the test ends while it waits.
  public static func run(
    count: Int = perRun,
    isolation: isolated (any Actor)? = #isolation,
    _ body: (inout SeededGenerator) throws -> Void
  ) async throws {
    try await Limiter.cpuBound.run {
      var random = SeededGenerator.forThisRun()
      for _ in 0..<max(0, count) { try body(&random) }
    }
  }
}
