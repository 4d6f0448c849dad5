public import Foundation

/// `scripts/rename Bookshelf`: the template made the app's own, in file contents and file names.
///
/// | before | after | what |
/// | --- | --- | --- |
/// | `STRATA` | `BOOKSHELF` | environment variables (`STRATA_BASE_URL`) |
/// | `Strata` | `Bookshelf` | the package, types, prose |
/// | `strata` | `bookshelf` | the command, data directories, the sandbox's host |
///
/// Every change is worked out (``plan(files:read:)``) before any is written (``apply(_:in:)``);
/// a file that is not UTF-8 text keeps its contents.
public struct Rename: Sendable {
  /// The name the template ships with.
  public static let old = "Strata"

  /// The new name, as given.
  public let name: String

  /// A renaming to `name`, surrounding white space ignored.
  ///
  /// - Throws: ``ToolError`` when `name` is not letters and digits starting with an uppercase
  ///   letter (2 to 40 of them), or is the name already, in any case.
  public init(to name: String) throws(ToolError) {
    let name = name.trimmingCharacters(in: .whitespaces)
    guard name.wholeMatch(of: #/[A-Z][A-Za-z0-9]{1,39}/#) != nil else {
      throw ToolError(
        "'\(name)' is not a usable name: letters and digits, starting with an uppercase letter, "
          + "for example Bookshelf")
    }
    guard name.lowercased() != Self.old.lowercased() else {
      throw ToolError("the package is already called \(Self.old)")
    }
    self.name = name
  }

  /// What renaming changes, each file's new text and each new path, relative to the root.
  public struct Plan: Sendable {
    /// Each file whose contents change, with its new text.
    public var edits: [(path: String, text: String)] = []
    /// Each file whose path changes, with its new path.
    public var moves: [(from: String, to: String)] = []
  }

  /// `text` with each spelling of the old name (all capitals, as it is, all small) replaced by
  /// the same spelling of the new, in one pass: a new name that holds the old one
  /// (`Substrata`) is not renamed again.
  func renamed(_ text: String) -> String {
    let spellings = [Self.old.uppercased(), Self.old, Self.old.lowercased()]
    let replacements = [name.uppercased(), name, name.lowercased()]
    var result = ""
    var rest = text[...]
    while let found = rest.range(of: Self.old, options: .caseInsensitive) {
      result += rest[..<found.lowerBound]
      let spelled = String(rest[found])
      result += spellings.firstIndex(of: spelled).map { replacements[$0] } ?? spelled
      rest = rest[found.upperBound...]
    }
    return result + rest
  }

  /// The plan for `files`, paths relative to the root, reading each with `read` (`nil` for a file
  /// whose contents stay).
  public func plan(files: [String], read: (String) -> String?) -> Plan {
    var plan = Plan()
    for path in files {
      if let text = read(path), renamed(text) != text { plan.edits.append((path, renamed(text))) }
      if renamed(path) != path { plan.moves.append((path, renamed(path))) }
    }
    return plan
  }

  /// The text of the file at `path` under `root`, for ``plan(files:read:)``: `nil` for one that
  /// is not UTF-8 text, and for a link, whose target is renamed where it is listed itself.
  public static func text(of path: String, in root: URL) -> String? {
    let url = root.appendingPathComponent(path)
    guard (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) == nil else {
      return nil
    }
    return try? String(contentsOf: url, encoding: .utf8)
  }

  /// Writes `plan` under `root` (texts, then moves, then removes folders left empty) and formats
  /// the edited Swift files, since a longer name can make a line longer than the linter allows.
  public func apply(_ plan: Plan, in root: URL) throws(ToolError) {
    let files = FileManager.default
    func url(_ path: String) -> URL { root.appendingPathComponent(path) }
    var current = ""
    do {
      for (path, text) in plan.edits {
        current = path
        try Data(text.utf8).write(to: url(path))
      }
      for (from, to) in plan.moves {
        current = from
        try files.createDirectory(
          at: url(to).deletingLastPathComponent(), withIntermediateDirectories: true)
        try files.moveItem(at: url(from), to: url(to))
        var folder = url(from).deletingLastPathComponent()
        while folder.standardizedFileURL.path.count > root.standardizedFileURL.path.count,
          (try? files.contentsOfDirectory(atPath: folder.path))?.isEmpty == true
        {
          try files.removeItem(at: folder)
          folder.deleteLastPathComponent()
        }
      }
    } catch {
      throw ToolError(
        "the renaming stopped at \(current): \(error.localizedDescription); in git, "
          + "`git checkout -- . && git clean -fd` puts the tree back as it was")
    }
    let swift = plan.edits.map { renamed($0.path) }.filter { $0.hasSuffix(".swift") }
    guard !swift.isEmpty else { return }
    let formatted = try Command.run("swift", ["format", "format", "--in-place"] + swift, in: root)
    guard formatted.status == 0 else {
      throw ToolError("swift format could not format the renamed files: \(formatted.errors)")
    }
  }

  /// The files under `root` a renaming touches: in a git work tree, those git lists, tracked or
  /// not but not ignored; elsewhere, every file but those in `.build`, `.git` and `.swiftpm`.
  ///
  /// - Throws: ``ToolError`` when git cannot list the files of its work tree.
  public static func files(in root: URL) throws(ToolError) -> [String] {
    let manager = FileManager.default
    func isFile(_ path: String) -> Bool {
      var isDirectory: ObjCBool = false
      return manager.fileExists(
        atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory)
        && !isDirectory.boolValue
    }
    let inGit = try? Command.run("git", ["rev-parse", "--is-inside-work-tree"], in: root)
    if inGit?.status == 0 {
      let listed = try Command.run(
        "git", ["ls-files", "-z", "-co", "--exclude-standard"], in: root)
      guard listed.status == 0 else {
        throw ToolError("git could not list the files to rename: \(listed.errors)")
      }
      // A file listed but deleted since is not there to rename.
      return listed.output.split(separator: "\0").map(String.init).filter(isFile)
    }
    let skipped: Set<String> = [".build", ".git", ".swiftpm"]
    let all = (try? manager.subpathsOfDirectory(atPath: root.path)) ?? []
    return all.filter { path in
      !path.split(separator: "/").contains { skipped.contains(String($0)) } && isFile(path)
    }
  }
}
