import Domain
import Foundation
import TestSupport
import Testing

@testable import CLI

/// What a data directory can hold that Strata never wrote (a FIFO, a link to `/dev/zero`, a
/// sparse file of 2 GB), in place of every file of a real store in turn: none may hang a command,
/// grow its memory or crash it; a file read that is not a store's says so with exit 74 and its
/// path, and an outbox change that cannot be read is listed to be discarded while the others wait.
///
/// The commands make the store, so a file a new feature adds is checked without a line here.
@Suite("End to end: a hostile data directory", .tags(.endToEnd, .hostile), .hangGuard)
struct HostileDataEndToEndTests {
  let home: TemporaryDirectory

  init() throws {
    home = try TemporaryDirectory()
  }

  /// A way a file can be other than what Strata wrote.
  enum Shape: String, CaseIterable, Sendable {
    case fifo, linkToDevZero, sparse2GB

    func replace(_ path: String) throws {
      try FileManager.default.removeItem(atPath: path)
      switch self {
      case .fifo:
        #expect(mkfifo(path, 0o600) == 0)
      case .linkToDevZero:
        try FileManager.default.createSymbolicLink(
          atPath: path, withDestinationPath: "/dev/zero")
      case .sparse2GB:
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 2 << 30) == 0)
      }
    }
  }

  /// The reads, which between them open every store file. (`sync` only writes what these read,
  /// and a write replaces a file whatever it was, atomically.)
  static let reads =
    [["outbox"]]
    + sampleReads
    + resourceReads

  @Test(
    "Each store file replaced: no hang, no crash, and a file that is read is named with exit 74",
    arguments: Shape.allCases)
  func replaced(shape: Shape) async throws {
    let data = home.appending("data")
    #expect(try await StrataBinary.run(["sync"], home: home).exitCode == 0)
    try await storeResources()
    try await storeSamples(in: data)
    let files = try Self.storeFiles(in: data)
    // Nothing to replace only when nothing reads a store but the outbox.
    #expect(!files.isEmpty || Self.reads == [["outbox"]], "\(files)")

    // Each file replaced in a copy of the store of its own, so the files are checked at once,
    // not one after the other: the runs are many, short, and independent.
    try await withThrowingTaskGroup(of: Void.self) { group in
      for file in files {
        group.addTask { try await Self.checkReads(with: file, replacedBy: shape, in: data) }
      }
      try await group.waitForAll()
    }
  }

  /// Runs every read on a copy of `data` in which `file` is replaced by `shape`.
  static func checkReads(with file: String, replacedBy shape: Shape, in data: URL) async throws {
    let home = try TemporaryDirectory()
    let copy = home.appending("data")
    try FileManager.default.copyItem(at: data, to: copy)
    let path = copy.appendingPathComponent(file).path
    try shape.replace(path)
    var named = false
    for read in reads {
      // Memory is measured where it could grow: the 2 GB file.
      let result =
        shape == .sparse2GB
        ? try await StrataBinary.runMeasuringMemory(read, home: home)
        : try await StrataBinary.run(read, home: home)
      let what = "strata \(read.joined(separator: " ")) with \(file) a \(shape)"
      #expect(result.killedBy == nil, "\(what) crashed: \(result.stderr)")
      #expect([0, 1, 69, 74].contains(result.exitCode), "\(what): \(result.stderr)")
      if let peak = result.peakMemoryBytes {
        #expect(peak < 200 << 20, "\(what) grew to \(peak >> 20) MiB")
      }
      named = named || (result.exitCode == 74 && result.stderr.contains(path))
      // A change of the outbox, `change-<id>-<resource>.json`, is listed as one to discard.
      let name = URL(fileURLWithPath: file).lastPathComponent
      if name.hasPrefix("change-"), let id = name.split(separator: "-").dropFirst().first {
        named = named || result.stdout.contains("  \(id)  cannot be read")
      }
    }
    // A lock file is opened, never read: its shape is not a store's problem. The outbox's
    // counter is read only when a change is added, which these reads never do.
    if !file.hasSuffix(".lock") && !file.hasSuffix("/next.json") {
      #expect(named, "no command said that \(file), a \(shape), cannot be used")
    }
  }

  /// Every regular file below `directory`, relative to it.
  static func storeFiles(in directory: URL) throws -> [String] {
    try FileManager.default.subpathsOfDirectory(atPath: directory.path).filter { relative in
      var isDirectory: ObjCBool = false
      let full = directory.appendingPathComponent(relative).path
      return FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory)
        && !isDirectory.boolValue
    }.sorted()
  }
}
