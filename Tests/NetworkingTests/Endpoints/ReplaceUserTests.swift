import Domain
import DomainMocks
import Foundation
import Networking
import Testing

/// `PUT` replaces the whole resource, so what is sent decides what the server keeps.
@Suite("Replace user")
struct ReplaceUserTests {
  /// A user as a server holds it, with fields Strata does not model, at the top and inside a
  /// nested object it does.
  static let serverJSON = """
    {"id": 1, "name": "Ada", "username": "ada", "email": "ada@example.com",
     "address": {"city": "London", "country": "UK", "geo": {"lat": "1", "lng": "2", "alt": 30}},
     "unknownField": {"kept": true, "since": 2019}, "roles": ["admin", "editor"],
     "balance": 12.5, "verified": null}
    """

  func sentObject(for document: UserDocument) throws -> [String: Any] {
    let body = try #require(try ReplaceUser(document).request().body)
    return try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
  }

  @Test("Sends PUT /users/{id} with the user as JSON")
  func request() throws {
    let request = try ReplaceUser(UserDocument(.mock)).request()
    #expect(request.method == .put)
    #expect(request.path == ["users", "1"])
    let sent = try sentObject(for: UserDocument(.mock))
    #expect(sent["name"] as? String == "Ada Lovelace")
    #expect((sent["address"] as? [String: Any])?["zipcode"] as? String == "SW1Y 4JH")
  }

  @Test("Keeps every field the server sent that Strata does not model, at every level")
  func keepsUnknownFields() throws {
    var document = try FetchUser(id: 1).decode(
      Data(Self.serverJSON.utf8), HTTPResponse(statusCode: 200))
    document.user.name = "Ada King"
    let sent = try sentObject(for: document)

    #expect(sent["name"] as? String == "Ada King")
    #expect((sent["unknownField"] as? [String: Any])?["kept"] as? Bool == true)
    #expect((sent["unknownField"] as? [String: Any])?["since"] as? Int == 2019)
    #expect(sent["roles"] as? [String] == ["admin", "editor"])
    #expect(sent["balance"] as? Double == 12.5)
    #expect(sent.keys.contains("verified"))
    let address = try #require(sent["address"] as? [String: Any])
    #expect(address["country"] as? String == "UK")
    #expect(address["city"] as? String == "London")
    #expect((address["geo"] as? [String: Any])?["alt"] as? Int == 30)
  }

  @Test("Returns the server's answer, or the document sent when the answer is empty")
  func decodesAnswer() throws {
    let document = UserDocument(.mock)
    #expect(try ReplaceUser(document).decode(Data(), HTTPResponse(statusCode: 204)) == document)
    let answer = try ReplaceUser(document).decode(
      Data(leanneJSON.utf8), HTTPResponse(statusCode: 200))
    #expect(answer.user.name == "Leanne Graham")
  }
}
