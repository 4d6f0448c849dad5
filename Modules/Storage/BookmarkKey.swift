/// The rule for a bookmark's key: 1 to 200 characters, none of them a control character.
public enum BookmarkKey {
  /// The longest key accepted, in characters.
  public static let maximumLength = 200

  /// Whether `key` may be used.
  public static func isValid(_ key: String) -> Bool {
    (1...maximumLength).contains(key.count)
      && !key.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }
}
