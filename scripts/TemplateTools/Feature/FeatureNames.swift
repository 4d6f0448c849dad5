import Foundation

/// How `scripts/new-feature` names what it writes: a wire name's words, its Swift name, its
/// command-line form and its label, and Swift's reserved words, which it always writes in
/// backticks. `scripts/tests/names.json` holds these and the app's `ResourceNames` (which reads
/// the options the generator names) to the same answers.
enum FeatureNames {
  /// The reserved words of Swift, from The Swift Programming Language, "Lexical Structure": any
  /// of them can name a property or a case once written in backticks; the contextual keywords
  /// (`get`, `set`, `lazy`, …) need none.
  static let keywords = Set(
    """
    associatedtype borrowing class consuming deinit enum extension fileprivate func import init
    inout internal let nonisolated open operator precedencegroup private protocol public
    rethrows static struct subscript typealias var
    break case catch continue default defer do else fallthrough for guard if in repeat return
    throw switch where while
    Any as await false is nil self Self super throws true try
    _ async actor any some consume copy discard each macro package Type Protocol
    """.split(whereSeparator: \.isWhitespace).map(String.init))

  /// The members every resource has from what it conforms to (`Codable`, `Hashable`,
  /// `Identifiable`, Domain's `Resource`), and `self`: no field may take one of these names.
  static let resourceMembers: Set<String> = [
    "id", "hashValue", "hash", "encode", "init", "schema", "CodingKeys", "self", "Self", "Type",
  ]

  /// Words spelled in capitals inside a Swift name, as the API Design Guidelines ask.
  static let acronyms: Set<String> = [
    "id", "url", "uri", "uuid", "api", "http", "https", "html", "json", "xml", "ip",
  ]

  /// An argument label may be any keyword but these three, and backticks it does not need are
  /// refused there.
  static let labelKeywords: Set<String> = ["inout", "var", "let"]

  /// `userId` → `user`, `Id`; `created_at` → `created`, `at`; `URLList` → `URL`, `List`; a
  /// digit belongs to the word before it (`line2`).
  static func words(_ name: String) -> [String] {
    name.split(whereSeparator: { $0 == "_" || $0 == "-" || $0.isWhitespace }).flatMap { chunk in
      chunk.matches(of: #/[A-Z]+[0-9]*(?![a-z])|[A-Z]?[a-z0-9]+/#).map { String($0.output) }
    }
  }

  /// `BlogPost` → `blog-post`, `postId` → `post-id`: the form of commands and options.
  static func kebab(_ name: String) -> String {
    words(name).map { $0.lowercased() }.joined(separator: "-")
  }

  /// A wire name's Swift name, lowerCamelCase with acronyms in capitals: `userId` → `userID`,
  /// `avatar_url` → `avatarURL`.
  static func swiftName(_ wire: String) -> String {
    words(wire).enumerated().map { index, word in
      let lower = word.lowercased()
      if index == 0 { return lower }
      return acronyms.contains(lower) ? lower.uppercased() : upperFirst(lower)
    }.joined()
  }

  /// A wire name in words for people: `userId` → "User ID", `dueOn` → "Due on".
  static func label(_ wire: String) -> String {
    words(wire).enumerated().map { index, word in
      let lower = word.lowercased()
      if acronyms.contains(lower) { return lower.uppercased() }
      return index == 0 ? upperFirst(lower) : lower
    }.joined(separator: " ")
  }

  /// A wire name in lowercase words: `blogPost` → "blog post".
  static func phrase(_ wire: String) -> String {
    kebab(wire).replacingOccurrences(of: "-", with: " ")
  }

  /// `priority` → `Priority`, `userID` → `UserID`.
  static func upperFirst(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
  }

  /// Whether `name` comes before `other` byte by byte: the one order of every list the
  /// generator writes (imports, dependencies, JSON keys), whatever the locale.
  static func precedes(_ name: String, _ other: String) -> Bool {
    name.utf8.lexicographicallyPrecedes(other.utf8)
  }

  /// An identifier as a declaration writes it: a reserved word in backticks.
  static func escaped(_ identifier: String) -> String {
    keywords.contains(identifier) ? "`\(identifier)`" : identifier
  }

  /// An identifier as an argument label at a call site: backticks only where needed.
  static func labelEscaped(_ identifier: String) -> String {
    labelKeywords.contains(identifier) ? "`\(identifier)`" : identifier
  }
}
