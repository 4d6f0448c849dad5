/// The company a ``User`` works for.
public struct Company: Hashable, Sendable, Codable {
  /// The company's name.
  public var name: String
  /// The company's slogan, if it has one.
  public var catchPhrase: String?
  /// What the company does, in its own words.
  public var businessSummary: String?

  /// A company called `name`; the other parts stay `nil` unless given.
  public init(name: String, catchPhrase: String? = nil, businessSummary: String? = nil) {
    self.name = name
    self.catchPhrase = catchPhrase
    self.businessSummary = businessSummary
  }
}
