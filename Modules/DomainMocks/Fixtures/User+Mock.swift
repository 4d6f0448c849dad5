public import Domain

extension User {
  /// A complete profile with every optional field filled in.
  public static let mock = User(
    id: 1,
    name: "Ada Lovelace",
    username: "ada",
    email: "ada@analytical.engine",
    address: Address(
      street: "12 St James's Square",
      suite: "Flat 2",
      city: "London",
      zipcode: "SW1Y 4JH",
      geo: Coordinates(lat: "51.5074", lng: "-0.1349")
    ),
    phone: "+44 20 7946 0018",
    website: "analytical.engine",
    company: Company(
      name: "Analytical Engines Ltd",
      catchPhrase: "Weaving algebraic patterns",
      bs: "general-purpose computation"
    )
  )

  /// A profile with only the required fields, as a minimal server might return it.
  public static let minimalMock = User(
    id: 2,
    name: "Grace Hopper",
    username: "grace",
    email: "grace@cobol.example"
  )

  /// Returns ``mock`` with a different identifier and matching names, for lists of users.
  ///
  /// - Parameter id: The identifier to use.
  /// - Returns: A distinct, complete user.
  public static func mock(id: ID) -> User {
    var user = User.mock
    user.id = id
    user.username = "user\(id)"
    user.email = "user\(id)@strata.example"
    return user
  }
}
