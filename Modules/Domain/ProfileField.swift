/// A field of the profile that ``ProfileUpdate`` validates and changes.
public enum ProfileField: String, CaseIterable, Hashable, Sendable {
  /// The display name.
  case name
  /// The email address.
  case email
}

extension User {
  /// The value of profile field `field`: the one place a profile field meets the user's property.
  public subscript(field: ProfileField) -> String {
    get {
      switch field {
      case .name: name
      case .email: email
      }
    }
    set {
      switch field {
      case .name: name = newValue
      case .email: email = newValue
      }
    }
  }
}

extension ProfileUpdate {
  /// The value this update gives `field`, or `nil` when it leaves the field as it is.
  public subscript(field: ProfileField) -> String? {
    switch field {
    case .name: name
    case .email: email
    }
  }
}
