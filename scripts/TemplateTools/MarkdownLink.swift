/// A link in Markdown to a file of the package, as `check-docs` checks it and `remove-extra`
/// follows it: `[text](path)`, `[text](<path>)` or `[text](path "title")`, with an optional
/// `#fragment`. Links with a scheme (`https:`) and DocC's `<doc:…>` are not files here.
struct MarkdownLink: Equatable {
  /// The file, as written; empty for a place in the same document.
  var path: String
  /// What follows `#`, or nil.
  var fragment: String?

  /// The links in `line` to files of the package, in order.
  static func local(in line: String) -> [MarkdownLink] {
    line.matches(of: #/\[[^\]]*\]\((?:<([^>]*)>|([^)\s]+))(?:\s+"[^"]*")?\)/#).compactMap { match in
      guard let target = match.output.1 ?? match.output.2,
        !target.contains(#/^[A-Za-z][A-Za-z0-9+.-]*:/#)
      else { return nil }
      let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      return MarkdownLink(
        path: String(parts[0]), fragment: parts.count > 1 ? String(parts[1]) : nil)
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
}
