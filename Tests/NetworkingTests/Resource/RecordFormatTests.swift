import Domain
import Foundation
import Networking
import NetworkingMocks
import Testing

/// A memo, named by a whole number, that travels as JSON:API records in JSON:API pages.
struct Memo: Resource, RemoteResource {
  var id: Int
  var title: String
  var done: Bool?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case id, title, done
  }

  static let schema = ResourceSchema<Memo>(
    singular: "Memo", plural: "Memos", storageName: "memos",
    actions: [.list, .show, .add, .edit, .delete],
    fields: [ResourceField(.title, \.title), ResourceField(.done, \.done)])

  static let route = ResourceRoute<Memo>(
    collection: "/memos/", paging: .jsonAPI, records: .jsonAPI(type: "memos"))
}

/// How a record travels: bare, or as JSON:API's resource objects, in both directions.
@Suite("Record formats")
struct RecordFormatTests {
  static let format = RecordFormat.jsonAPI(type: "memos")

  /// A list as djangorestframework-jsonapi 7.1 answers `?page[number]=2&page[size]=2`.
  static let page = #"""
    {"data": [{"type": "memos", "id": "3", "attributes": {"title": "c", "done": null}},
              {"type": "memos", "id": "4", "attributes": {"title": "d", "done": true}}],
     "links": {"first": "http://x/memos/?page%5Bnumber%5D=1", "last": null,
               "next": "http://x/memos/?page%5Bnumber%5D=3", "prev": null},
     "meta": {"pagination": {"page": 2, "pages": 3, "count": 5}}}
    """#

  @Test("A record carries its type, its id as text and its fields as attributes, and reads back")
  func roundTrip() {
    let fields: FieldValues = ["id": .integer(7), "title": .text("Tea"), "done": .null]
    let record = Self.format.record(fields)
    #expect(
      record
        == .object([
          "type": "memos", "id": "7", "attributes": .object(["title": "Tea", "done": .null]),
        ]))
    #expect(Self.format.fields(of: record) == ["id": "7", "title": "Tea", "done": .null])
    #expect(
      Self.format.fields(inDocument: Self.format.document(fields)) == [
        "id": "7", "title": "Tea", "done": .null,
      ])
    #expect(
      Self.format.document(["title": "Tea"])
        == .object(["data": .object(["type": "memos", "attributes": .object(["title": "Tea"])])]))
    #expect(RecordFormat.bare.document(fields) == .object(fields))
    #expect(RecordFormat.bare.fields(inDocument: .object(fields)) == fields)
  }

  @Test(
    "What is not a record of its type reads as none",
    arguments: [
      FieldValue.object(["type": "notes", "id": "1", "attributes": .object([:])]),
      .object(["id": "1", "attributes": .object([:])]),
      .object(["type": "memos", "id": 1, "attributes": .object([:])]),
      .object(["type": "memos", "id": "1", "attributes": .list([])]),
      .list([]), "memos",
    ])
  func refusals(record: FieldValue) {
    #expect(Self.format.fields(of: record) == nil)
    #expect(Self.format.fields(inDocument: .object(["data": record])) == nil)
  }

  @Test(
    "Asks in JSON:API's media type; a new memo goes with its type and no id, an edit names both")
  func requests() throws {
    var draft = Draft<Memo>()
    draft[\.title] = "Tea"
    let add = try CreateResource<Memo>(draft, to: NoAddress(), idempotencyKey: "k").request()
    #expect(add.body == Data(#"{"data":{"attributes":{"title":"Tea"},"type":"memos"}}"#.utf8))
    #expect(add.headers["Content-Type"] == "application/vnd.api+json")
    #expect(add.headers["Accept"] == "application/vnd.api+json")
    let edit = try UpdateResource<Memo>(id: 7, changes: draft, in: NoAddress(), idempotencyKey: "k")
      .request()
    #expect(
      edit.body == Data(#"{"data":{"attributes":{"title":"Tea"},"id":"7","type":"memos"}}"#.utf8))
    let reads = [
      try FetchResource<Memo>(id: 7, in: NoAddress()).request(),
      try DeleteResource<Memo>(id: 7, in: NoAddress(), idempotencyKey: "k").request(),
      try ListResource<Memo>(NoAddress(), page: PageRequest(page: 2, perPage: 2), paging: .drf)
        .request(),
    ]
    #expect(reads.allSatisfy { $0.headers["Accept"] == "application/vnd.api+json" })
    #expect(reads.allSatisfy { $0.headers["Content-Type"] == nil && $0.body == nil })
    #expect(reads[2].query.map(\.name) == ["page[number]", "page[size]"])
  }

  @Test("Reads a page of records as djangorestframework-jsonapi writes it: ids, total, more")
  func readsPage() throws {
    let page = try ListResource<Memo>(
      NoAddress(), page: PageRequest(page: 2, perPage: 2), paging: .jsonAPI
    ).decode(Data(Self.page.utf8), HTTPResponse(statusCode: 200))
    #expect(page.items == [Memo(id: 3, title: "c"), Memo(id: 4, title: "d", done: true)])
    #expect(page.totalCount == 5 && !page.isLast)
  }

  @Test("Reads the record an item's and a write's answer hold; a record of another type fails")
  func readsItem() async throws {
    let transport = MockHTTPTransport()
    let one = #"{"data": {"type": "memos", "id": "9", "attributes": {"title": "Tea"}}}"#
    let other = #"{"data": {"type": "notes", "id": "9", "attributes": {"title": "Tea"}}}"#
    transport.enqueue([.json(one), .json(one, status: 201), .json(other)])
    let client = RemoteAPIClient(baseURL: .example, transport: transport)
    #expect(
      try await client.send(FetchResource<Memo>(id: 9, in: NoAddress()))
        == Memo(id: 9, title: "Tea"))
    var draft = Draft<Memo>()
    draft[\.title] = "Tea"
    let added = try await client.send(
      CreateResource<Memo>(draft, to: NoAddress(), idempotencyKey: "k"))
    #expect(added == .item(Memo(id: 9, title: "Tea")))
    await #expect(throws: APIError.self) {
      try await client.send(FetchResource<Memo>(id: 9, in: NoAddress()))
    }
    #expect(transport.requests.allSatisfy { $0.headers["Accept"] == "application/vnd.api+json" })
  }

  @Test("Page 2 as a JSON:API server serves it, read back")
  func served() throws {
    let memos = (1...5).map { Memo(id: $0, title: "m\($0)") }
    let endpoint = ListResource<Memo>(
      NoAddress(), page: try PageRequest(page: 2, perPage: 2), paging: .jsonAPI)
    let records = memos.map { Self.format.record(Draft($0).values, id: .integer($0.id)) }
    let served = try ServedPage(records, query: try endpoint.request().query, paging: .jsonAPI)
    let page = try endpoint.decode(
      try JSONEncoder().encode(served), HTTPResponse(statusCode: 200, headers: served.headers))
    #expect(page.items.map(\.id) == [3, 4] && page.totalCount == 5)
  }

  @Test(
    "A record that is not one, in a list or alone, is named; a write's answer says what it knows",
    arguments: [
      #"{"data": [{"type": "memos", "id": "1", "attributes": {"title": "a"}}, {"type": "notes", "id": "2"}]}"#,
      #"{"data": [{"type": "memos", "id": 1, "attributes": {"title": "a"}}]}"#,
      #"{"data": null}"#,
    ])
  func unreadable(body: String) throws {
    let list = ListResource<Memo>(
      NoAddress(), page: try PageRequest(page: 1, perPage: 5), paging: .jsonAPI)
    #expect(throws: APIError.self) {
      try list.decode(Data(body.utf8), HTTPResponse(statusCode: 200))
    }
  }

  @Test(
    "A write's answer: a record without attributes names the item; another type, or none, is read as unreadable"
  )
  func written() throws {
    var draft = Draft<Memo>()
    draft[\.title] = "Tea"
    let add = CreateResource<Memo>(draft, to: NoAddress(), idempotencyKey: "k")
    func answer(_ body: String) throws -> WriteAnswer<Memo> {
      try add.decode(Data(body.utf8), HTTPResponse(statusCode: 201))
    }
    #expect(try answer(#"{"data": {"type": "memos", "id": "9"}}"#).item == nil)
    #expect(try answer(#"{"data": {"type": "memos", "id": "9"}}"#).id == 9)
    let other = try answer(#"{"data": {"type": "notes", "id": "9"}}"#)
    guard case .noItem(id: nil, unreadable: let failure?) = other else { throw Mismatch() }
    #expect(failure.path == "data")
    #expect(try answer("") == .noItem(id: nil, unreadable: nil))
  }

  @Test(
    "Serves what asks for JSON:API or any type; refuses a body or an Accept of another (415, 406)",
    arguments: [
      ("application/vnd.api+json", "application/vnd.api+json", nil),
      ("Application/VND.API+JSON; ext=\"https://x\"", "*/*", nil),
      (nil, nil, nil),
      (nil, "application/json, application/*;q=0.8", nil),
      ("application/vnd.api+json; charset=utf-8", "application/vnd.api+json", 415),
      ("application/json", "application/vnd.api+json", 415),
      (nil, "application/json", 406),
      (nil, "application/vnd.api+json; charset=utf-8", 406),
    ] as [(String?, String?, Int?)])
  func refusal(contentType: String?, accept: String?, status: Int?) {
    #expect(
      Self.format.refusal(contentType: contentType, accept: accept, hasBody: contentType != nil)
        == status)
    #expect(RecordFormat.bare.refusal(contentType: "text/x", accept: "x/y", hasBody: true) == nil)
  }

  @Test("Nesting as deep as a decoder allows is read, in a task, without exhausting its stack")
  func deep() async throws {
    let deep = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
    let body =
      #"{"data": {"type": "memos", "id": "1", "attributes": {"title": "a", "x": \#(deep)}}}"#
    let memo = try await Task {
      try FetchResource<Memo>(id: 1, in: NoAddress()).decode(
        Data(body.utf8), HTTPResponse(statusCode: 200))
    }.value
    #expect(memo == Memo(id: 1, title: "a"))
  }

  struct Mismatch: Error {}
}
