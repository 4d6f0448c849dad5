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

  /// `BlogPost` → `blog-post`; a run of capitals is one word (`URLList` → `url-list`).
  public static func kebab(_ name: String) -> String {
    let characters = Array(name)
    var result = ""
    for (index, character) in characters.enumerated() {
      if character.isUppercase && index > 0 {
        let previous = characters[index - 1]
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        if previous.isLowercase || previous.isNumber || (next?.isLowercase ?? false) {
          result.append("-")
        }
      }
      result += character.lowercased()
    }
    return result
  }

  /// A wire name in words, capitalized: `userId` → "User ID", `dueOn` → "Due on".
  public static func words(_ key: String) -> String {
    var words: [String] = []
    var current = ""
    for character in key {
      if (character.isUppercase || character == "_" || character == "-") && !current.isEmpty {
        words.append(current)
        current = ""
      }
      if character != "_" && character != "-" { current.append(character) }
    }
    if !current.isEmpty { words.append(current) }
    let spelled = words.enumerated().map { index, word -> String in
      if word.lowercased() == "id" || word.lowercased() == "url" { return word.uppercased() }
      return index == 0 ? word.prefix(1).uppercased() + word.dropFirst() : word.lowercased()
    }
    return spelled.joined(separator: " ")
  }

  private static func lowerFirst(_ name: String) -> String {
    name.prefix(1).lowercased() + name.dropFirst()
  }
}

extension String {
  fileprivate func replacingDashes() -> String {
    String(map { $0 == "-" ? " " : $0 })
  }
}
