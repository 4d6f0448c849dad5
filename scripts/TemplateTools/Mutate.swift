public import Foundation

/// One bug planted on purpose, from `scripts/lab/mutants.json`: in which file, what text becomes
/// what, and what it would break, in words.
public struct Mutant: Codable, Sendable, Equatable {
  /// Its name, for `scripts/lab/mutate NAME`.
  public var name: String
  /// The file it is planted in, relative to the package's root.
  public var file: String
  /// Text found exactly once in the file.
  public var find: String
  /// What that text becomes: the bug.
  public var replace: String
  /// What the bug would break.
  public var why: String
}

/// `scripts/lab/mutate`: each mutant is planted alone in a copy of the tree (kept between runs, so
/// each build is incremental), and the suite runs until its first failure, which names the test
/// that caught it; a mutant that survives is a hole in the suite. Too slow for CI.
public enum Mutate {
  /// Where the list is, in the package.
  public static let list = "scripts/lab/mutants.json"

  /// A run longer than this has hung: the mutant counts as caught, and the report says how.
  static let runLimit: TimeInterval = 600

  /// The mutants of the list under `root`.
  ///
  /// - Throws: ``ToolError`` when the list cannot be read.
  public static func mutants(in root: URL) throws(ToolError) -> [Mutant] {
    struct List: Decodable { var mutants: [Mutant] }
    do {
      let data = try Data(contentsOf: root.appendingPathComponent(list))
      return try JSONDecoder().decode(List.self, from: data).mutants
    } catch {
      throw ToolError("\(list) cannot be read: \(error)")
    }
  }

  /// `text` with the mutant's bug planted, or `nil` unless its text occurs there exactly once.
  public static func planted(_ mutant: Mutant, in text: String) -> String? {
    guard !mutant.find.isEmpty else { return nil }
    let parts = text.components(separatedBy: mutant.find)
    guard parts.count == 2 else { return nil }
    return parts[0] + mutant.replace + parts[1]
  }

  /// Plants each of `mutants` alone in the copy of `root` at `work`, and says which test caught
  /// it, through `say` as it goes; returns the table of results and whether every one was caught.
  ///
  /// - Throws: ``ToolError`` when the copy cannot be made, or does not build or pass unmutated.
  public static func run(
    _ mutants: [Mutant], from root: URL, in work: URL, say: (String) -> Void
  ) throws(ToolError) -> (table: String, allCaught: Bool) {
    try copy(root, to: work)
    say("Building the unmutated copy in \(work.path)…")
    guard try build(work) == nil else { throw ToolError("the copy does not build unmutated") }
    if let failed = try firstFailure(in: work, planted: nil) {
      throw ToolError("the suite fails without any mutant: \(failed)")
    }
    var rows = ["| mutant | file | the bug | caught by |", "| --- | --- | --- | --- |"]
    var (survivors, broken) = ([String](), [String]())
    for (index, mutant) in mutants.enumerated() {
      let file = work.appendingPathComponent(mutant.file)
      guard let original = try? String(contentsOf: file, encoding: .utf8),
        let changed = planted(mutant, in: original)
      else {
        broken.append("\(mutant.name): its text is not in \(mutant.file) exactly once")
        continue
      }
      let started = Date()
      var caught: String?
      do {
        try Data(changed.utf8).write(to: file)
        defer { try? Data(original.utf8).write(to: file) }
        if let errors = try build(work) {
          broken.append("\(mutant.name): does not compile: \(errors)")
          continue
        }
        caught = try firstFailure(in: work, planted: mutant.name)
      } catch let error as ToolError {
        throw error
      } catch {
        throw ToolError("the copy could not be changed: \(error)")
      }
      let seconds = Int(Date().timeIntervalSince(started))
      say(
        "[\(index + 1)/\(mutants.count)] \(mutant.name): "
          + (caught.map { "caught by \($0) (\(seconds) s)" } ?? "SURVIVED"))
      if caught == nil { survivors.append(mutant.name) }
      rows.append(
        "| `\(mutant.name)` | `\(mutant.file)` | \(mutant.why) | \(caught ?? "**survived**") |")
    }
    _ = try build(work)  // the copy unmutated again, for the next run
    let caughtCount = rows.count - 2 - survivors.count
    rows.append("")
    rows.append("\(caughtCount) of \(rows.count - 3) mutants caught; \(survivors.count) survived.")
    rows += broken.map { "Not run: \($0)." }
    return (rows.joined(separator: "\n"), survivors.isEmpty && broken.isEmpty)
  }

