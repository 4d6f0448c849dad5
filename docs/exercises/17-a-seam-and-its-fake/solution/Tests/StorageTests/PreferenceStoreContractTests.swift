import Foundation
import Storage
import StorageMocks
import TestSupport
import Testing

/// One contract, two implementations: the file in a temporary directory and the fake. A test
/// that passes with the fake says something about the real store only because this suite holds
/// both to the same behaviour.
@Suite("Preference store contract", .tags(.contract))
struct PreferenceStoreContractTests {
  enum Implementation: String, CaseIterable, CustomTestStringConvertible {
    case file
    case fake

    var testDescription: String { rawValue }

    func makeSubject() throws -> (store: any PreferenceStoring, keepAlive: AnyObject?) {
      switch self {
      case .file:
        let directory = try TemporaryDirectory()
        let store = FilePreferenceStore(
          container: StorageContainer("preferences"),
          fileSystem: LocalFileSystem(root: directory.url), accessor: FileAccessor())
        return (store, directory)
      case .fake:
        return (MockPreferenceStore(), nil)
      }
    }
  }

  @Test("Nothing is kept at first", arguments: Implementation.allCases)
  func empty(implementation: Implementation) throws {
    let (store, keepAlive) = try implementation.makeSubject()
    defer { withExtendedLifetime(keepAlive) {} }
    #expect(try store.value(for: "perPage") == nil)
  }

  @Test("A value set is read back, and each key keeps its own", arguments: Implementation.allCases)
  func setAndRead(implementation: Implementation) throws {
    let (store, keepAlive) = try implementation.makeSubject()
    defer { withExtendedLifetime(keepAlive) {} }
    try store.setValue("20", for: "perPage")
    try store.setValue("dark", for: "theme")
    try store.setValue("30", for: "perPage")
    #expect(try store.value(for: "perPage") == "30")
    #expect(try store.value(for: "theme") == "dark")
  }

  @Test("Setting nil forgets the key", arguments: Implementation.allCases)
  func forget(implementation: Implementation) throws {
    let (store, keepAlive) = try implementation.makeSubject()
    defer { withExtendedLifetime(keepAlive) {} }
    try store.setValue("20", for: "perPage")
    try store.setValue(nil, for: "perPage")
    #expect(try store.value(for: "perPage") == nil)
  }
}
