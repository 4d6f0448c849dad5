/// A field of the profile that ``ProfileUpdate`` validates.
public enum ProfileField: String, CaseIterable, Hashable, Sendable {
  /// The display name.
  case name
  /// The email address.
  case email
}