  /// Brings the copy at `work` up to date with the files `root` keeps, leaving its `.build`.
  static func copy(_ root: URL, to work: URL) throws(ToolError) {
    let manager = FileManager.default
    let wanted = try Rename.files(in: root)
    let keep = Set(wanted)
    if let walk = manager.enumerator(at: work, includingPropertiesForKeys: [.isRegularFileKey]) {
      for case let url as URL in walk {
        let path = String(url.path.dropFirst(work.path.count + 1))
        if [".build", ".git"].contains(url.lastPathComponent) {
          walk.skipDescendants()
        } else if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
          !keep.contains(path)
        {
          try? manager.removeItem(at: url)
        }
      }
    }
    do {
      for path in wanted {
        let (source, target) = (
          root.appendingPathComponent(path), work.appendingPathComponent(path)
        )
        guard let data = manager.contents(atPath: source.path),
          manager.contents(atPath: target.path) != data
        else { continue }
        try manager.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: target)
        let mode = try manager.attributesOfItem(atPath: source.path)[.posixPermissions]
        try manager.setAttributes([.posixPermissions: mode as Any], ofItemAtPath: target.path)
      }
    } catch {
      throw ToolError("the copy at \(work.path) could not be brought up to date: \(error)")
    }
  }

  /// `nil` when the copy builds, or its first errors.
  static func build(_ work: URL) throws(ToolError) -> String? {
    let built = try Command.run("swift", ["build", "--build-tests"], in: work)
    guard built.status != 0 else { return nil }
    let errors = (built.output + built.errors).split(separator: "\n").filter {
      $0.contains("error:")
    }
    return errors.prefix(2).joined(separator: " / ")
  }

  /// The first test that fails in the copy's suite, which then stops, or `nil` when every test
  /// passes; a run that hangs or ends without naming a test is a failure too, said so.
  static func firstFailure(in work: URL, planted: String?) throws(ToolError) -> String? {
    let output = work.appendingPathComponent(".build/mutate-run.txt")
    let products = work.appendingPathComponent(".build/debug").path
    let binary = (try? FileManager.default.contentsOfDirectory(atPath: products))?.first {
      $0.hasSuffix("PackageTests.xctest")
    }
    guard let binary, FileManager.default.createFile(atPath: output.path, contents: nil),
      let handle = try? FileHandle(forWritingTo: output)
    else { throw ToolError("the copy has no test binary to run") }
    let process = Process()
    process.executableURL = work.appendingPathComponent(".build/debug/\(binary)")
    process.arguments = ["--testing-library", "swift-testing"]
    process.currentDirectoryURL = work
    var environment = ProcessInfo.processInfo.environment
    environment["STRATA_PLANTED_MUTANT"] = planted
    process.environment = environment
    (process.standardOutput, process.standardError) = (handle, handle)
    do { try process.run() } catch { throw ToolError("the suite could not start: \(error)") }
    let started = Date()
    let failure = #/Test "(.+?)"(?: with \d+ test cases?)? (?:recorded an issue|failed)/#
    // Killed, not asked to stop: a suite with a bug planted may not stop when asked.
    func stop() {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    defer { try? handle.close() }
    while true {
      // Whether it ended is read before what it wrote, so nothing written before it ended is missed.
      let ended = !process.isRunning
      let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
      if let found = text.firstMatch(of: failure) {
        if !ended { stop() }
        return String(found.output.1)
      }
      if ended {
        guard process.terminationStatus != 0 else { return nil }
        let tail = text.split(separator: "\n").suffix(3).joined(separator: " / ")
        return "(the test process ended: \(tail))"
      }
      if Date().timeIntervalSince(started) > runLimit {
        stop()
        return "(the hang guard: the run did not end within \(Int(runLimit) / 60) minutes)"
      }
      Thread.sleep(forTimeInterval: 0.5)
    }
  }
}
