import Domain
import DomainMocks
import Foundation
import Testing

@Suite("Resource coding")
struct ResourceCodingTests {
  static let note = Note(
    id: 3, boardID: 1, title: "a/b", weight: 2.5, pinned: false,
    dueOn: Date(timeIntervalSince1970: 1_798_104_600), level: .high, tags: ["home"])
  static let json =
    #"{"boardId":1,"dueOn":"2026-12-24T09:30:00Z","id":3,"level":"high","pinned":false,"tags":["home"],"title":"a/b","weight":2.5}"#

  @Test("Writes an item in the server's names, keys sorted, dates in ISO 8601, slashes as they are")
  func encodes() throws {
    let data = try ResourceCoding.encoder().encode(Self.note)
    #expect(String(decoding: data, as: UTF8.self) == Self.json)
  }

  @Test("Leaves out the optional fields an item does not have")
  func encodesSparse() throws {
    let data = try ResourceCoding.encoder().encode(Note.mock(id: 4))
    #expect(String(decoding: data, as: UTF8.self) == #"{"boardId":1,"id":4,"title":"Note 4"}"#)
  }

  @Test("Reads what it writes")
  func decodes() throws {
    #expect(try ResourceCoding.decoder().decode(Note.self, from: Data(Self.json.utf8)) == Self.note)
  }

  @Test("Reads a date alone as its midnight, UTC")
  func decodesDateAlone() throws {
    let json = #"{"id":1,"boardId":1,"title":"t","dueOn":"2026-12-24"}"#
    let note = try ResourceCoding.decoder().decode(Note.self, from: Data(json.utf8))
    #expect(note.dueOn == Date(timeIntervalSince1970: 1_798_070_400))
  }

  @Test(
    "Refuses a date that is not ISO 8601, naming it",
    arguments: ["24/12/2026", "2026-12-24T09:30", "2026-02-30", ""])
  func refusesDate(text: String) throws {
    let json = #"{"id":1,"boardId":1,"title":"t","dueOn":"\#(text)"}"#
    let error = try #require(throws: DecodingError.self) {
      try ResourceCoding.decoder().decode(Note.self, from: Data(json.utf8))
    }
    let context = try #require(error.corruption)
    #expect(context.debugDescription == "'\(text)' is not an ISO 8601 date")
    #expect(context.codingPath.map(\.stringValue) == ["dueOn"])
  }
}
