import Domain
import DomainMocks
import Foundation
import Storage
import StorageMocks
import Testing

/// Domain's `Codable` conformances are the offline store's format (docs/decisions/0007). These
/// tests pin it: renaming a stored property changes what is on disk, and must come with a new
/// `DocumentStore.schemaVersion` so older files are reported, not misread.
@Suite("Stored format")
struct StoredFormatTests {
  let fixture = StoreFixture()

  func storedPayload<Value: Codable & Sendable>(_ value: Value) throws -> String {
    try fixture.store.save(value, for: DocumentKey<Value>("pinned"))
    let data = try #require(fixture.files.storedContents(at: fixture.url("pinned.json")))
    let envelope = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let payload = try #require(envelope["payload"])
    let text = try JSONSerialization.data(withJSONObject: payload, options: [.sortedKeys])
    return String(decoding: text, as: UTF8.self)
  }

  static let renamed =
    "The stored format changed: if a stored property was renamed, bump "
    + "DocumentStore.schemaVersion and update this expectation."

  @Test("A resource is stored as the server sends it, by its wire names, at schema version 2")
  func resource() throws {
    #expect(DocumentStore.schemaVersion == 2, Comment(rawValue: Self.renamed))
    var note = Note.mock(id: 1)
    note.pinned = true
    let expected = #"{"boardId":1,"id":1,"pinned":true,"title":"Note 1"}"#
    #expect(try storedPayload(note) == expected, Comment(rawValue: Self.renamed))
  }

  // samples:begin
  @Test("A user is stored with Swift's names")
  func user() throws {
    let expected =
      #"{"address":{"city":"London","coordinates":{"latitude":"51.5074","longitude":"-0.1349"},"#
      + #""postalCode":"SW1Y 4JH","street":"12 St James's Square","suite":"Flat 2"},"#
      + #""company":{"businessSummary":"general-purpose computation","catchPhrase":"#
      + #""Weaving algebraic patterns","name":"Analytical Engines Ltd"},"email":"#
      + #""ada@analytical.engine","id":1,"name":"Ada Lovelace","phone":"+44 20 7946 0018","#
      + #""username":"ada","website":"analytical.engine"}"#
    #expect(try storedPayload(User.mock) == expected, Comment(rawValue: Self.renamed))
  }

  @Test("An article is stored with Swift's names")
  func article() throws {
    let expected = #"{"body":"The body of article 1.","id":1,"title":"Article 1","userID":1}"#
    #expect(try storedPayload(Article.mock) == expected, Comment(rawValue: Self.renamed))
  }
  // samples:end
}
