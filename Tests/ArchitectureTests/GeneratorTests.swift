import Foundation
import TestSupport
import Testing

/// The generator's pure part (`scripts/feature_kit.py`: names, specs, the text of every file it
/// writes) has its own tests, in Python, beside it. They take a second or two, so `swift test`
/// runs them: a planted bug in how a name becomes an option fails here, not only in the slow
/// template gate of `.ci/run`.
@Suite("Generator", .tags(.scripts), .hangGuard)
struct GeneratorTests {
  @Test("The generator's pure part passes its own tests, the seeded randomized one included")
  func pythonTests() async throws {
    let tests = packageRoot.appendingPathComponent("scripts/tests").path
    let result = try await run(
      "python3", ["-m", "unittest", "discover", "-s", tests],
      in: FileManager.default.temporaryDirectory)
    #expect(result.exitCode == 0, "\(result.output)")
    #expect(result.output.contains("\nOK"), "\(result.output)")
  }
}
