/// What a resource is called: `Todo` for one, `Todos` for the collection, as its types are named.
/// Each layer makes its own forms from these; stored data is keyed by the schema's `storageName`.
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

  /// The words spelled in capitals (`userID`, `avatarURL`), as the API Design Guidelines ask; the
  /// generator's `FeatureNames` has the same list, held to it by `scripts/tests/names.json`.
  public static let acronyms: Set<String> = [
    "id", "url", "uri", "uuid", "api", "http", "https", "html", "json", "xml", "ip",
  ]

  /// A name's words, lowercased (`URLList` → `url`, `list`). A run of capitals is one word, a digit
  /// belongs to the word before it, and `_`, `-` and spaces separate words.
  public static func words(of name: String) -> [String] {
    let characters = Array(name)
    var words: [String] = []
    var current = ""
    for (index, character) in characters.enumerated() {
      if character == "_" || character == "-" || character == " " {
        if !current.isEmpty { words.append(current) }
        current = ""
        continue
      }
      if character.isUppercase && index > 0 && !current.isEmpty {
        let previous = characters[index - 1]
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        if previous.isLowercase || previous.isNumber || (next?.isLowercase ?? false) {
          words.append(current)
          current = ""
        }
      }
      current += character.lowercased()
    }
    if !current.isEmpty { words.append(current) }
    return words
  }
}
