import Foundation

/// `Package.swift` as text, for pointing at the line a problem is about.
struct ManifestText {
  let lines: [String]

  init(root: URL) {
    let text = try? String(
      contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    lines = text?.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) ?? []
  }

  /// The line where target `name` lists its dependencies (where a message about an edge points),
  /// else the line naming the target, never a product's that shares the name; 1 when not found.
  func line(of name: String) -> Int {
    let opens = #/\.(?:target|testTarget|executableTarget|plugin|macro)\(/#
    for (index, line) in lines.enumerated() where line.has("name: \"\(name)\"") {
      let opening = line.contains(opens) ? line : index > 0 ? lines[index - 1] : ""
      guard opening.contains(opens) else { continue }
      for (offset, following) in lines[index...].prefix(40).enumerated() {
        if offset > 0, following.contains(opens) || following.wholeMatch(of: #/\s*\),?\s*/#) != nil
        {
          break
        }
        if following.has("dependencies:") { return index + offset + 1 }
      }
      return index + 1
    }
    return 1
  }
}
