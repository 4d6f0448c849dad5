import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import Repositories
import Storage
import StorageMocks
import Testing

@Suite("Remote user repository")
struct RemoteUserRepositoryTests {
  let fixture = StoreFixture()
  let api = MockAPIClient()
  let storedAt = Date(timeIntervalSince1970: 1_700_000_000)

  var repository: RemoteUserRepository { RemoteUserRepository(api: api, store: fixture.store) }

  func storeCopy(_ user: User = .mock) throws {
    try fixture.store(at: storedAt).save(user, for: DocumentKey<User>("user-1"))
  }

  @Test("Reads the live profile and keeps a copy")
  func readsLiveAndStores() async throws {
    api.fetchUser.returns(.mock)
    let fetched = try await repository.user(id: 1)
    #expect(fetched == Fetched(.mock, freshness: .live))
    #expect(try fixture.store.load(DocumentKey<User>("user-1"))?.value == .mock)
    #expect(api.fetchUser.calls == [1])
  }

  @Test(
    "Serves the stored copy, saying why and from when, when the server is unreachable",
    .tags(.offline))
  func fallsBackWhenUnreachable() async throws {
    try storeCopy()
    api.fetchUser.fails(with: .transport(.cannotConnect))
    let fetched = try await repository.user(id: 1)
    let reason = RepositoryError.unavailable(reason: "could not connect to the server")
    #expect(
      fetched
        == Fetched(.mock, freshness: .stored(at: storedAt, reason: .serverUnavailable(reason))))
  }

  @Test(
    "Fails as unavailable when the server is unreachable and nothing is stored", .tags(.offline))
  func unreachableWithoutCopy() async {
    api.fetchUser.fails(with: .status(503))
    await #expect(throws: RepositoryError.unavailable(reason: "the server answered HTTP 503")) {
      try await repository.user(id: 1)
    }
  }

  @Test(
    "Never hides a refusal behind the stored copy",
    arguments: [
      (APIError.status(404), RepositoryError.notFound(resource: "user 1")),
      (.status(401), .unauthorized(statusCode: 401)),
      (
        .decoding(DecodingFailure(path: "id", problem: .missingField)),
        .invalidResponse(reason: "field `id` is missing")
      ),
    ])
  func refusalIsNotHidden(apiError: APIError, expected: RepositoryError) async throws {
    try storeCopy()
    api.fetchUser.fails(with: apiError)
    await #expect(throws: expected) { try await repository.user(id: 1) }
  }

  @Test("Offline, reads the stored copy and sends nothing", .tags(.offline))
  func offlineReadsStoreOnly() async throws {
    try storeCopy()
    let fetched = try await repository.user(id: 1, policy: .storeOnly)
    #expect(fetched == Fetched(.mock, freshness: .stored(at: storedAt, reason: .offlineRequested)))
    #expect(api.fetchUser.calls.isEmpty)
  }

  @Test("Offline with nothing stored is notStored", .tags(.offline))
  func offlineWithoutCopy() async {
    await #expect(throws: RepositoryError.notStored(resource: "user 1", discarded: nil)) {
      try await repository.user(id: 1, policy: .storeOnly)
    }
  }

  @Test("Offline, a corrupted copy is treated as missing and named", .tags(.offline))
  func offlineWithCorruptedCopy() async {
    let url = fixture.url("user-1.json")
    fixture.files.place(Data("{\"schemaVer".utf8), at: url)
    let discarded =
      "the stored copy at \(url.path) was unreadable (not a Strata document) and was ignored"
    await #expect(throws: RepositoryError.notStored(resource: "user 1", discarded: discarded)) {
      try await repository.user(id: 1, policy: .storeOnly)
    }
  }

  @Test("Unreachable server and a corrupted copy: the error says both", .tags(.offline))
  func unreachableWithCorruptedCopy() async {
    let url = fixture.url("user-1.json")
    fixture.files.place(Data("garbage".utf8), at: url)
    api.fetchUser.fails(with: .transport(.timedOut))
    let reason =
      "the request timed out; the stored copy at \(url.path) was unreadable (not a Strata document) and was ignored"
    await #expect(throws: RepositoryError.unavailable(reason: reason)) {
      try await repository.user(id: 1)
    }
  }

  @Test("Offline, a store that cannot be read is a storage failure", .tags(.offline))
  func offlineReadError() async throws {
    try storeCopy()
    fixture.files.fail(.read, with: .ioError)
    let path = fixture.url("user-1.json").path
    await #expect(throws: RepositoryError.storageFailed(path: path, reason: "Input/output error")) {
      try await repository.user(id: 1, policy: .storeOnly)
    }
  }

  @Test("A copy that cannot be written is reported beside the good value")
  func writeThroughFailure() async throws {
    api.fetchUser.returns(.mock)
    fixture.files.fail(.write, with: .diskFull)
    let fetched = try await repository.user(id: 1)
    #expect(fetched.value == .mock)
    #expect(fetched.freshness == .live)
    #expect(
      fetched.storeFailure
        == .storageFailed(path: fixture.url("user-1.json").path, reason: "the disk is full"))
  }

  @Test("A data directory that cannot be created is reported beside the good value")
  func containerUnavailable() async throws {
    api.fetchUser.returns(.mock)
    fixture.fileSystem.makeUnavailable(reason: "Permission denied")
    let fetched = try await repository.user(id: 1)
    #expect(fetched.value == .mock)
    #expect(
      fetched.storeFailure
        == .storageFailed(path: "/virtual/strata/cache/test", reason: "Permission denied"))
  }

  // MARK: Updating

  @Test("Updates by reading the live profile, applying the change and sending it whole")
  func updatesProfile() async throws {
    var stale = User.mock
    stale.phone = "old number"
    try storeCopy(stale)
    api.fetchUser.returns(.mock)
    api.updateProfile.answers { call in call.user }
    let update = try ProfileUpdate(name: "Ada King")

    let fetched = try await repository.updateProfile(id: 1, with: update)

    let expected = update.applied(to: .mock)
    #expect(api.updateProfile.calls == [MockAPIClient.UpdateCall(id: 1, user: expected)])
    #expect(fetched == Fetched(expected))
    #expect(try fixture.store.load(DocumentKey<User>("user-1"))?.value == expected)
  }

  @Test("Sends nothing when the current profile cannot be read")
  func noUpdateWithoutCurrentProfile() async throws {
    api.fetchUser.fails(with: .status(404))
    await #expect(throws: RepositoryError.notFound(resource: "user 1")) {
      try await repository.updateProfile(id: 1, with: try ProfileUpdate(email: "a@b.co"))
    }
    #expect(api.updateProfile.calls.isEmpty)
  }

  @Test("A refused update leaves the stored copy alone")
  func refusedUpdate() async throws {
    try storeCopy()
    api.fetchUser.returns(.mock)
    api.updateProfile.fails(with: .status(422))
    await #expect(throws: RepositoryError.rejected(statusCode: 422)) {
      try await repository.updateProfile(id: 1, with: try ProfileUpdate(name: "X"))
    }
    #expect(try fixture.store.load(DocumentKey<User>("user-1"))?.value == .mock)
  }
}
