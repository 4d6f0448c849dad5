import Domain
import Testing

/// The rules of ``EmailAddress`` that `ProfileUpdateTests` does not spell out, tested through the
/// only way in, ``ProfileUpdate``: a test of the public face survives a rewrite of the inside.
@Suite("Email address")
struct EmailAddressTests {
  @Test("Accepts a local part of 64 characters, and refuses one of 65")
  func localPartLength() throws {
    let longest = String(repeating: "a", count: 64) + "@example.org"
    #expect(try ProfileUpdate(email: longest).email == longest)
    #expect(throws: ProfileValidationError.invalidFields([.email: .malformedEmail])) {
      try ProfileUpdate(email: "a" + longest)
    }
  }
}
