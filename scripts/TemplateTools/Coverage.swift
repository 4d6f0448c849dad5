public import Foundation

/// `scripts/coverage`: each module's line coverage against its floor, 90% for a library and 75%
/// for the executable, whose end-to-end suites run in child processes coverage does not count (so
/// they are not run for it). Mocks, test support, tools and tests are not measured.
public enum Coverage {
  /// One module's lines, and the floor they are held to.
  public struct Row: Hashable, Sendable {
    /// The module's name.
    public var module: String
    /// Its lines that could run.
    public var lines: Int
    /// Those the tests ran.
    public var covered: Int
    /// The least share of its lines, in percent, the tests must run.
    public var floor: Double

    /// The share of its lines the tests ran, in percent; 0 for a module of no lines.
    public var percent: Double { lines > 0 ? 100 * Double(covered) / Double(lines) : 0 }
  }

  /// Each production module of `manifest`, libraries then the executable, its floor, no lines yet.
  public static func rows(of manifest: Manifest) -> [Row] {
    let modules = manifest.targets.filter(\.isProduction)
    return (modules.filter { !$0.isExecutable } + modules.filter(\.isExecutable)).map {
      Row(module: $0.name, lines: 0, covered: 0, floor: $0.isExecutable ? 75 : 90)
    }
  }

  /// `rows` with the lines of `llvm-cov export -summary-only`'s answer counted in: those of each
  /// file under `modules` (the real path of `Modules/`), in the module its first folder names.
  ///
  /// - Throws: ``ToolError`` when `export` is not such an answer.
  public static func counting(_ export: Data, under modules: String, into rows: [Row])
    throws(ToolError) -> [Row]
  {
    struct Export: Decodable {
      struct Part: Decodable { var files: [File] }
      struct File: Decodable {
        var filename: String
        var summary: Summary
      }
      struct Summary: Decodable { var lines: Lines }
      struct Lines: Decodable {
        var count: Int
        var covered: Int
      }
      var data: [Part]
    }
    guard let files = (try? JSONDecoder().decode(Export.self, from: export))?.data.first?.files
    else { throw ToolError("llvm-cov's export is not a coverage summary") }
    var rows = rows
    let prefix = modules.hasSuffix("/") ? modules : modules + "/"
    for file in files {
      let path = URL(fileURLWithPath: file.filename).resolvingSymlinksInPath().path
      guard path.hasPrefix(prefix),
        let module = path.dropFirst(prefix.count).split(separator: "/").first,
        let index = rows.firstIndex(where: { $0.module == module })
      else { continue }
      rows[index].lines += file.summary.lines.count
      rows[index].covered += file.summary.lines.covered
    }
    return rows
  }

  /// The table `scripts/coverage` prints, a line a module, each below its floor marked so.
  public static func table(_ rows: [Row]) -> String {
    func left(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(0, width - text.count))
    }
    func right(_ text: String, _ width: Int) -> String {
      String(repeating: " ", count: max(0, width - text.count)) + text
    }
    let head = left("module", 14) + right("lines", 8) + right("covered", 10)
    let lines = rows.map { row in
      left(row.module, 14) + right("\(row.lines)", 8) + right("\(row.covered)", 10)
        + right(String(format: "%.1f%%", row.percent), 10)
        + right(String(format: "%.0f%%", row.floor), 8)
        + (row.percent >= row.floor ? "" : "  below the floor")
    }
    return ([head + right("coverage", 10) + right("floor", 8)] + lines).joined(separator: "\n")
  }

  /// Runs the tests with coverage when `testing` (end-to-end suites left out), then counts the
  /// last run's lines, prints the table and returns the modules below their floor.
  ///
  /// - Throws: ``ToolError`` when the tests fail, or there is no run to count.
  public static func run(in root: URL, testing: Bool) throws(ToolError) -> [String] {
    // A scratch folder of its own: coverage flags would otherwise invalidate the normal build.
    let scratch = root.appendingPathComponent(".build/coverage").path
    if testing {
      let test = [
        "test", "--enable-code-coverage", "--scratch-path", scratch, "--skip", "EndToEnd",
      ]
      print("$ swift " + test.joined(separator: " "))
      let tested = try Command.run("swift", test, in: root)
      let lines = (tested.output + tested.errors).split(separator: "\n")
      // The summaries: Swift Testing's, and XCTest's for suites of it.
      print(
        lines.filter { $0.contains("Test run with") || $0.hasPrefix("Executed ") }
          .joined(separator: "\n"))
      guard tested.status == 0 else {
        let failures = lines.filter { $0.hasPrefix("✘") }.prefix(40)
        print((failures.isEmpty ? lines.suffix(200) : failures).joined(separator: "\n"))
        throw ToolError("the tests failed")
      }
    }
    let bin = try Command.run(
      "swift", ["build", "--scratch-path", scratch, "--show-bin-path"], in: root)
    let folder = bin.output.trimmingCharacters(in: .whitespacesAndNewlines)
    let profile = folder + "/codecov/default.profdata"
    let bundle = (try? FileManager.default.contentsOfDirectory(atPath: folder))?
      .first { $0.hasSuffix("PackageTests.xctest") }
    guard bin.status == 0, let bundle, FileManager.default.fileExists(atPath: profile) else {
      throw ToolError("no coverage data; run scripts/coverage without --report first")
    }
    var binary = folder + "/" + bundle
    var isBundle: ObjCBool = false
    if FileManager.default.fileExists(atPath: binary, isDirectory: &isBundle), isBundle.boolValue {
      binary += "/Contents/MacOS/" + bundle.dropLast(".xctest".count)
    }
    guard let llvmCov = toolchainProgram("llvm-cov") else {
      throw ToolError("llvm-cov was not found; it ships with the Swift toolchain")
    }
    let exported = try Command.run(
      llvmCov[0],
      llvmCov.dropFirst() + ["export", "-summary-only", "-instr-profile", profile, binary])
    guard exported.status == 0 else {
      throw ToolError("llvm-cov export failed: \(exported.errors)")
    }
    let rows = try counting(
      Data(exported.output.utf8),
      under: root.appendingPathComponent("Modules").resolvingSymlinksInPath().path,
      into: rows(of: Manifest.dump(root: root)))
    print(table(rows))
    return rows.filter { $0.percent < $0.floor }.map(\.module)
  }

  /// How to run a program of the toolchain (`llvm-cov`): the copy beside `swift` first, since
  /// another may not read this compiler's profiles, then the first in `PATH`, then through
  /// `xcrun` (macOS); `nil` when there is none.
  public static func toolchainProgram(_ name: String) -> [String]? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    func found(_ program: String) -> URL? {
      folders.map { URL(fileURLWithPath: String($0)).appendingPathComponent(program) }.first {
        FileManager.default.isExecutableFile(atPath: $0.path)
      }
    }
    let beside = found("swift")?.resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent(name)
    if let beside, FileManager.default.isExecutableFile(atPath: beside.path) {
      return [beside.path]
    }
    if let program = found(name) { return [program.path] }
    return found("xcrun").map { [$0.path, name] }
  }
}
