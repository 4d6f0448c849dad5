import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import Storage
import StorageMocks
import Testing

@testable import Sandbox

/// The routes a resource gets in the sandbox from its schema: the generic stack's server side.
@Suite("Sandbox resource routes")
struct SandboxRouteTests {
  let files = MockFileAccessor()
  var sandbox: SandboxTransport {
    SandboxTransport(
      store: .sandbox(files: files),
      resources: [SandboxResource(Note.self)])
  }

  func send(
    _ method: HTTPMethod, _ path: String, query: [URLQueryItem] = [], body: String? = nil,
    key: String? = nil
  ) async throws -> (status: Int, json: FieldValue) {
    var headers: HTTPHeaders = [:]
    headers["Idempotency-Key"] = key
    let url = SandboxTransport.baseURL.appending(
      path: path.split(separator: "/").map(String.init), query: query)
    let (data, response) = try await sandbox.send(
      HTTPRequest(method: method, url: url, headers: headers, body: body.map { Data($0.utf8) }))
    return (response.statusCode, try JSONDecoder().decode(FieldValue.self, from: data))
  }

  @Test(
    "A path matches a template's parameters, a whole number from 1 as one, text as text",
    arguments: [
      (["boards", "7", "notes"], ["boardId": FieldValue.integer(7)]),
      (["boards", "x", "notes"], ["boardId": .text("x")]),
      (["boards", "0", "notes"], ["boardId": .text("0")]),
      (["boards", "..", "notes"], nil),
      (["boards", "7"], nil),
      (["users", "7", "notes"], nil),
    ] as [([String], FieldValues?)])
  func matches(path: [String], values: FieldValues?) {
    #expect(SandboxRoute.match(Note.route.collection, path) == values)
  }

