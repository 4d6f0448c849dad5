import Domain
import DomainMocks
import Features
import FeaturesMocks
import Foundation
import Networking
import Repositories
import Storage
import Testing

extension UserFacingErrorTests {
  @Test(
    "Words every problem of the profile's fields",
    arguments: [
      (FieldProblem.empty, ProfileField.name, "The name must not be empty."),
      (.tooLong(maximum: 100), .name, "The name must be at most 100 characters."),
      (.containsControlCharacters, .name, "The name must be one line, without control characters."),
      (.empty, .email, "The email address must not be empty."),
      (.malformedEmail, .email, "The email address must look like name@example.com."),
    ])
  func wordsProfileProblems(problem: FieldProblem, field: ProfileField, message: String) {
    #expect(UserFacingError.message(for: problem, in: field) == message)
  }

  @Test("Words a profile's validation failure with no underlying repository error")
  func profileValidation() {
    let error = UserFacingError(ProfileValidationError.nothingToChange)
    #expect(error.category == .invalidInput)
    #expect(error.underlyingError == nil)
  }
}
