import Foundation
import TestSupport
import Testing

/// README, ARCHITECTURE.md, the decision records and the DocC articles are held to the code by
/// `scripts/check-docs`: every Swift block that claims to be Strata code compiles against the
/// modules this test run was built from, and every relative link resolves.
@Suite("Documentation agrees with the code", .tags(.scripts), .hangGuard)
struct DocumentationTests {
  /// The `.swiftmodule` files beside this test bundle: the build under test, whatever its path.
  static var builtModules: URL {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("Modules")
    if FileManager.default.fileExists(atPath: besideTests.path) { return besideTests }
    return packageRoot.appendingPathComponent(".build/debug/Modules")
  }

  @Test("Every Swift block compiles and every link resolves")
  func documentsAgree() async throws {
    let script = packageRoot.appendingPathComponent("scripts/check-docs").path
    let result = try await run(
      "python3", [script, "--modules", Self.builtModules.path],
      in: FileManager.default.temporaryDirectory)
    #expect(result.exitCode == 0, "\(result.output)")
    #expect(result.output.contains("Documents agree with the code"))
  }
}
