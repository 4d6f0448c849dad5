public import Domain

extension User {
  /// The profile's known fields as labelled values, in the order a profile lists them; empty
  /// fields are left out.
  public var details: [(label: String, value: String)] {
    let company = company.map { company in
      company.catchPhrase.map { "\(company.name): \"\($0)\"" } ?? company.name
    }
    let address = address.map { address in
      let city = [address.city, address.postalCode].compactMap { $0 }.joined(separator: " ")
      return [address.street, address.suite, city.isEmpty ? nil : city]
        .compactMap { $0 }.joined(separator: ", ")
    }
    let fields: [(String, String?)] = [
      ("Email", email), ("Phone", phone), ("Website", website), ("Company", company),
      ("Address", address),
    ]
    return fields.compactMap { label, value in
      guard let value, !value.isEmpty else { return nil }
      return (label, value)
    }
  }
}

extension UserFacingError {
  /// The words for a profile that failed validation.
  public init(_ error: ProfileValidationError) {
    switch error {
    case .nothingToChange:
      self.init(
        category: .invalidInput,
        message: "Nothing to change: give a new name, a new email, or both.")
    case .invalidFields(let problems):
      let messages = ProfileField.allCases.compactMap { field in
        problems[field].map { Self.message(for: $0, in: field) }
      }
      self.init(category: .invalidInput, message: messages.joined(separator: " "))
    }
  }

  /// The sentence for one invalid field of the profile, such as "The email address must look
  /// like name@example.com.": what a form shows beside the field.
  public static func message(for problem: FieldProblem, in field: ProfileField) -> String {
    message(for: problem, named: field == .name ? "The name" : "The email address")
  }
}
