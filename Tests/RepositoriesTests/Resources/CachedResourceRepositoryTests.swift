import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import Storage
import TestSupport
import Testing

@testable import Repositories

@Suite("Cached resource repository")
struct CachedResourceRepositoryTests {
  /// A read-only endpoint of the shape every generated feature has: a list under a parent.
  struct FetchTitles: Endpoint {
    var parentID: Int

    func request() -> APIRequest {
      APIRequest(.get, path: ["parents", String(parentID), "titles"])
    }

    func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) -> [String] {
      try JSONBody.decode([String].self, from: body)
    }
  }

  let fixture = StoreFixture()
  let api = MockAPIClient()

  var repository: CachedResourceRepository<Int, FetchTitles> {
    CachedResourceRepository(
      api: api, store: fixture.store, resource: { Resource("titles of parent", id: $0) },
      endpoint: { FetchTitles(parentID: $0) })
  }

  @Test("Reads live, keeps a copy, and serves it offline")
  func readsAndStores() async throws {
    api.on(FetchTitles.self).returns(["a", "b"])
    #expect(try await repository.read(7, policy: .networkFirst) == Fetched(["a", "b"]))
    #expect(api.on(FetchTitles.self).calls == [FetchTitles(parentID: 7)])

    let offline = try await repository.read(7, policy: .storeOnly)
    #expect(offline.value == ["a", "b"])
    #expect(offline.freshness == .stored(at: fixture.now, reason: .offlineRequested))
    #expect(api.on(FetchTitles.self).calls.count == 1)
  }

  @Test("Keeps each query's copy apart")
  func separateCopies() async throws {
    api.on(FetchTitles.self).answers { call in ["of \(call.parentID)"] }
    _ = try await repository.read(1, policy: .networkFirst)
    _ = try await repository.read(2, policy: .networkFirst)
    #expect(try await repository.read(1, policy: .storeOnly).value == ["of 1"])
    #expect(try await repository.read(2, policy: .storeOnly).value == ["of 2"])
  }

  @Test("Names what it was asked for when nothing is stored")
  func notStored() async {
    await #expect(
      throws: RepositoryError.notStored(Resource("titles of parent", id: 3), discarded: nil)
    ) {
      try await repository.read(3, policy: .storeOnly)
    }
  }

  @Test("Falls back to the stored copy when the server is unreachable")
  func fallsBack() async throws {
    api.on(FetchTitles.self).returns(["kept"])
    _ = try await repository.read(5, policy: .networkFirst)
    api.on(FetchTitles.self).fails(with: .transport(.timedOut))
    let fetched = try await repository.read(5, policy: .networkFirst)
    #expect(fetched.value == ["kept"])
    let why = RepositoryError.unavailable(
      Unavailability(.timedOut, underlyingError: .transport(.timedOut)))
    #expect(fetched.freshness == .stored(at: fixture.now, reason: .serverUnavailable(why)))
  }

  @Test(
    "Gives every path its own safe, collision-free document name",
    arguments: [
      (["posts", "1", "comments"], "resource-posts-1-comments"),
      (["a-b"], "resource-a_2d_b"),
      (["a", "b"], "resource-a-b"),
      (["a_b"], "resource-a_5f_b"),
    ])
  func documentNames(path: [String], name: String) {
    #expect(CachedResourceRepository<Int, FetchTitles>.documentName(for: path) == name)
  }
}
