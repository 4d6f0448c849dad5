import Domain
import DomainMocks
import Testing

@Suite("Profile update", .tags(.validation))
struct ProfileUpdateTests {
  @Test("Trims white space around both fields")
  func trimsWhiteSpace() throws {
    let update = try ProfileUpdate(name: "  Ada King \n", email: "\tada@example.org ")
    #expect(update.name == "Ada King")
    #expect(update.email == "ada@example.org")
  }

  @Test("Refuses an update that changes nothing")
  func refusesEmptyUpdate() {
    #expect(throws: ProfileValidationError.nothingToChange) {
      try ProfileUpdate(name: nil, email: nil)
    }
  }

  @Test(
    "Refuses a name that is empty, too long or multi-line",
    arguments: [
      ("", FieldProblem.empty),
      ("   \n\t ", .empty),
      (String(repeating: "a", count: 101), .tooLong(maximum: 100)),
      ("Ada\nLovelace", .containsControlCharacters),
      ("Ada\u{7}", .containsControlCharacters),
    ])
  func refusesInvalidName(name: String, problem: FieldProblem) {
    #expect(throws: ProfileValidationError.invalidFields([.name: problem])) {
      try ProfileUpdate(name: name)
    }
  }

  @Test("Accepts a name of exactly the maximum length, counted in characters")
  func acceptsMaximumLengthName() throws {
    let name = String(repeating: "é", count: ProfileUpdate.maximumNameLength)
    #expect(try ProfileUpdate(name: name).name == name)
  }

  @Test(
    "Accepts plausible email addresses",
    arguments: [
      "ada@example.org",
      "ada.lovelace+strata@mail.example.co.uk",
      "o'brien@example.ie",
      "jürgen@bücher.de",
      "x@a-b.io",
    ])
  func acceptsPlausibleEmail(email: String) throws {
    #expect(try ProfileUpdate(email: email).email == email)
  }

  @Test(
    "Refuses implausible email addresses",
    arguments: [
      "ada", "ada@", "@example.org", "ada@example", "ada@@example.org", "ada lovelace@example.org",
      "ada@example..org", "ada@-example.org", "ada@example.o", "ada@example.c0m",
      ".ada@example.org",
      "ada.@example.org", "a..b@example.org",
    ])
  func refusesImplausibleEmail(email: String) {
    #expect(throws: ProfileValidationError.invalidFields([.email: .malformedEmail])) {
      try ProfileUpdate(email: email)
    }
  }

  @Test("Refuses an email longer than 254 characters")
  func refusesOverlongEmail() {
    let email =
      String(repeating: "a", count: 60) + "@" + String(repeating: "b", count: 200) + ".org"
    #expect(throws: ProfileValidationError.invalidFields([.email: .tooLong(maximum: 254)])) {
      try ProfileUpdate(email: email)
    }
  }

  @Test("Reports every invalid field at once")
  func reportsEveryInvalidField() throws {
    let error = try #require(throws: ProfileValidationError.self) {
      try ProfileUpdate(name: "", email: "nope")
    }
    #expect(error.problem(with: .name) == .empty)
    #expect(error.problem(with: .email) == .malformedEmail)
  }

  @Test("Applies only the fields it carries")
  func appliesOnlyGivenFields() throws {
    let renamed = try ProfileUpdate(name: "Ada King").applied(to: .mock)
    #expect(renamed.name == "Ada King")
    #expect(renamed.email == User.mock.email)
    #expect(renamed.company == User.mock.company)

    let moved = try ProfileUpdate(email: "ada@king.example").applied(to: .mock)
    #expect(moved.name == User.mock.name)
    #expect(moved.email == "ada@king.example")
  }
}
