/// The company a ``User`` works for.
public struct Company: Hashable, Sendable, Codable {
  /// The company's name.
  public var name: String
  /// The company's slogan, if it has one.
  public var catchPhrase: String?
  /// What the company does, in its own words.
  public var bs: String?

  /// Creates a company.
  ///
  /// - Parameters:
  ///   - name: The company's name.
  ///   - catchPhrase: The company's slogan.
  ///   - bs: What the company does.
  public init(name: String, catchPhrase: String? = nil, bs: String? = nil) {
    self.name = name
    self.catchPhrase = catchPhrase
    self.bs = bs
  }
}
