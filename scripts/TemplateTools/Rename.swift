public import Foundation

/// `scripts/rename Bookshelf`: the template made the app's own, in file contents and file names.
///
/// | before | after | what |
/// | --- | --- | --- |
/// | `STRATA` | `BOOKSHELF` | environment variables (`STRATA_BASE_URL`) |
/// | `Strata` | `Bookshelf` | the package, types, prose |
/// | `strata` | `bookshelf` | the command, data directories, the sandbox's host |
///
/// Every change is worked out (``plan(files:read:)``) before any is written (``apply(_:in:)``),
/// and only files git lists are touched (outside git, every file but `.build`, `.git` and
/// `.swiftpm`): a file that is not UTF-8 text keeps its contents.
public struct Rename: Sendable {
  /// The name the template ships with.
  public static let old = "Strata"

  /// The new name, as given.
  public let name: String

  /// A renaming to `name`.
  ///
  /// - Throws: ``ToolError`` when `name` is not letters and digits starting with an uppercase
  ///   letter (2 to 40 of them), or is the name already.
  public init(to name: String) throws(ToolError) {
    guard name.wholeMatch(of: #/[A-Z][A-Za-z0-9]{1,39}/#) != nil else {
      throw ToolError(
        "'\(name)' is not a usable name: letters and digits, starting with an uppercase letter, "
          + "for example Bookshelf")
    }
    guard name != Self.old else { throw ToolError("the package is already called \(Self.old)") }
    self.name = name
  }

  /// What renaming changes, each file's new text and each new path, relative to the root.
  public struct Plan: Sendable {
    /// Each file whose contents change, with its new text.
    public var edits: [(path: String, text: String)] = []
    /// Each file whose path changes, with its new path.
    public var moves: [(from: String, to: String)] = []
  }

  /// `text` with each spelling of the old name replaced by the same spelling of the new.
  func renamed(_ text: String) -> String {
    [
      (Self.old.uppercased(), name.uppercased()), (Self.old, name),
      (Self.old.lowercased(), name.lowercased()),
    ].reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
  }

  /// The plan for `files`, paths relative to the root, reading each with `read` (`nil` for a file
  /// that is not UTF-8 text, whose contents stay as they are).
  public func plan(files: [String], read: (String) -> String?) -> Plan {
    var plan = Plan()
    for path in files {
      if let text = read(path), renamed(text) != text { plan.edits.append((path, renamed(text))) }
      if renamed(path) != path { plan.moves.append((path, renamed(path))) }
    }
    return plan
  }

  /// Writes `plan` under `root`: each text (atomically, keeping the file's permissions), then each
  /// move; a folder left empty whose name held the old name goes too. The Swift files edited are formatted last, since a longer
  /// name can make a line longer than `swift format lint --strict` allows.
  public func apply(_ plan: Plan, in root: URL) throws(ToolError) {
    let files = FileManager.default
    func url(_ path: String) -> URL { root.appendingPathComponent(path) }
    do {
      for (path, text) in plan.edits {
        // A new file replaces the old one: it takes its permissions (a script stays executable).
        let permissions = try files.attributesOfItem(atPath: url(path).path)[.posixPermissions]
        try text.write(to: url(path), atomically: true, encoding: .utf8)
        if let permissions {
          try files.setAttributes([.posixPermissions: permissions], ofItemAtPath: url(path).path)
        }
      }
      for (from, to) in plan.moves {
        try files.createDirectory(
          at: url(to).deletingLastPathComponent(), withIntermediateDirectories: true)
        try files.moveItem(at: url(from), to: url(to))
        var folder = url(from).deletingLastPathComponent()
        while folder.path.count > root.path.count,
          folder.lastPathComponent.lowercased().contains(Self.old.lowercased()),
          (try? files.contentsOfDirectory(atPath: folder.path))?.isEmpty == true
        {
          try files.removeItem(at: folder)
          folder.deleteLastPathComponent()
        }
      }
    } catch {
      throw ToolError("the renaming stopped part way: \(error)")
    }
    let swift = plan.edits.map { renamed($0.path) }.filter { $0.hasSuffix(".swift") }
    guard !swift.isEmpty else { return }
    let formatted = try Command.run("swift", ["format", "format", "--in-place"] + swift, in: root)
    guard formatted.status == 0 else {
      throw ToolError("swift format could not format the renamed files: \(formatted.errors)")
    }
  }

  /// The files under `root` a renaming touches: those git lists, tracked or not but not ignored;
  /// outside git, every file but those in `.build`, `.git` and `.swiftpm`.
  public static func files(in root: URL) -> [String] {
    let manager = FileManager.default
    func isFile(_ path: String) -> Bool {
      var isDirectory: ObjCBool = false
      return manager.fileExists(
        atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory)
        && !isDirectory.boolValue
    }
    if let listed = try? Command.run(
      "git", ["ls-files", "-z", "-co", "--exclude-standard"], in: root), listed.status == 0
    {
      return listed.output.split(separator: "\0").map(String.init).filter(isFile)
    }
    let skipped: Set<String> = [".build", ".git", ".swiftpm"]
    let all = (try? manager.subpathsOfDirectory(atPath: root.path)) ?? []
    return all.filter { path in
      !path.split(separator: "/").contains { skipped.contains(String($0)) } && isFile(path)
    }
  }
}
