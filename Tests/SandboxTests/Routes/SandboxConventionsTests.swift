import Domain
import Foundation
import Networking
import Storage
import StorageMocks
import Testing

@testable import Sandbox

/// A ticket: listed in one place, with an action of the app's own (`close`) and a flag it sets,
/// served in whichever paging convention a test's route names.
struct Ticket: Resource {
  var id: Int
  var title: String
  var closed: Bool

  enum CodingKeys: String, CodingKey, CaseIterable {
    case id, title, closed
  }

  static let schema = ResourceSchema<Ticket>(
    singular: "Ticket", plural: "Tickets", storageName: "tickets",
    actions: [.list, .show, .add, .edit, .delete, .custom("close")],
    fields: [ResourceField(.title, \.title), ResourceField(.closed, \.closed)])
}

extension Ticket: RemoteResource {
  static let route = ResourceRoute<Ticket>(collection: "/tickets")
}

/// The sandbox's side of an action of the app's own, and of each paging convention: what a
/// client of that convention reads, the sandbox writes.
@Suite("Sandbox conventions")
struct SandboxConventionsTests {
  let files = MockFileAccessor()

  func sandbox(_ paging: Paging? = nil) -> SandboxTransport {
    var resource = SandboxResource(Ticket.self)
    if let paging { resource.paging = paging }
    return SandboxTransport(
      store: .sandbox(files: files),
      resources: [resource])
  }

  func send(
    _ sandbox: SandboxTransport, _ method: HTTPMethod, _ path: String,
    query: [URLQueryItem] = [], key: String? = nil, headers given: HTTPHeaders = [:],
    body: String? = nil
  ) async throws -> (status: Int, json: FieldValue, headers: HTTPHeaders) {
    var headers = given
    headers["Idempotency-Key"] = key
    let url = SandboxTransport.baseURL.appending(
      path: path.split(separator: "/").map(String.init), query: query)
    let (data, response) = try await sandbox.send(
      HTTPRequest(method: method, url: url, headers: headers, body: body.map { Data($0.utf8) }))
    return (
      response.statusCode, try JSONDecoder().decode(FieldValue.self, from: data),
      response.headers
    )
  }

  @Test("An action of the app's own sets its flag, answers a repeated key as before, and 404s")
  func customAction() async throws {
    let sandbox = sandbox()
    let closed = try await send(sandbox, .post, "/tickets/1/close", key: "k1")
    #expect(closed.status == 200)
    guard case .object(let ticket) = closed.json else { throw Mismatch() }
    #expect(ticket["closed"] == .boolean(true))
    _ = try await send(sandbox, .post, "/tickets/2/close")  // without a key: applied, not kept
    let again = try await send(sandbox, .post, "/tickets/1/close", key: "k1")
    #expect(again.status == 200 && again.json == closed.json)
    #expect(try await send(sandbox, .post, "/tickets/999/close").status == 404)
    #expect(try await send(sandbox, .get, "/tickets/1/close").status == 405)
  }

  @Test("Django REST framework's envelope: count, next, results, page and page_size")
  func drf() async throws {
    let sandbox = sandbox(.drf)
    let first = try await send(
      sandbox, .get, "/tickets",
      query: [URLQueryItem(name: "page", value: "1"), URLQueryItem(name: "page_size", value: "2")])
    guard case .object(let page) = first.json, case .list(let items)? = page["results"] else {
      throw Mismatch()
    }
    #expect(items.count == 2)
    #expect(page["count"] == .integer(SandboxResource.sampleCount))
    #expect(page["next"] != .null)
    let bad = try await send(
      sandbox, .get, "/tickets", query: [URLQueryItem(name: "page", value: "0")])
    #expect(bad.status == 400)
  }

  @Test("fastapi-pagination's limit and offset: the items after the offset, and the total")
  func limitOffset() async throws {
    let sandbox = sandbox(.limitOffset)
    func items(offset: String) async throws -> (Int, [Int], FieldValue?) {
      let answer = try await send(
        sandbox, .get, "/tickets",
        query: [
          URLQueryItem(name: "limit", value: "2"), URLQueryItem(name: "offset", value: offset),
        ])
      guard case .object(let page) = answer.json, case .list(let items)? = page["items"] else {
        return (answer.status, [], nil)
      }
      let ids = items.compactMap { item -> Int? in
        guard case .object(let fields) = item, case .integer(let id)? = fields["id"] else {
          return nil
        }
        return id
      }
      return (answer.status, ids, page["total"])
    }
    let third = try await items(offset: "4")
    #expect(third.0 == 200 && third.1 == [5, 6])
    #expect(third.2 == .integer(SandboxResource.sampleCount))
    let past = try await items(offset: "999999999999999999")
    #expect(past.0 == 200 && past.1.isEmpty)
    #expect(try await items(offset: "-1").0 == 400)
  }

