import Foundation
import Testing

/// `swift test` needs the toolchain alone: no test may start an interpreter or a terminal
/// multiplexer that a machine with Swift and nothing else lacks.
@Suite("The toolchain alone")
struct ToolchainAloneTests {
  /// The programs no test may name, spelled so that this file does not name them.
  static let forbidden = ["py" + "thon3", "t" + "mux"]

  @Test("No Swift file under Tests names a program beyond the toolchain")
  func namesNone() throws {
    let tests = packageRoot.appendingPathComponent("Tests")
    let files =
      FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") } ?? []
    #expect(files.count > 100, "the test files were not found")
    for file in files {
      let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
      for name in Self.forbidden {
        #expect(!text.contains(name), "Tests/\(file) names \(name)")
      }
    }
  }
}
