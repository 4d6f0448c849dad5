import Foundation

/// A reproducible random number generator (SplitMix64) for tests that generate their cases.
///
/// Each run picks a new seed, so every run tries new cases; a failure prints the seed, and
/// `STRATA_TEST_SEED=<seed> swift test --filter …` replays exactly that run.
///
/// <!-- snippet: given render: (String) -> String -->
/// ```swift
/// var random = SeededGenerator.forThisRun()
/// for _ in 0..<10_000 {
///   let text = HostileValues.text(using: &random)
///   #expect(!render(text).contains("\u{1B}"), "seed \(random.seed)")
/// }
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The seed this generator started from: what to set `STRATA_TEST_SEED` to, to replay.
  public let seed: UInt64
  private var state: UInt64

  /// A generator that starts from `seed`.
  public init(seed: UInt64) {
    self.seed = seed
    self.state = seed
  }

  /// A generator seeded from `STRATA_TEST_SEED` when it is set, and at random otherwise.
  public static func forThisRun() -> SeededGenerator {
    let chosen = ProcessInfo.processInfo.environment["STRATA_TEST_SEED"].flatMap { UInt64($0) }
    return SeededGenerator(seed: chosen ?? UInt64.random(in: .min ... .max))
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
