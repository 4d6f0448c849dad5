import Domain
import DomainMocks
import Networking
import NetworkingMocks
import Testing

extension RemoteAPIClientTests {
  @Test("A write refused for want of a validator (428) is sent again once, with the item's ETag")
  func validatorRequired() async throws {
    transport.enqueue([.status(428), .json(noteJSON, headers: ["ETag": #""v7""#]), .json(noteJSON)])
    let edit = UpdateResource<Note>(
      id: 1, changes: try Draft(checking: ["title": .text("x")]), in: Note.Address(boardID: 1),
      idempotencyKey: "key-1")
    _ = try await client().send(edit)
    let sent = transport.requests
    #expect(sent.map(\.method) == [.patch, .get, .patch])
    #expect(sent[1].url == sent[0].url && sent[1].body == nil)
    #expect(sent[0].headers["If-Match"] == nil && sent[2].headers["If-Match"] == #""v7""#)
    #expect(sent[2].body == sent[0].body && sent[2].headers["Idempotency-Key"] == "key-1")
  }

  @Test(
    "A 428 stands when the item gives no validator that can match, or cannot be read",
    arguments: ["none", "too long", "a control", "weak", "unreadable", "too large"])
  func validatorMissing(etag: String) async throws {
    let answer: MockHTTPTransport.Answer =
      switch etag {
      case "too long": .json(noteJSON, headers: ["ETag": String(repeating: "v", count: 2000)])
      case "a control": .json(noteJSON, headers: ["ETag": "\"a\u{7}\""])
      case "weak": .json(noteJSON, headers: ["ETag": #"W/"v7""#])
      case "unreadable": .failure(TransportError.hostNotFound)
      case "too large": .failure(TransportError.responseTooLarge(limit: 4, statusCode: 200))
      default: .json(noteJSON)
      }
    transport.enqueue([.status(428), answer])
    let delete = DeleteResource<Note>(id: 1, in: Note.Address(boardID: 1), idempotencyKey: "k")
    await #expect(throws: APIError.status(428, message: nil)) { try await client().send(delete) }
    #expect(transport.requests.count == 2)
  }

  @Test(
    "A read through Validating comes with its strong ETag, and with none for a weak one",
    arguments: [(#""v7""#, #""v7""#), (#"W/"v7""#, nil)])
  func validated(etag: String, kept: String?) async throws {
    transport.enqueue([.json(noteJSON, headers: ["ETag": etag])])
    let read = try await client().send(
      Validating(FetchResource<Note>(id: 1, in: Note.Address(boardID: 1))))
    #expect(read.value.id == 1 && read.etag == kept)
  }
}

/// Note 1 on board 1, as a server sends it.
private let noteJSON = #"{"id": 1, "boardId": 1, "title": "Note 1"}"#
