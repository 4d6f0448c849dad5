import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import Repositories
import Storage
import StorageMocks
import TestSupport
import Testing

@Suite("Remote user repository")
struct RemoteUserRepositoryTests {
  let fixture = StoreFixture()
  let api = MockAPIClient()
  let storedAt = Date(timeIntervalSince1970: 1_700_000_000)

  var repository: RemoteUserRepository {
    RemoteUserRepository(
      api: api, store: fixture.store,
      queue: fixture.outbox(sending: [ProfileChangeSender(api: api, store: fixture.store)]))
  }

  func storeCopy(_ user: User = .mock) throws {
    try fixture.store(at: storedAt).save(user, for: DocumentKey<User>("user-1"))
  }

  @Test("Reads the live profile and keeps a copy")
  func readsLiveAndStores() async throws {
    api.on(FetchUser.self).returns(UserDocument(.mock))
    let fetched = try await repository.user(id: 1)
    #expect(fetched == Fetched(.mock, freshness: .live))
    #expect(try fixture.store.load(DocumentKey<User>("user-1"))?.value == .mock)
    #expect(api.on(FetchUser.self).calls == [FetchUser(id: 1)])
  }

  @Test(
    "Serves the stored copy, saying why and from when, when the server is unreachable",
    .tags(.offline))
  func fallsBackWhenUnreachable() async throws {
    try storeCopy()
    api.on(FetchUser.self).fails(with: .transport(.cannotConnect))
    let fetched = try await repository.user(id: 1)
    let why = RepositoryError.unavailable(
      Unavailability(.cannotConnect, underlyingError: .transport(.cannotConnect)))
    #expect(
      fetched == Fetched(.mock, freshness: .stored(at: storedAt, reason: .serverUnavailable(why))))
  }

  @Test(
    "Fails as unavailable when the server is unreachable and nothing is stored", .tags(.offline))
  func unreachableWithoutCopy() async {
    api.on(FetchUser.self).fails(with: .status(503))
    await #expect(
      throws: RepositoryError.unavailable(
        Unavailability(.serverError(statusCode: 503), underlyingError: .status(503)))
    ) {
      try await repository.user(id: 1)
    }
  }

  @Test(
    "Never hides a refusal behind the stored copy",
    arguments: [APIError.status(404), .status(401), .unexpectedContentType("text/html")])
  func refusalIsNotHidden(apiError: APIError) async throws {
    try storeCopy()
    api.on(FetchUser.self).fails(with: apiError)
    await #expect(throws: RepositoryError.self) { try await repository.user(id: 1) }
  }

  @Test("Offline, reads the stored copy and sends nothing", .tags(.offline))
  func offlineReadsStoreOnly() async throws {
    try storeCopy()
    let fetched = try await repository.user(id: 1, policy: .storeOnly)
    #expect(fetched == Fetched(.mock, freshness: .stored(at: storedAt, reason: .offlineRequested)))
    #expect(api.on(FetchUser.self).calls.isEmpty)
  }

  /// What is where the user's stored copy would be.
  enum StoredCopy: CaseIterable { case nothing, corrupted, otherSchema }

  @Test(
    "Offline, without a copy it can use, it is notStored, naming a copy discarded and why",
    .tags(.offline), arguments: StoredCopy.allCases)
  func offlineWithoutUsableCopy(_ copy: StoredCopy) async {
    let url = fixture.url("user-1.json")
    let discarded: StoreFailure?
    switch copy {
    case .nothing:
      discarded = nil
    case .corrupted:
      fixture.files.place(Data("{\"schemaVer".utf8), at: url)
      discarded = StoreFailure(
        path: url.path, .corrupted, underlyingError: .corrupted(path: url.path, .notADocument))
    case .otherSchema:
      let json = #"{"schemaVersion": 7, "storedAt": "2027-01-15T08:00:00Z", "payload": {}}"#
      fixture.files.place(Data(json.utf8), at: url)
      discarded = StoreFailure(
        path: url.path, .otherSchemaVersion(7),
        underlyingError: .unsupportedVersion(path: url.path, found: 7))
    }
    await #expect(throws: RepositoryError.notStored(.user(1), discarded: discarded)) {
      try await repository.user(id: 1, policy: .storeOnly)
    }
  }

  @Test("Unreachable server and a corrupted copy: the error keeps both", .tags(.offline))
  func unreachableWithCorruptedCopy() async {
    let url = fixture.url("user-1.json")
    fixture.files.place(Data("garbage".utf8), at: url)
    api.on(FetchUser.self).fails(with: .transport(.timedOut))
    let expected = Unavailability(
      .timedOut, underlyingError: .transport(.timedOut),
      unusableStoredCopy: StoreFailure(
        path: url.path, .corrupted, underlyingError: .corrupted(path: url.path, .notADocument)))
    await #expect(throws: RepositoryError.unavailable(expected)) {
      try await repository.user(id: 1)
    }
  }

  @Test("Offline, a store that cannot be read is a storage failure", .tags(.offline))
  func offlineReadError() async throws {
    try storeCopy()
    fixture.files.fail(.read, with: .ioError)
    let path = fixture.url("user-1.json").path
    await #expect(throws: RepositoryError.ioErrorReading(path)) {
      try await repository.user(id: 1, policy: .storeOnly)
    }
  }

  @Test("A copy that cannot be written is reported beside the good value")
  func writeThroughFailure() async throws {
    api.on(FetchUser.self).returns(UserDocument(.mock))
    fixture.files.fail(.write, with: .diskFull)
    let fetched = try await repository.user(id: 1)
    let path = fixture.url("user-1.json").path
    #expect(fetched.value == .mock)
    #expect(fetched.freshness == .live)
    #expect(
      fetched.storeFailure
        == .storageFailed(
          StoreFailure(path: path, .diskFull, underlyingError: .outOfSpace(path: path))))
  }

  @Test("A data directory that cannot be created is reported beside the good value")
  func containerUnavailable() async throws {
    api.on(FetchUser.self).returns(UserDocument(.mock))
    fixture.fileSystem.makeUnavailable(SystemError(code: EACCES))
    let fetched = try await repository.user(id: 1)
    #expect(fetched.value == .mock)
    let failure = try #require(fetched.storeFailure?.storeFailure)
    #expect(failure.path == "/virtual/strata/cache/test")
    #expect(failure.reason == .system(code: EACCES, description: "Permission denied"))
  }

  // MARK: Updating

  @Test("Updates by reading the live profile, applying the change and sending the document back")
  func updatesProfile() async throws {
    var stale = User.mock
    stale.phone = "old number"
    try storeCopy(stale)
    api.on(FetchUser.self).returns(UserDocument(.mock))
    api.on(ReplaceUser.self).answers { call in call.document }
    let update = try ProfileUpdate(name: "Ada King")

    let written = try await repository.updateProfile(id: 1, with: update)

    let expected = update.applied(to: .mock)
    #expect(api.on(ReplaceUser.self).calls == [ReplaceUser(UserDocument(expected))])
    #expect(written.value == expected)
    #expect(written.queued == nil)
    #expect(try fixture.store.load(DocumentKey<User>("user-1"))?.value == expected)
  }

  @Test("A store that cannot be read fails an update before anything is queued or sent")
  func updateWithUnreadableStore() async throws {
    try storeCopy()
    fixture.files.fail(.read, with: .ioError)
    await #expect(throws: RepositoryError.self) {
      try await repository.updateProfile(id: 1, with: try ProfileUpdate(name: "Ada King"))
    }
    #expect(api.on(ReplaceUser.self).calls.isEmpty)
    #expect(fixture.keptChanges.isEmpty)
  }

  @Test("A stored copy that cannot be used counts as missing: the update goes on without it")
  func updateWithCorruptedCopy() async throws {
    fixture.files.place(Data("garbage".utf8), at: fixture.url("user-1.json"))
    api.on(FetchUser.self).returns(UserDocument(.mock))
    api.on(ReplaceUser.self).answers { call in call.document }
    let update = try ProfileUpdate(name: "Ada King")
    let written = try await repository.updateProfile(id: 1, with: update)
    #expect(written.value == update.applied(to: .mock))
    #expect(written.storeFailure == nil)
  }

  @Test("An update the server took, whose answer cannot be kept, is sent, and says why not kept")
  func updateSentWithoutCopy() async throws {
    try storeCopy()
    api.on(FetchUser.self).returns(UserDocument(.mock))
    api.on(ReplaceUser.self).answers { call in call.document }
    fixture.files.fail(.write, with: .diskFull)
    let update = try ProfileUpdate(name: "X")
    let written = try await repository.updateProfile(id: 1, with: update)
    // Not the copy from before, which the sender could not replace: the profile as changed.
    #expect(written.value == update.applied(to: .mock))
    #expect(written.queued == nil)
    guard case .storageFailed(let failure)? = written.storeFailure else {
      Issue.record("no store failure: \(String(describing: written.storeFailure))")
      return
    }
    #expect(failure.reason == .diskFull)
    #expect(api.on(ReplaceUser.self).calls.count == 1)
  }

  @Test("Sends nothing when the current profile cannot be read, and keeps no change")
  func noUpdateWithoutCurrentProfile() async throws {
    api.on(FetchUser.self).fails(with: .status(404))
    await #expect(throws: RepositoryError.notFound(Subject("user", id: 1))) {
      try await repository.updateProfile(id: 1, with: try ProfileUpdate(email: "a@b.co"))
    }
    #expect(api.on(ReplaceUser.self).calls.isEmpty)
    #expect(fixture.keptChanges.isEmpty)
  }

  @Test("Offline, the change waits in the outbox, and the profile shows it at once, pending")
  func queuesOffline() async throws {
    try storeCopy()
    api.on(FetchUser.self).fails(with: .transport(.offline))
    let update = try ProfileUpdate(name: "Ada King")
    let written = try await repository.updateProfile(id: 1, with: update)
    #expect(written.value == update.applied(to: .mock))
    #expect(written.queued?.waiting == 1)
    #expect(written.queued?.change.original == ["name": .text(User.mock.name)])
    let shown = try await repository.user(id: 1, policy: .storeOnly)
    #expect(shown.value.name == "Ada King")
    #expect(shown.isPending)
  }

  @Test("A change made meanwhile by someone else to the same field is a conflict, sent nothing")
  func conflict() async throws {
    try storeCopy()
    var theirs = User.mock
    theirs.name = "Someone Else's Name"
    api.on(FetchUser.self).returns(UserDocument(theirs))
    await #expect(throws: RepositoryError.self) {
      try await repository.updateProfile(id: 1, with: try ProfileUpdate(name: "Ada King"))
    }
    #expect(api.on(ReplaceUser.self).calls.isEmpty)
  }

  @Test("A PUT answered 2xx with a body too large to read was applied: shown, and not queued")
  func updateAppliedButTooLarge() async throws {
    try storeCopy()
    api.on(FetchUser.self).returns(UserDocument(.mock))
    let tooLarge = APIError.transport(.responseTooLarge(limit: 4096, statusCode: 200))
    api.on(ReplaceUser.self).fails(with: tooLarge)
    let update = try ProfileUpdate(name: "X")
    let written = try await repository.updateProfile(id: 1, with: update)
    #expect(written.value == update.applied(to: .mock))
    #expect(written.queued == nil)
    #expect(
      written.unreadableAnswer
        == ResponseProblem(.tooLarge(limit: 4096), underlyingError: tooLarge))
    #expect(fixture.keptChanges.isEmpty)
    #expect(api.on(ReplaceUser.self).calls.count == 1)
  }

  @Test("A refused update leaves the stored copy alone")
  func refusedUpdate() async throws {
    try storeCopy()
    api.on(FetchUser.self).returns(UserDocument(.mock))
    api.on(ReplaceUser.self).fails(with: .status(422))
    await #expect(throws: RepositoryError.rejected(statusCode: 422, message: nil)) {
      try await repository.updateProfile(id: 1, with: try ProfileUpdate(name: "X"))
    }
    #expect(try fixture.store.load(DocumentKey<User>("user-1"))?.value == .mock)
  }
}
