import Domain
import Networking
import NetworkingMocks
import Repositories
import TestSupport
import Testing

/// LEARN.md, "Build it", step 3: the repository's promises, over the real store on a simulated
/// disk (`StoreFixture`) and a mocked API client, the one boundary below it.
@Suite("Remote album repository")
struct RemoteAlbumRepositoryTests {
  let fixture = StoreFixture()
  let api = MockAPIClient()
  let albums = [
    Album(id: 1, userID: 1, title: "quidem molestiae enim"),
    Album(id: 2, userID: 1, title: "sunt qui excepturi placeat culpa"),
  ]

  var repository: RemoteAlbumRepository {
    RemoteAlbumRepository(api: api, store: fixture.store)
  }

  @Test("Reads the user's albums from the server")
  func readsLive() async throws {
    api.on(FetchAlbums.self).returns(albums)
    let fetched = try await repository.albums(of: 1, policy: .networkFirst)
    #expect(fetched.value == albums)
    #expect(fetched.freshness == .live)
    #expect(api.on(FetchAlbums.self).calls == [FetchAlbums(userID: 1)])
  }

  @Test("Offline, serves what an earlier read stored, without asking", .tags(.offline))
  func servesTheStoredCopy() async throws {
    api.on(FetchAlbums.self).returns(albums)
    _ = try await repository.albums(of: 1, policy: .networkFirst)
    let fetched = try await repository.albums(of: 1, policy: .storeOnly)
    #expect(fetched.value == albums)
    #expect(fetched.freshness == .stored(at: fixture.now, reason: .offlineRequested))
    #expect(api.on(FetchAlbums.self).calls.count == 1)
  }

  @Test("Keeps each user's albums apart: offline, another user's are not served", .tags(.offline))
  func keepsUsersApart() async throws {
    api.on(FetchAlbums.self).returns(albums)
    _ = try await repository.albums(of: 1, policy: .networkFirst)
    let expected = RepositoryError.notStored(Subject("albums of user", id: 2), discarded: nil)
    await #expect(throws: expected) {
      try await repository.albums(of: 2, policy: .storeOnly)
    }
  }

  @Test("Offline with nothing stored, says so, naming what was asked for", .tags(.offline))
  func nothingStored() async {
    let expected = RepositoryError.notStored(Subject("albums of user", id: 1), discarded: nil)
    await #expect(throws: expected) {
      try await repository.albums(of: 1, policy: .storeOnly)
    }
  }

  @Test("A refusal is not hidden behind the stored copy")
  func refusalIsNotHidden() async throws {
    api.on(FetchAlbums.self).returns(albums)
    _ = try await repository.albums(of: 1, policy: .networkFirst)
    api.on(FetchAlbums.self).fails(with: .status(404))
    await #expect(throws: RepositoryError.notFound(Subject("albums of user", id: 1))) {
      try await repository.albums(of: 1, policy: .networkFirst)
    }
  }
}
