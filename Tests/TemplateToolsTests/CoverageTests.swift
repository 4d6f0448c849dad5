import Foundation
import Testing

@testable import TemplateTools

/// `scripts/coverage`: which modules are held to which floor, how llvm-cov's summary is counted
/// into them, and the table it prints.
@Suite("coverage")
struct CoverageTests {
  static let manifest = #"""
    {"targets": [
      {"name": "Domain", "type": "regular", "path": "Modules/Domain"},
      {"name": "DomainMocks", "type": "regular", "path": "Modules/DomainMocks"},
      {"name": "TestSupport", "type": "regular", "path": "Modules/TestSupport"},
      {"name": "CLI", "type": "executable", "path": "Modules/CLI"},
      {"name": "Storage", "type": "regular", "path": "Modules/Storage"},
      {"name": "TemplateTools", "type": "regular", "path": "scripts/TemplateTools"},
      {"name": "DomainTests", "type": "test", "path": "Tests/DomainTests"}
    ]}
    """#

  /// llvm-cov's summary of four files: two of the modules', a mock's and a test's.
  static let export = #"""
    {"data": [{"files": [
      {"filename": "/app/Modules/Domain/Note.swift", "summary": {"lines": {"count": 10, "covered": 9}}},
      {"filename": "/app/Modules/CLI/Main.swift", "summary": {"lines": {"count": 8, "covered": 5}}},
      {"filename": "/app/Modules/DomainMocks/Mock.swift", "summary": {"lines": {"count": 5, "covered": 0}}},
      {"filename": "/app/Tests/DomainTests/NoteTests.swift", "summary": {"lines": {"count": 5, "covered": 5}}}
    ]}]}
    """#

  @Test("The app's modules are measured, each at its floor; mocks, support, tools and tests not")
  func rows() throws {
    let rows = Coverage.rows(of: try Manifest(json: Data(Self.manifest.utf8)))
    #expect(rows.map(\.module) == ["Domain", "Storage", "CLI"])
    #expect(rows.map(\.floor) == [90, 90, 75])
  }

  @Test("Each file's lines count in the module of its first folder; the table marks what is below")
  func counted() throws {
    let rows = try Coverage.counting(
      Data(Self.export.utf8), under: "/app/Modules",
      into: Coverage.rows(of: Manifest(json: Data(Self.manifest.utf8))))
    #expect(rows.map(\.lines) == [10, 0, 8] && rows.map(\.covered) == [9, 0, 5])
    #expect(
      Coverage.table(rows) == """
        module           lines   covered  coverage   floor
        Domain              10         9     90.0%     90%
        Storage              0         0      0.0%     90%  below the floor
        CLI                  8         5     62.5%     75%  below the floor
        """)
  }

  @Test("An answer that is not llvm-cov's summary is refused, and a module of no lines is at 0%")
  func refused() throws {
    #expect(throws: ToolError.self) {
      try Coverage.counting(Data("{}".utf8), under: "/app/Modules", into: [])
    }
    #expect(Coverage.Row(module: "Empty", lines: 0, covered: 0, floor: 90).percent == 0)
  }
}
