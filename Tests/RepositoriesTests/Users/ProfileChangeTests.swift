import Domain
import DomainMocks
import Testing

@testable import Repositories

/// A profile change as the outbox keeps it: typed on the way in, typed on the way out, and one
/// that makes no profile change read as none, never as a guess.
@Suite("Profile change in the outbox")
struct ProfileChangeTests {
  @Test("An update is kept as the fields it sets, and read back as the same update")
  func roundTrip() throws {
    for update in [
      try ProfileUpdate(name: "Ada"), try ProfileUpdate(email: "ada@example.com"),
      try ProfileUpdate(name: "Ada", email: "ada@example.com"),
    ] {
      #expect(ProfileUpdate(outboxFields: update.outboxFields) == update)
    }
    #expect(try ProfileUpdate(name: "Ada").outboxFields == ["name": .text("Ada")])
  }

  @Test(
    "Fields that make no profile change this version can send read as none",
    arguments: [
      ["nickname": .text("Ada")], ["name": .text("Ada"), "age": .integer(3)],
      ["name": .integer(3)], ["email": .text("not an address")], [:],
    ] as [FieldValues])
  func noChange(fields: FieldValues) {
    #expect(ProfileUpdate(outboxFields: fields) == nil)
  }

  @Test("A user's profile fields are the ones a change can set, by the same names")
  func userFields() {
    let user = User.mock
    let expected: FieldValues = ["name": .text(user.name), "email": .text(user.email)]
    #expect(user.profileFields == expected)
    #expect(Set(user.profileFields.keys) == Set(ProfileField.allCases.map(\.rawValue)))
  }
}
