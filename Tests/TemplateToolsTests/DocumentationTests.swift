import Foundation
import TemplateTools
import TestSupport
import Testing

/// The documents are held to the code by `DocumentCheck` (`scripts/check-docs`): every Swift block
/// that claims to be Strata code compiles against this run's modules, and every link resolves.
@Suite("Documentation agrees with the code", .tags(.scripts), .hangGuard)
struct DocumentationTests {
  /// The `.swiftmodule` files beside this test bundle: the build under test, whatever its path.
  static var builtModules: URL {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("Modules")
    if FileManager.default.fileExists(atPath: besideTests.path) { return besideTests }
    return packageRoot.appendingPathComponent(".build/debug/Modules")
  }

  /// The check of the package at `root`, against this test run's modules.
  static func check(root: URL = packageRoot) async throws -> DocumentCheck {
    let directory = try TemporaryDirectory()
    let manifest = try Manifest(
      json: Data(contentsOf: try await ManifestDump.shared.write(to: directory.url)))
    return DocumentCheck(root: root, manifest: manifest, modules: builtModules)
  }

  @Test("Every Swift block compiles and every link resolves")
  func documentsAgree() async throws {
    let report = try await Self.check().run()
    #expect(report.problems.isEmpty, "\(report.problems.joined(separator: "\n"))")
    #expect(report.summary.hasPrefix("Documents agree with the code"))
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
    let report = try await Self.check().run(only: file)
    #expect(report.problems.isEmpty == compiles, "\(report.problems)")
    if !compiles {
      #expect(
        report.problems.contains {
          $0.contains("Planted.swift:3: error: this Swift block does not compile")
        })
    }
  }

  @Test("A link broken over two lines, or to lines a file lacks or that hold other code, fails")
  func linksToLines() async throws {
    let root = try TemporaryDirectory()
    try "let a = 1\n".write(to: root.appending("A.swift"), atomically: true, encoding: .utf8)
    try """
    See [the
    file](A.swift), [`let a`](A.swift#L1), [`let b`](A.swift#L1) and [`x`](A.swift#L2), [a](A.swift
    ) and [the line](A.swift#L1).
    """.write(to: root.appending("README.md"), atomically: true, encoding: .utf8)
    let report = try await Self.check(root: root.url).links()
    #expect(
      report.problems == [
        "README.md:2: error: a link broken over two lines: keep it on one",
        "README.md:3: error: a link broken over two lines: keep it on one",
        "README.md:2: error: link to A.swift#L1: line 1 does not hold `let b`",
        "README.md:2: error: link to A.swift#L2: no lines L2 in a file of 1",
        "README.md:3: error: link to A.swift#L1: its text names no code that line 1 holds",
      ])
  }
}
