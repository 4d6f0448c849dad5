import Domain
import DomainMocks
import Networking
import NetworkingMocks
import Testing

@Suite("Perform action")
struct PerformActionTests {
  @Test("POSTs to the item's path and the action's name, with no body and its key")
  func request() throws {
    let endpoint = PerformAction<Note>(
      .custom("archive"), id: 7, in: Note.Address(boardID: 1), idempotencyKey: "key-4")
    #expect(
      try endpoint.request()
        == APIRequest(
          .post, path: ["notes", "7", "archive"], headers: ["Idempotency-Key": "key-4"]))
  }

  @Test("POSTs where the route says, when it says")
  func routed() throws {
    let endpoint = PerformAction<Chapter>(
      .custom("markRead"), id: "c1", in: Chapter.Address(slug: "dune"), idempotencyKey: "k")
    #expect(try endpoint.request().path == ["books", "dune", "chapters", "c1", "read"])
  }
}
