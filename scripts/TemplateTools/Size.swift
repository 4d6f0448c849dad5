import Foundation

/// `scripts/size`: how big the tree is, in the counts a reader feels: physical lines of Swift
/// under `Modules/` (Mocks and TestSupport included) and under `Tests/`, the tests' other files
/// (JSON and text fixtures, golden texts) apart, and the words of the Markdown git keeps.
public struct Size: Equatable, Sendable {
  /// Lines of `*.swift` under `Modules/`.
  public var modules = 0
  /// Lines of `*.swift` under `Tests/`.
  public var tests = 0
  /// Lines of the other files under `Tests/`.
  public var fixtures = 0
  /// Words of `*.md`, as `wc -w` counts them.
  public var words = 0

  /// The size of a tree of `files` (paths relative to its root), reading each with `read` (`nil`
  /// for one that is not text, which counts for nothing).
  public init(files: [String], read: (String) -> String?) {
    for path in files {
      guard let text = read(path) else { continue }
      let lines = text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
      let swift = path.hasSuffix(".swift")
      if swift, path.hasPrefix("Modules/") { modules += lines }
      if swift, path.hasPrefix("Tests/") { tests += lines }
      if !swift, path.hasPrefix("Tests/") { fixtures += lines }
      if path.hasSuffix(".md") {
        words += text.split(whereSeparator: { $0.isWhitespace }).count
      }
    }
  }

  /// The size of the same tree once `removal` is applied, without applying it.
  public init(files: [String], without removal: Removal, read: (String) -> String?) {
    let edited = Dictionary(removal.edits, uniquingKeysWith: { first, _ in first })
    let kept = files.filter { path in
      !removal.deleted.contains { path == $0 || path.hasPrefix($0 + "/") }
    }
    self.init(files: kept) { edited[$0] ?? read($0) }
  }

  /// A table of `rows`, each a tree's name and its size.
  public static func table(_ rows: [(String, Size)]) -> String {
    func number(_ value: Int) -> String {
      let digits = String(value)
      var grouped = ""
      for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { grouped += "," }
        grouped.append(digit)
      }
      return grouped
    }
    func pad(_ text: String, _ width: Int) -> String {
      String(repeating: " ", count: max(0, width - text.count)) + text
    }
    var lines = ["tree        Swift in Modules/  Swift in Tests/  other in Tests/  Markdown words"]
    for (name, size) in rows {
      lines.append(
        name.padding(toLength: 10, withPad: " ", startingAt: 0)
          + pad(number(size.modules), 19) + pad(number(size.tests), 17)
          + pad(number(size.fixtures), 17) + pad(number(size.words), 16))
    }
    return lines.joined(separator: "\n")
  }
}
