import Foundation
import TestSupport
import Testing

@testable import TemplateTools

/// `scripts/rename`: every spelling of the name, in contents and paths, worked out before writing.
@Suite("rename")
struct RenameTests {
  /// A name to rename to: any but the package's own (which `scripts/rename` changes here too).
  static let new = Rename.old == "Atlas" ? "Basalt" : "Atlas"

  @Test("Each spelling becomes the same spelling of the new name, in contents and in paths")
  func plan() throws {
    let files = [
      "Package.swift":
        #"let package = Package(name: "Strata", products: [.executable(name: "strata")])"#,
      "Modules/CLI/Strata.swift": "struct Strata {}  // reads STRATA_BASE_URL",
      "docs/logo.png": nil,
      "README.md": "Nothing to rename here.",
    ]
    let new = Self.new
    let plan = try Rename(to: new).plan(files: files.keys.sorted()) { files[$0] ?? nil }
    #expect(plan.edits.map(\.path) == ["Modules/CLI/Strata.swift", "Package.swift"])
    #expect(plan.edits.first?.text == "struct \(new) {}  // reads \(new.uppercased())_BASE_URL")
    #expect(
      plan.edits.last?.text
        == #"let package = Package(name: "\#(new)", products: [.executable(name: "\#(new.lowercased())")])"#
    )
    #expect(plan.moves.map(\.from) == ["Modules/CLI/Strata.swift"])
    #expect(plan.moves.map(\.to) == ["Modules/CLI/\(new).swift"])
  }

  @Test(
    "A name Swift would not take as a type, or the name it has, is refused",
    arguments: [
      "atlas", "A", "At las", "At-las", "Strata", Rename.old.uppercased(), "Atlös",
      String(repeating: "A", count: 41),
    ])
  func refused(name: String) {
    #expect(throws: ToolError.self) { try Rename(to: name) }
  }

  @Test("A new name that holds the old one is not renamed again; white space around it is let go")
  func once() throws {
    #expect(
      try Rename(to: "Substrata").renamed("Strata, strata, STRATA")
        == "Substrata, substrata, SUBSTRATA")
    #expect(try Rename(to: " \(Self.new) ").name == Self.new)
  }

  @Test("In git: the files it lists, untracked ones too, but not the ignored or the deleted")
  func listedByGit() throws {
    let directory = try TemporaryDirectory()
    let root = directory.url
    for (name, text) in [(".gitignore", "ignored/\n"), ("kept.txt", "a"), ("gone.txt", "b")] {
      try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("ignored"), withIntermediateDirectories: true)
    try "c".write(
      to: root.appendingPathComponent("ignored/x.txt"), atomically: true, encoding: .utf8)
    for arguments in [["init", "-q"], ["add", "gone.txt"]] {
      #expect(try Command.run("git", arguments, in: root).status == 0)
    }
    try FileManager.default.removeItem(at: root.appendingPathComponent("gone.txt"))
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("link.txt"),
      withDestinationURL: root.appendingPathComponent("kept.txt"))
    #expect(try Rename.files(in: root).sorted() == [".gitignore", "kept.txt", "link.txt"])
    #expect(Rename.text(of: "kept.txt", in: root) == "a")
    #expect(Rename.text(of: "link.txt", in: root) == nil)
  }

  @Test(
    "Applied: files rewritten (their permissions kept) and moved, a folder left empty gone, other bytes untouched"
  )
  func applied() throws {
    let directory = try TemporaryDirectory()
    let root = directory.url
    // Not UTF-8, with the old name's bytes within.
    let binary = Data([0xFF, 0xFE] + Array(Rename.old.utf8))
    let manager = FileManager.default
    try manager.createDirectory(
      at: root.appendingPathComponent("StrataKit/strata"), withIntermediateDirectories: true)
    try "strata run".write(
      to: root.appendingPathComponent("StrataKit/strata/run.sh"), atomically: true,
      encoding: .utf8)
    try manager.setAttributes(
      [.posixPermissions: 0o750],
      ofItemAtPath: root.appendingPathComponent("StrataKit/strata/run.sh").path)
    try binary.write(to: root.appendingPathComponent("logo.bin"))
    try manager.createDirectory(
      at: root.appendingPathComponent(".build/strata"), withIntermediateDirectories: true)
    try "Strata".write(
      to: root.appendingPathComponent(".build/strata/cache"), atomically: true, encoding: .utf8)

    // Outside git: every file but the build's.
    let files = try Rename.files(in: root).sorted()
    #expect(files == ["StrataKit/strata/run.sh", "logo.bin"])
    let renaming = try Rename(to: Self.new)
    let plan = renaming.plan(files: files) { Rename.text(of: $0, in: root) }
    try renaming.apply(plan, in: root)

    let new = Self.new
    let moved = root.appendingPathComponent("\(new)Kit/\(new.lowercased())/run.sh")
    #expect(try String(contentsOf: moved, encoding: .utf8) == "\(new.lowercased()) run")
    // Rewritten, still a program its owner may run.
    let permissions = try manager.attributesOfItem(atPath: moved.path)[.posixPermissions] as? Int
    #expect(permissions == 0o750)
    #expect(!manager.fileExists(atPath: root.appendingPathComponent("StrataKit").path))
    #expect(try Data(contentsOf: root.appendingPathComponent("logo.bin")) == binary)
    #expect(manager.fileExists(atPath: root.appendingPathComponent(".build/strata/cache").path))
  }
}
