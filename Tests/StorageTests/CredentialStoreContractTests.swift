import Domain
import Foundation
import Storage
import StorageMocks
import TestSupport
import Testing

/// One contract, two implementations: the files in a temporary directory and the in-memory fake.
@Suite("Credential store contract", .tags(.contract))
struct CredentialStoreContractTests {
  enum Implementation: String, ContractImplementation {
    case file, fake

    func makeSubject() throws -> (store: any CredentialStoring, keepAlive: AnyObject?) {
      switch self {
      case .file:
        let directory = try TemporaryDirectory()
        let store = FileCredentialStore(
          fileSystem: LocalFileSystem(root: directory.url), accessor: FileAccessor())
        return (store, directory)
      case .fake:
        return (MockCredentialStore(), nil)
      }
    }
  }

  static let ada = Session(
    name: "ada", access: Secret(rawValue: "access-1"), refresh: Secret(rawValue: "refresh-1"),
    expiresAt: Date(timeIntervalSince1970: 1_800_000_000))

  @Test(
    "Nothing is kept at first, and forgetting nothing succeeds", arguments: Implementation.allCases)
  func empty(implementation: Implementation) throws {
    let (store, keepAlive) = try implementation.makeSubject()
    defer { withExtendedLifetime(keepAlive) {} }
    #expect(try store.session(for: "sandbox") == nil)
    try store.removeSession(for: "sandbox")
  }

  @Test(
    "Loads back what was saved, each backend its own, until it is forgotten",
    arguments: Implementation.allCases)
  func saveLoadRemove(implementation: Implementation) throws {
    let (store, keepAlive) = try implementation.makeSubject()
    defer { withExtendedLifetime(keepAlive) {} }
    try store.save(Self.ada, for: "api.example.com")
    var rotated = Self.ada
    rotated.refresh = Secret(rawValue: "refresh-2")
    try store.save(rotated, for: "api.example.com")
    try store.save(Session(name: "bob", access: Secret(rawValue: "other-key")), for: "sandbox")
    #expect(try store.session(for: "api.example.com") == rotated)
    #expect(try store.session(for: "sandbox")?.name == "bob")
    try store.removeSession(for: "api.example.com")
    #expect(try store.session(for: "api.example.com") == nil)
    #expect(try store.session(for: "sandbox") != nil)
  }

  @Test(
    "A backend that would not be a safe file name is refused",
    arguments: Implementation.allCases)
  func unsafeName(implementation: Implementation) throws {
    let (store, keepAlive) = try implementation.makeSubject()
    defer { withExtendedLifetime(keepAlive) {} }
    for name in ["", "..", "a/b"] {
      #expect(throws: StorageError.invalidName(name)) { try store.save(Self.ada, for: name) }
      #expect(throws: StorageError.invalidName(name)) { try store.session(for: name) }
    }
  }
}
