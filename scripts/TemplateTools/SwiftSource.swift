import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A Swift file as the checks read it: its lines, its imports, and its code with comments and
/// the text of string literals blanked out.
struct SwiftSource {
  let url: URL
  let text: String
  let lines: [String]

  init(_ url: URL) throws(ToolError) {
    self.url = url
    do {
      text = try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw ToolError("\(url.path) cannot be read: \(error)")
    }
    lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Every Swift file in `directory` and the folders below it, sorted.
  static func files(in directory: URL) -> [URL] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
      .map { directory.appendingPathComponent($0) }
  }

  /// (line number, module) for every `import` of the file, whatever its attributes (`@testable`),
  /// its access (`public`) or its kind (`import struct Foundation.URL`).
  var imports: [(line: Int, module: String)] {
    lines.enumerated().compactMap { index, line in
      guard line.has("import") else { return nil }
      var words = line.split(whereSeparator: \.isWhitespace)[...]
      while let word = words.first, word.hasPrefix("@") || Self.access.contains(String(word)) {
        words = words.dropFirst()
      }
      guard words.first == "import" else { return nil }
      words = words.dropFirst()
      if let kind = words.first, Self.kinds.contains(String(kind)) { words = words.dropFirst() }
      guard let name = words.first?.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" }),
        let first = name.first, first.isLetter || first == "_"
      else { return nil }
      return (index + 1, String(name))
    }
  }

  private static let access: Set = ["public", "package", "internal", "fileprivate", "private"]
  private static let kinds: Set = [
    "struct", "class", "enum", "protocol", "typealias", "func", "let", "var",
  ]

  /// (line number, text) of the lines of code: comment lines and block strings left out, a line's
  /// comment cut, and its string literals blanked (`"…"` to `""`) unless `keepingStrings`.
  func codeLines(keepingStrings: Bool = false) -> [(line: Int, text: String)] {
    var inBlockString = false
    var result: [(Int, String)] = []
    for (index, raw) in lines.enumerated() {
      if raw.count(of: "\"\"\"") % 2 == 1 {
        inBlockString.toggle()
        continue
      }
      if inBlockString || raw.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
      var text = raw
      if !keepingStrings {
        if text.has("\"") { text = Self.blankingStrings(text) }
        if text.has("//"), let comment = text.range(of: "//") {
          text = String(text[..<comment.lowerBound])
        }
      }
      result.append((index + 1, text))
    }
    return result
  }

  /// The matches of `pattern` in `text` that no letter, digit, `_` or `.` comes right before:
  /// what a lookbehind says, which Swift's regular expressions do not have.
  static func matches<Output>(
    of pattern: Regex<Output>, in text: String, notAfterNameOrDot: Bool = true
  ) -> [Regex<Output>.Match] {
    text.matches(of: pattern).filter { match in
      guard match.range.lowerBound > text.startIndex else { return true }
      let before = text[text.index(before: match.range.lowerBound)]
      return !(before.isLetter || before.isNumber || before == "_" || before == ".")
    }
  }

  /// `line` with the text of each string literal taken out: `"…"` becomes `""`.
  static func blankingStrings(_ line: String) -> String {
    var output = ""
    var inString = false
    var escaped = false
    for character in line {
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
          output.append(character)
        }
      } else {
        if character == "\"" { inString = true }
        output.append(character)
      }
    }
    return output
  }

}

extension StringProtocol {
  /// Whether `word` occurs in it: a byte search, the cheap question asked of every line first.
  func has(_ word: String) -> Bool {
    count(of: word) > 0
  }

  /// How many times `word` occurs in it, none overlapping: `strstr`, quick in a debug build
  /// too. (Source text holds no NUL.)
  func count(of word: String) -> Int {
    String(self).withCString { text in
      word.withCString { needle in
        let length = strlen(needle)
        guard length > 0 else { return 0 }
        var found = 0
        var cursor = text
        while let hit = strstr(cursor, needle) {
          found += 1
          cursor = UnsafePointer(hit) + length
        }
        return found
      }
    }
  }

}
