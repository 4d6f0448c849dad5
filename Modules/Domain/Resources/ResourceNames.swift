/// What a resource is called, in every form the layers need: `Todo` and `Todos` as written,
/// `todo` and `todos` in sentences and commands, `todo` and `todos` as JSON keys.
public struct ResourceNames: Hashable, Sendable {
  /// One item, as a type is named: `Todo`, `BlogPost`.
  public let singular: String
  /// The collection, as a feature is named: `Todos`, `BlogPosts`.
  public let plural: String

  /// Creates the names from their UpperCamelCase forms.
  public init(singular: String, plural: String) {
    self.singular = singular
    self.plural = plural
  }

  /// The command for one item, in kebab case: `todo`, `blog-post`.
  public var itemCommand: String { Self.kebab(singular) }
  /// The command for the collection, in kebab case: `todos`, `blog-posts`.
  public var listCommand: String { Self.kebab(plural) }
  /// One item in a sentence: `todo`, `blog post`.
  public var singularWords: String { Self.kebab(singular).replacingDashes() }
  /// The collection in a sentence: `todos`, `blog posts`.
  public var pluralWords: String { Self.kebab(plural).replacingDashes() }
  /// One item's JSON key: `todo`, `blogPost`.
  public var itemKey: String { Self.lowerFirst(singular) }
  /// The collection's JSON key: `todos`, `blogPosts`.
  public var listKey: String { Self.lowerFirst(plural) }

  /// The words spelled in capitals in a label, and as a name's later words in Swift (`userID`,
  /// `avatarURL`), as the API Design Guidelines ask. `scripts/feature_kit.py` has the same list,
  /// and `scripts/tests/names.json` holds both to the same answers.
  public static let acronyms: Set<String> = [
    "id", "url", "uri", "uuid", "api", "http", "https", "html", "json", "xml", "ip",
  ]

  /// `BlogPost` → `blog-post`: the form of commands and options. A run of capitals is one word
  /// (`URLList` → `url-list`), a digit belongs to the word before it (`line2`), and `_` and `-`
  /// separate words (`created_at` → `created-at`).
  public static func kebab(_ name: String) -> String {
    let characters = Array(name)
    var result = ""
    for (index, character) in characters.enumerated() {
      if character == "_" || character == "-" {
        if !result.isEmpty && !result.hasSuffix("-") { result.append("-") }
        continue
      }
      if character.isUppercase && index > 0 && !result.isEmpty && !result.hasSuffix("-") {
        let previous = characters[index - 1]
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        if previous.isLowercase || previous.isNumber || (next?.isLowercase ?? false) {
          result.append("-")
        }
      }
      result += character.lowercased()
    }
    if result.hasSuffix("-") { result.removeLast() }
    return result
  }

  /// A wire name in words for people, capitalized: `userId` → "User ID", `dueOn` → "Due on",
  /// `html_url` → "HTML URL"; the words are ``kebab(_:)``'s, and ``acronyms`` are in capitals.
  public static func words(_ key: String) -> String {
    let words = kebab(key).split(separator: "-")
    let spelled = words.enumerated().map { index, word -> String in
      if acronyms.contains(String(word)) { return word.uppercased() }
      return index == 0 ? word.prefix(1).uppercased() + word.dropFirst() : String(word)
    }
    return spelled.joined(separator: " ")
  }

  /// `Todos` → `todos`, `URLLists` → `urlLists`: a leading run of capitals is one word, whose
  /// last capital starts the next word when a lowercase letter follows it.
  private static func lowerFirst(_ name: String) -> String {
    let run = name.prefix { $0.isUppercase }.count
    let followedByLowercase = name.dropFirst(run).first?.isLowercase ?? false
    let lowered = run > 1 && followedByLowercase ? run - 1 : run
    return name.prefix(lowered).lowercased() + name.dropFirst(lowered)
  }
}

extension String {
  fileprivate func replacingDashes() -> String {
    String(map { $0 == "-" ? " " : $0 })
  }
}
