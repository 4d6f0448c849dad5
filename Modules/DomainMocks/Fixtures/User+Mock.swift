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
      postalCode: "SW1Y 4JH",
      coordinates: Coordinates(latitude: "51.5074", longitude: "-0.1349")
    ),
    phone: "+44 20 7946 0018",
    website: "analytical.engine",
    company: Company(
      name: "Analytical Engines Ltd",
      catchPhrase: "Weaving algebraic patterns",
      businessSummary: "general-purpose computation"
    )
  )

  /// A profile with only the required fields, as a minimal server might return it.
  public static let minimalMock = User(
    id: 2,
    name: "Grace Hopper",
    username: "grace",
    email: "grace@cobol.example"
  )

  /// ``mock`` with identifier `id` and matching names, for lists of users.
  public static func mock(id: ID) -> User {
    var user = User.mock
    user.id = id
    user.username = "user\(id)"
    user.email = "user\(id)@strata.example"
    return user
  }
}
