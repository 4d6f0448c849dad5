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
    let directory = try TemporaryDirectory()
    let script = packageRoot.appendingPathComponent("scripts/check-docs").path
    let manifest = try await ManifestDump.shared.write(to: directory.url)
    let result = try await run(
      "python3", [script, "--modules", Self.builtModules.path, "--manifest", manifest.path],
      in: directory.url)
    #expect(result.exitCode == 0, "\(result.output)")
    #expect(result.output.contains("Documents agree with the code"))
  }

  @Test(
    "A doc comment's Swift block is compiled too: a broken one fails, naming its line",
    arguments: [
      ("let total = Page<Int>(items: [1], page: 1, perPage: 10).items.count", true),
      ("let total = Page<Int>(items: [1], page: 1).itemz.count", false),
    ])
  func docCommentSnippet(statement: String, compiles: Bool) async throws {
    let directory = try TemporaryDirectory()
    let file = directory.appending("Planted.swift")
    try """
    /// A type whose documentation shows it in use:
    ///
    /// ```swift
    /// \(statement)
    /// ```
    struct Planted {}
    """.write(to: file, atomically: true, encoding: .utf8)
    let script = packageRoot.appendingPathComponent("scripts/check-docs").path
    let manifest = try await ManifestDump.shared.write(to: directory.url)
    let result = try await run(
      "python3",
      [
        script, "--modules", Self.builtModules.path, "--only", file.path, "--manifest",
        manifest.path,
      ], in: directory.url)
    #expect((result.exitCode == 0) == compiles, "\(result.output)")
    if !compiles {
      #expect(result.output.contains("Planted.swift:3: error: this Swift block does not compile"))
    }
  }
}