  @Test("JSON:API: records in and out, pages under data with meta and links, other media refused")
  func jsonAPI() async throws {
    var resource = SandboxResource(Ticket.self)
    (resource.paging, resource.records) = (.jsonAPI, .jsonAPI(type: "tickets"))
    let sandbox = SandboxTransport(store: .sandbox(files: files), resources: [resource])
    let media: HTTPHeaders = [
      "Accept": "application/vnd.api+json", "Content-Type": "application/vnd.api+json",
    ]
    let added = try await send(
      sandbox, .post, "/tickets", headers: media,
      body: #"{"data": {"type": "tickets", "attributes": {"title": "Leak", "closed": false}}}"#)
    let id = FieldValue.text(String(SandboxResource.sampleCount + 1))
    #expect(added.status == 201 && added.headers["Content-Type"] == "application/vnd.api+json")
    #expect(
      added.json
        == .object([
          "data": .object([
            "type": "tickets", "id": id,
            "attributes": .object(["title": "Leak", "closed": false]),
          ])
        ]))
    let page = try await send(
      sandbox, .get, "/tickets", query: [URLQueryItem(name: "page[size]", value: "5")],
      headers: media)
    guard case .object(let body) = page.json, case .list(let records)? = body["data"] else {
      throw Mismatch()
    }
    #expect(
      records.count == 5
        && records.allSatisfy { RecordFormat.jsonAPI(type: "tickets").fields(of: $0) != nil })
    #expect(body["meta"] == .object(["pagination": .object(["count": 13])]))
    guard case .object(let links)? = body["links"] else { throw Mismatch() }
    #expect(links["next"] != nil && links["next"] != .null)
    let wrongType = #"{"data": {"type": "notes", "attributes": {"title": "x", "closed": false}}}"#
    #expect(
      try await send(sandbox, .post, "/tickets", headers: media, body: wrongType).status == 409)
    #expect(
      try await send(sandbox, .patch, "/tickets/1", headers: media, body: wrongType).status == 409)
    #expect(
      try await send(sandbox, .post, "/tickets", headers: media, body: #"{"data": 1}"#).status
        == 400)
    let bare = #"{"title": "x", "closed": false}"#
    #expect(
      try await send(
        sandbox, .post, "/tickets", headers: ["Accept": media["Accept"] ?? ""], body: bare
      ).status == 415)
    let shown = try await send(sandbox, .get, "/tickets/1", headers: ["Accept": "*/*"])
    #expect(shown.status == 200)
    guard case .object(let one) = shown.json, case .object(let record)? = one["data"] else {
      throw Mismatch()
    }
    #expect(record["id"] == "1" && record["type"] == "tickets")
    let asJSON: HTTPHeaders = ["Accept": "application/json"]
    #expect(try await send(sandbox, .get, "/tickets/1", headers: asJSON).status == 406)
  }

  @Test("An API that takes an item only whole: a PUT must carry every field, and PATCH is refused")
  func put() async throws {
    var resource = SandboxResource(Ticket.self)
    resource.editMethod = .put
    let sandbox = SandboxTransport(store: .sandbox(files: files), resources: [resource])
    #expect(try await send(sandbox, .patch, "/tickets/1", body: #"{"title": "x"}"#).status == 405)
    #expect(try await send(sandbox, .put, "/tickets/1", body: #"{"title": "x"}"#).status == 400)
    let whole = try await send(
      sandbox, .put, "/tickets/1", body: #"{"title": "x", "closed": true}"#)
    #expect(whole.status == 200)
    guard case .object(let ticket) = whole.json else { throw Mismatch() }
    #expect(ticket["title"] == "x" && ticket["closed"] == true && ticket["id"] == 1)
  }

  @Test("GitHub's way: a Link header to the next page, and none on the last")
  func link() async throws {
    let sandbox = sandbox(.link)
    let size = URLQueryItem(name: Paging.link.sizeParameter ?? "per_page", value: "5")
    let page = Paging.link.pageParameter ?? "page"
    let first = try await send(
      sandbox, .get, "/tickets", query: [URLQueryItem(name: page, value: "1"), size])
    #expect(first.headers["Link"]?.contains("rel=\"next\"") == true)
    let last = try await send(
      sandbox, .get, "/tickets",
      query: [URLQueryItem(name: page, value: String((SandboxResource.sampleCount + 4) / 5)), size])
    #expect(last.headers["Link"] == nil)
  }

  struct Mismatch: Error {}
}
