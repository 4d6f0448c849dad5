/// A person who writes articles, with the profile `strata edit-profile` changes. Its `Codable`
/// conformance is the offline store's format, pinned by a test, so renaming a property is a
/// schema change (docs/decisions/0007).
public struct User: Identifiable, Hashable, Sendable, Codable {
  /// The server's identifier for a user.
  public typealias ID = Int

  /// The server's identifier for this user.
  public var id: ID
  /// The full display name, for example "Ada Lovelace".
  public var name: String
  /// The handle the user signs in with, for example "ada".
  public var username: String
  /// The contact email address.
  public var email: String
  /// The postal address, when the server knows it.
  public var address: Address?
  /// The phone number, as the user wrote it.
  public var phone: String?
  /// The user's website, as the user wrote it (often without a scheme).
  public var website: String?
  /// The company the user works for, when the server knows it.
  public var company: Company?

  /// User `id` with the fields every user has; the others stay `nil`, not known, unless given.
  public init(
    id: ID,
    name: String,
    username: String,
    email: String,
    address: Address? = nil,
    phone: String? = nil,
    website: String? = nil,
    company: Company? = nil
  ) {
    self.id = id
    self.name = name
    self.username = username
    self.email = email
    self.address = address
    self.phone = phone
    self.website = website
    self.company = company
  }
}
