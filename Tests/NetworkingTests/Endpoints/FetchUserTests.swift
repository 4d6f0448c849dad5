import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import Testing

@Suite("Fetch user")
struct FetchUserTests {
  func decode(_ json: String) throws(APIError) -> UserDocument {
    try FetchUser(id: 1).decode(Data(json.utf8), HTTPResponse(statusCode: 200))
  }

  @Test("Asks for GET /users/{id}")
  func request() {
    #expect(FetchUser(id: 7).request() == APIRequest(.get, path: ["users", "7"]))
  }

  @Test("Maps the full JSONPlaceholder user to the Domain's Swift names")
  func decodesFullUser() throws {
    let user = try decode(leanneJSON).user
    #expect(user.name == "Leanne Graham")
    #expect(user.address?.postalCode == "92998-3874")
    #expect(user.address?.coordinates == Coordinates(latitude: "-37.3159", longitude: "81.1496"))
    #expect(user.company?.catchPhrase == "Multi-layered client-server neural-net")
    #expect(user.company?.businessSummary == "harness real-time e-markets")
  }

  @Test("Accepts missing optional fields, and keeps unknown ones in the document")
  func decodesMinimalUser() throws {
    let document = try decode(
      #"{"id": 2, "name": "Ann", "username": "ann", "email": "a@b.co", "karma": 12}"#)
    #expect(document.user == User(id: 2, name: "Ann", username: "ann", email: "a@b.co"))
    #expect(document != UserDocument(document.user))
  }

  @Test(
    "Names the field that is missing or of the wrong type",
    arguments: [
      (
        #"{"id": 1, "name": "A", "username": "a"}"#,
        DecodingFailure(path: "email", problem: .missingField)
      ),
      (
        #"{"id": "one", "name": "A", "username": "a", "email": "e"}"#,
        DecodingFailure(path: "id", problem: .wrongType(expected: "a number"))
      ),
      (
        #"{"id": 1, "name": null, "username": "a", "email": "e"}"#,
        DecodingFailure(path: "name", problem: .null)
      ),
      (
        #"{"id": 1, "name": "A", "username": "a", "email": "e", "address": "Main St"}"#,
        DecodingFailure(path: "address", problem: .wrongType(expected: "an object"))
      ),
      (
        #"{"id": 1, "name": "A", "username": "a", "email": "e", "address": {"geo": {"lat": "1"}}}"#,
        DecodingFailure(path: "address.geo.lng", problem: .missingField)
      ),
      (#"[]"#, DecodingFailure(path: "", problem: .wrongType(expected: "an object"))),
      (#"{"id": 1, "name": "#, DecodingFailure(path: "", problem: .notJSON)),
    ])
  func namesDecodingFailure(json: String, failure: DecodingFailure) {
    #expect(throws: APIError.decoding(failure)) { try decode(json) }
  }

  @Test("An identifier too large for a whole number is a decoding error, not a crash")
  func hugeIdentifier() {
    #expect(throws: APIError.self) {
      try decode(
        #"{"id": 100000000000000000000000000000, "name": "A", "username": "a", "email": "e"}"#)
    }
  }
}
