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

  @Test("An article is stored with Swift's names, at schema version 2")
  func article() throws {
    #expect(DocumentStore.schemaVersion == 2, Comment(rawValue: Self.renamed))
    let expected = #"{"body":"The body of article 1.","id":1,"title":"Article 1","userID":1}"#
    #expect(try storedPayload(Article.mock(id: 1)) == expected, Comment(rawValue: Self.renamed))
  }
}
