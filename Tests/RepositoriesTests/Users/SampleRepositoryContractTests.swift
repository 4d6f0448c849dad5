import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import Repositories
import RepositoriesMocks
import Storage
import TestSupport
import Testing

/// The contract of the profile's repository, held by the real repository and its mock alike.
@Suite("Repository contract: the profile's users", .tags(.contract))
struct SampleRepositoryContractTests {
  enum Implementation: String, ContractImplementation { case remote, mock }

  let fixture = StoreFixture()

  /// A user repository backed by a server holding `User.mock` only, with nothing stored yet.
  func users(_ implementation: Implementation) -> any UserRepository {
    switch implementation {
    case .remote:
      let api = MockAPIClient()
      api.on(FetchUser.self).answers { call throws(APIError) in
        guard call.id == User.mock.id else { throw .status(404) }
        return UserDocument(.mock)
      }
      api.on(ReplaceUser.self).answers { call in call.document }
      return RemoteUserRepository(
        api: api, store: fixture.store,
        queue: fixture.outbox(sending: [ProfileChangeSender(api: api, store: fixture.store)]))
    case .mock:
      let mock = MockUserRepository()
      mock.user.answers { call throws(RepositoryError) in
        guard call.policy == .networkFirst else {
          throw .notStored(.user(call.id), discarded: nil)
        }
        guard call.id == User.mock.id else { throw .notFound(.user(call.id)) }
        return Fetched(.mock)
      }
      mock.updateProfile.answers { call in Written(sent: call.update.applied(to: .mock)) }
      return mock
    }
  }

  @Test("Reads a user live", arguments: Implementation.allCases)
  func readsUserLive(implementation: Implementation) async throws {
    let fetched = try await users(implementation).user(id: 1)
    #expect(fetched == Fetched(.mock, freshness: .live))
  }

  @Test("A user the server does not have is notFound", arguments: Implementation.allCases)
  func unknownUser(implementation: Implementation) async {
    await #expect(throws: RepositoryError.notFound(.user(5))) {
      try await users(implementation).user(id: 5)
    }
  }

  @Test("Offline with nothing stored is notStored", arguments: Implementation.allCases)
  func offlineWithNothingStored(implementation: Implementation) async {
    await #expect(throws: RepositoryError.notStored(.user(1), discarded: nil)) {
      try await users(implementation).user(id: 1, policy: .storeOnly)
    }
  }

  @Test("An update returns the profile with the change applied", arguments: Implementation.allCases)
  func updates(implementation: Implementation) async throws {
    let update = try ProfileUpdate(email: "ada@king.example")
    let written = try await users(implementation).updateProfile(id: 1, with: update)
    #expect(written.value == update.applied(to: .mock))
    #expect(written.queued == nil)
  }
}
