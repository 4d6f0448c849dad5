import Domain
import DomainMocks
import Features
import Testing

extension UserFacingErrorTests {
  @Test("Words a validation failure with no underlying repository error")
  func validation() {
    let error = UserFacingError(ResourceValidationError.nothingToChange, of: Note.self)
    #expect(error.category == .invalidInput)
    #expect(error.underlyingError == nil)
  }
}
