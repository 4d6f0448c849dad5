import Domain
import DomainMocks
import Foundation
import Testing

@Suite("User")
struct UserTests {
  @Test("Round-trips through Codable with every field", arguments: [User.mock, .minimalMock])
  func roundTripsThroughCodable(user: User) throws {
    let data = try JSONEncoder().encode(user)
    #expect(try JSONDecoder().decode(User.self, from: data) == user)
  }

  @Test("Decodes without the optional fields")
  func decodesRequiredFieldsOnly() throws {
    let json = #"{"id": 7, "name": "Ann", "username": "ann", "email": "ann@example.org"}"#
    let user = try JSONDecoder().decode(User.self, from: Data(json.utf8))
    #expect(user == User(id: 7, name: "Ann", username: "ann", email: "ann@example.org"))
  }
}
