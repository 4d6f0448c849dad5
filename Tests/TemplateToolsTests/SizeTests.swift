import Foundation
import Testing

@testable import TemplateTools

@Suite("scripts/size: the counts the tree is judged by")
struct SizeTests {
  static let tree = [
    "Modules/Domain/A.swift": "let a = 1\nlet b = 2\n",
    "Modules/Extra/B.swift": "let c = 3\n",
    "Tests/DomainTests/ATests.swift": "import Testing\n",
    "Tests/CLITests/Golden/help.txt": "usage\nline\nthree\n",
    "README.md": "Two words\nand [a link](Modules/Extra/B.swift) more\n",
    "scripts/tool.swift": "not counted\n",
    "image.png": nil,
  ]

  @Test("Swift lines by folder, the tests' other files apart, Markdown words")
  func counts() {
    let size = Size(files: Array(Self.tree.keys)) { Self.tree[$0] ?? nil }
    #expect([size.modules, size.tests, size.fixtures, size.words] as [Int] == [3, 1, 3, 6])
  }

  @Test("Without a removal, its files and lines count for nothing, and nothing is written")
  func withoutARemoval() {
    var removal = Removal(of: [], files: []) { _ in nil }
    removal.deleted = ["Modules/Extra"]
    removal.edits = [("README.md", "Two words\n")]
    let size = Size(files: Array(Self.tree.keys), without: removal) { Self.tree[$0] ?? nil }
    #expect([size.modules, size.tests, size.fixtures, size.words] as [Int] == [2, 1, 3, 2])
  }

  @Test("The tree's own counts are those of the files git keeps, read one by one")
  func theTree() throws {
    let files = try Rename.files(in: packageRoot)
    let size = Size(files: files) { Rename.text(of: $0, in: packageRoot) }
    var swift = 0
    for path in files where path.hasPrefix("Modules/") && path.hasSuffix(".swift") {
      let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
      swift += text.utf8.filter { $0 == UInt8(ascii: "\n") }.count
    }
    #expect(size.modules == swift)
    let core = Size(
      files: files,
      without: Removal(of: Extra.all, files: files) { Rename.text(of: $0, in: packageRoot) }
    ) { Rename.text(of: $0, in: packageRoot) }
    // Smaller while an extra is in (the lab and the course have no Swift of the app's), the
    // same once every one is out.
    let anyIn = Extra.all.contains {
      FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent($0.paths[0]).path)
    }
    #expect(core.modules <= size.modules && core.tests <= size.tests)
    #expect(anyIn == (core != size))
  }
}