  @Test("Serves sample items, filtered by the path's parameter, paged with the total")
  func lists() async throws {
    let (status, json) = try await send(.get, "/boards/2/notes")
    #expect(status == 200)
    guard case .list(let items) = json else { throw Mismatch() }
    #expect(items.count == SandboxResource.sampleCount / 3)
    #expect(
      items.allSatisfy {
        if case .object(let note) = $0 { note["boardId"] == .integer(2) } else { false }
      })
  }

  @Test(
    "Refuses a body that breaks the schema, naming the field",
    arguments: [
      (#"{"title": "x"}"#, "boardId is required"),
      (#"{"boardId": 1, "title": "x", "level": "urgent"}"#, #"level must be one of "low", "high""#),
      (#"{"boardId": 1, "title": "x", "colour": "red"}"#, "colour is not a field"),
      ("[1]", "The body must be a JSON object."),
    ])
  func refusesBadBodies(body: String, problem: String) async throws {
    let (status, json) = try await send(.post, "/boards/1/notes", body: body)
    #expect(status == 400)
    guard case .object(let error) = json, case .text(let message)? = error["error"] else {
      throw Mismatch()
    }
    #expect(message.contains(problem))
  }

  @Test("Changes only the fields sent, and deletes; a missing item is 404")
  func editsAndDeletes() async throws {
    let edited = try await send(.patch, "/notes/1", body: #"{"title": "Changed"}"#)
    #expect(edited.status == 200)
    guard case .object(let note) = edited.json else { throw Mismatch() }
    #expect(note["title"] == .text("Changed"))
    #expect(note["boardId"] == .integer(1))
    #expect(try await send(.delete, "/notes/1").status == 200)
    #expect(try await send(.get, "/notes/1").status == 404)
    #expect(try await send(.delete, "/notes/1").status == 404)
    #expect(try await send(.patch, "/notes/999", body: "{}").status == 404)
  }

  @Test(
    "Answers 405 to a method the route does not take",
    arguments: [
      (HTTPMethod.post, "/notes/1"), (.put, "/notes/1"), (.patch, "/boards/1/notes"),
      (.delete, "/boards/1/notes"),
    ])
  func methodNotAllowed(method: HTTPMethod, path: String) async throws {
    let (status, json) = try await send(method, path, body: "{}")
    #expect(status == 405)
    #expect(json == .object(["error": .text("\(method.rawValue) is not allowed here.")]))
  }

  @Test("Each new key adds an item, and so does each request without one")
  func addsPerKey() async throws {
    let body = #"{"boardId": 1, "title": "Tea"}"#
    var ids: [FieldValue?] = []
    for key in ["k-1", "k-2", nil, nil] {
      guard
        case .object(let note) = try await send(.post, "/boards/1/notes", body: body, key: key).json
      else { throw Mismatch() }
      ids.append(note["id"])
    }
    #expect(ids == [13, 14, 15, 16].map { .integer($0) })
  }

  @Test("A key seen before gets its first answer, whatever the body, and adds nothing")
  func keyAnswersAsBefore() async throws {
    let body = #"{"boardId": 1, "title": "Tea"}"#
    let first = try await send(.post, "/boards/1/notes", body: body, key: "k-1")
    let later = try await send(
      .post, "/boards/1/notes", body: #"{"boardId": 2, "title": "Other"}"#, key: "k-1")
    #expect(first.status == 201 && later.status == 201)
    #expect(later.json == first.json)
    guard case .object(let note) = first.json else { throw Mismatch() }
    #expect(note["id"] == .integer(SandboxResource.sampleCount + 1))
    #expect(note["title"] == .text("Tea"))
    #expect(try await send(.get, "/notes/\(SandboxResource.sampleCount + 1)").json == first.json)
    let (_, list) = try await send(.get, "/boards/2/notes")
    guard case .list(let items) = list else { throw Mismatch() }
    #expect(items.count == SandboxResource.sampleCount / 3)
  }

  @Test(
    "Refuses a page query that is not whole numbers from 1",
    arguments: [("_page", "0"), ("_limit", "-1"), ("_page", "two")])
  func refusesPaging(name: String, value: String) async throws {
    let (status, json) = try await send(
      .get, "/boards/1/notes", query: [URLQueryItem(name: name, value: value)])
    #expect(status == 400)
    #expect(json == .object(["error": .text("_page and _limit must be whole numbers from 1.")]))
  }

  @Test("Pages a collection as asked, with its total")
  func pages() async throws {
    let (status, json) = try await send(
      .get, "/boards/1/notes",
      query: [URLQueryItem(name: "_page", value: "2"), URLQueryItem(name: "_limit", value: "3")])
    #expect(status == 200)
    guard case .list(let items) = json else { throw Mismatch() }
    #expect(items.count == 1)
    #expect(
      items.first.flatMap { if case .object(let note) = $0 { note["id"] } else { nil } }
        == .integer(10))
  }

  @Test(
    "Says what a field must be in JSON's terms, never in the client's placeholders",
    arguments: [
      (FieldKind.integer, "an integer"), (.number, "a number"), (.boolean, "true or false"),
      (.text, "a string"), (.date, "an ISO 8601 date string"), (.uuid, "a UUID string"),
      (.choice(["low", "high"]), #"one of "low", "high""#),
      (.list(.integer), "an array, each item an integer"),
    ] as [(FieldKind, String)])
  func expectations(kind: FieldKind, words: String) {
    #expect(SandboxResource.expectation(of: kind) == words)
  }

  @Test(
    "Refuses a change that breaks the schema, and keeps the item as it was",
    arguments: [
      ("[1]", "The body must be a JSON object."),
      (#"{"level": "urgent"}"#, #"level must be one of "low", "high"."#),
      (#"{"title": null}"#, "title cannot be null."),
      (#"{"colour": "red", "weight": "heavy"}"#, "colour is not a field; weight must be a number."),
    ])
  func refusesBadChanges(body: String, message: String) async throws {
    let (status, json) = try await send(.patch, "/notes/1", body: body)
    #expect(status == 400)
    #expect(json == .object(["error": .text(message)]))
    let (_, shown) = try await send(.get, "/notes/1")
    guard case .object(let note) = shown else { throw Mismatch() }
    #expect(note["title"] == .text("Title 1"))
  }

  @Test("Keeps an item's identifier whatever a change's body says, and deletes with {}")
  func identifierIsKept() async throws {
    let (_, json) = try await send(.patch, "/notes/2", body: #"{"id": 99, "pinned": false}"#)
    guard case .object(let note) = json else { throw Mismatch() }
    #expect(note["id"] == .integer(2))
    #expect(note["pinned"] == .boolean(false))
    let deleted = try await send(.delete, "/notes/2")
    #expect(deleted.status == 200)
    #expect(deleted.json == .object([:]))
  }

  struct Mismatch: Error {}
}
