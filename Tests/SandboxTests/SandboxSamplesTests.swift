import Domain
import Foundation
import Networking
import Storage
import StorageMocks
import Testing

@testable import Sandbox

/// The samples' part of the sandbox (a profile per user, the posts paged as JSONPlaceholder
/// pages them), tested through the real ``RemoteAPIClient`` like the rest of it.
@Suite("Sandbox backend: the samples' users and posts")
struct SandboxSamplesTests {
  let files = MockFileAccessor()
  let fileSystem = MockFileSystem()

  var store: DocumentStore {
    .sandbox(files: files, fileSystem: fileSystem)
  }

  var client: RemoteAPIClient {
    RemoteAPIClient(baseURL: SandboxTransport.baseURL, transport: SandboxTransport(store: store))
  }

  func send(_ method: HTTPMethod, _ path: String, body: Data? = nil) async throws -> (
    Data, HTTPResponse
  ) {
    let url = try #require(URL(string: SandboxTransport.baseURL.description + path))
    return try await SandboxTransport(store: store).send(
      HTTPRequest(method: method, url: url, body: body))
  }

  @Test("Its seed decodes, so a mistake in users.json or posts.json fails here with its reason")
  func seedDecodes() throws {
    let users = try JSONDecoder().decode(
      [FieldValues].self, from: Data(PackageResources.users_json))
    let posts = try JSONDecoder().decode(
      [SandboxPost].self, from: Data(PackageResources.posts_json))
    #expect(users.count == 10 && posts.count == 50)
  }

  @Test("Serves every seeded user as a complete, valid profile", arguments: 1...10)
  func servesUsers(id: Int) async throws {
    let user = try await client.send(FetchUser(id: id)).user
    #expect(user.id == id)
    #expect(user.address?.city != nil)
    #expect(user.company != nil)
    _ = try ProfileUpdate(name: user.name, email: user.email)
  }

  @Test(
    "Answers 404 for a user it does not have", arguments: ["/users/0", "/users/11", "/users/abc"])
  func unknownUser(path: String) async throws {
    let (_, response) = try await send(.get, path)
    #expect(response.statusCode == 404)
  }

  @Test("Pages the articles with X-Total-Count, as JSONPlaceholder does")
  func pagesArticles() async throws {
    let page = try await client.send(FetchArticles(page: 2, perPage: 10))
    #expect(page.items.map(\.id) == Array(11...20))
    #expect(page.totalCount == 50)
    let last = try await client.send(FetchArticles(page: 3, perPage: 24))
    #expect(last.items.map(\.id) == [49, 50])
  }

  @Test("A page past the end is an empty list, even absurdly far", arguments: [6, 1_000_000])
  func pastTheEnd(page: Int) async throws {
    let result = try await client.send(FetchArticles(page: page, perPage: 10))
    #expect(result.items.isEmpty)
    #expect(result.totalCount == 50)
  }

  @Test("Every article has a seeded author and a unique id")
  func seedIsConsistent() async throws {
    let all = try await client.send(FetchArticles(page: 1, perPage: 100))
    #expect(all.items.map(\.id) == Array(1...50))
    #expect(Set(all.items.map(\.userID)) == Set(1...10))
  }

  @Test(
    "Refuses page numbers that are not whole numbers from 1",
    arguments: ["_page=0", "_limit=-1", "_page=x"])
  func refusesBadQuery(query: String) async throws {
    let (_, response) = try await send(.get, "/posts?\(query)")
    #expect(response.statusCode == 400)
  }

  @Test("Keeps an edit, so a later sandbox over the same store serves it")
  func persistsEdits() async throws {
    var document = try await client.send(FetchUser(id: 3))
    document.user.name = "Mei Lin-Sato"
    let echoed = try await client.send(ReplaceUser(document))
    #expect(echoed.user == document.user)
    #expect(try await client.send(FetchUser(id: 3)).user.name == "Mei Lin-Sato")
    #expect(try await client.send(FetchUser(id: 4)).user.name == "Jonas Becker")
  }

  @Test(
    "Refuses a PUT whose body is not a user, storing nothing",
    arguments: [
      #"{"name": 1}"#, "[]", "not json",
      #"{"name": "A", "username": "a", "email": "a@b.co", "address": "x"}"#,
      #"{"name": "A", "username": "a", "email": "a@b.co", "phone": 5}"#,
      #"{"name": "A", "username": "a", "email": "a@b.co", "address": {"geo": {"lat": 1}}}"#,
      #"{"name": "A", "username": "a", "email": "a@b.co", "company": {"bs": "x"}}"#,
    ])
  func refusesBadBody(body: String) async throws {
    let (_, response) = try await send(.put, "/users/1", body: Data(body.utf8))
    #expect(response.statusCode == 400)
    #expect(files.paths.isEmpty)
  }

  @Test("Keeps what a PUT sends that it does not know, as a server keeps a whole object")
  func keepsUnknownFields() async throws {
    let body =
      #"{"name": "A", "username": "a", "email": "a@b.co", "phone": null, "pronouns": "she"}"#
    let (_, stored) = try await send(.put, "/users/2", body: Data(body.utf8))
    #expect(stored.statusCode == 200)
    let (data, _) = try await send(.get, "/users/2")
    let user = try JSONDecoder().decode(FieldValue.self, from: data)
    #expect(
      user == [
        "id": 2, "name": "A", "username": "a", "email": "a@b.co", "phone": .null, "pronouns": "she",
      ])
    #expect(try await client.send(FetchUser(id: 2)).user.name == "A")
  }

  @Test("Reports its own disk failing as local storage, not as a server error")
  func failsToSave() async throws {
    let document = try await client.send(FetchUser(id: 1))
    files.fail(.write, with: .diskFull)
    await #expect(
      throws: APIError.transport(
        .localStorageFailed(
          LocalFailure(
            path: "/virtual/strata/sandbox/users.json",
            underlyingError: StorageError.outOfSpace(path: "/virtual/strata/sandbox/users.json"))))
    ) {
      try await client.send(ReplaceUser(document))
    }
  }

  @Test("Serves the seed when its edits file is corrupted")
  func ignoresCorruptedEdits() async throws {
    files.place(
      Data("not json".utf8), at: URL(fileURLWithPath: "/virtual/strata/sandbox/users.json"))
    #expect(try await client.send(FetchUser(id: 1)).user.name == "Amara Okafor")
  }

  @Test("Answers 404 to a PUT for a user it does not have, storing nothing")
  func putUnknownUser() async throws {
    let (_, response) = try await send(.put, "/users/42", body: Data(#"{"id": 42}"#.utf8))
    #expect(response.statusCode == 404)
    #expect(files.paths.isEmpty)
  }

  @Test("Reports an edits file it cannot read as local storage, naming it")
  func failsToRead() async throws {
    files.place(Data("[]".utf8), at: URL(fileURLWithPath: "/virtual/strata/sandbox/users.json"))
    files.fail(.read, with: .ioError)
    await #expect(
      throws: TransportError.localStorageFailed(
        LocalFailure(
          path: "/virtual/strata/sandbox/users.json",
          underlyingError: StorageError.readFailed(
            path: "/virtual/strata/sandbox/users.json", SystemError(code: EIO))))
    ) {
      try await send(.get, "/users/1")
    }
  }
}
