import DomainMocks
import Storage
import Testing

extension StoredFormatTests {
  @Test("A resource is stored as the server sends it, by its wire names")
  func resource() throws {
    var note = Note.mock(id: 1)
    note.pinned = true
    let expected = #"{"boardId":1,"id":1,"pinned":true,"title":"Note 1"}"#
    #expect(try storedPayload(note) == expected, Comment(rawValue: Self.renamed))
  }
}
