/// A link in Markdown to a file of the package, as `check-docs` checks it and `remove-extra`
/// follows it: `[text](path)`, `[text](<path>)` or `[text](path "title")`, with an optional
/// `#fragment`. Links with a scheme (`https:`) and DocC's `<doc:…>` are not files here.
struct MarkdownLink: Equatable {
  /// The file, as written; empty for a place in the same document.
  var path: String
  /// What follows `#`, or nil.
  var fragment: String?
  /// The first code span of the link's text, without its backticks, or nil.
  var code: String?

  /// The links in `line` to files of the package, in order.
  static func local(in line: String) -> [MarkdownLink] {
    line.matches(of: #/\[([^\]]*)\]\((?:<([^>]*)>|([^)\s]+))(?:\s+"[^"]*")?\)/#).compactMap {
      match in
      guard let target = match.output.2 ?? match.output.3,
        !target.contains(#/^[A-Za-z][A-Za-z0-9+.-]*:/#)
      else { return nil }
      let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      return MarkdownLink(
        path: String(parts[0]), fragment: parts.count > 1 ? String(parts[1]) : nil,
        code: match.output.1.firstMatch(of: #/`([^`]+)`/#).map { String($0.output.1) })
    }
  }

  /// The file this link names from a document in `folder` (both relative to the package's root),
  /// `.` and `..` worked out; nil when it climbs above the root.
  func resolved(from folder: String) -> String? {
    var parts: [Substring] = folder.split(separator: "/")
    for part in path.split(separator: "/") {
      switch part {
      case ".": continue
      case "..":
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
      default: parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }

  /// What is wrong with a link to lines of a source file, `#L3` or `#L3-L9`, whose text is
  /// `lines`: lines it does not have, no code in the link's text, or a first line without that
  /// code (so a link to lines stays on what it names when the file changes); nil when nothing is.
  func lineProblem(in lines: [Substring]) -> String? {
    guard let fragment, let match = fragment.wholeMatch(of: #/L(\d+)(?:-L(\d+))?/#) else {
      return nil
    }
    guard let first = Int(match.output.1), let last = match.output.2.map({ Int($0) }) ?? first,
      1 <= first, first <= last, last <= lines.count
    else { return "no lines \(fragment) in a file of \(lines.count)" }
    guard let code else { return "its text names no code that line \(first) holds" }
    return lines[first - 1].contains(code) ? nil : "line \(first) does not hold `\(code)`"
  }
}
