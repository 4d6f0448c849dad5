import Domain
import DomainMocks
import Foundation
import Storage
import StorageMocks
import TestSupport
import Testing

/// Whatever a file holds, loading it ends in a value, nothing, or a `StorageError`.
@Suite("Hostile documents", .tags(.hostile))
struct HostileDocumentTests {
  let files = MockFileAccessor()
  let key = DocumentKey<Article>("article-1")
  let url = URL(fileURLWithPath: "/virtual/strata/cache/article-1.json")

  var store: DocumentStore {
    DocumentStore(
      container: StorageContainer("cache"), fileSystem: MockFileSystem(), accessor: files)
  }

  @Test("Loading any bytes never traps")
  func anyBytes() async throws {
    try await GeneratedCases.run { random in
      let contents: Data
      if Bool.random(using: &random) {
        contents = Data(HostileValues.bytes(using: &random))
      } else {
        let version = HostileValues.json(using: &random, depth: 0)
        contents = Data(
          #"{"schemaVersion": \#(version), "storedAt": "2027-01-15T08:00:00Z", "payload": \#(HostileValues.json(using: &random))}"#
            .utf8)
      }
      files.place(contents, at: url)
      do throws(StorageError) {
        _ = try store.load(key)
      } catch .corrupted, .unsupportedVersion {
        // The promised outcomes for a document Strata cannot use.
      } catch {
        Issue.record("Expected corrupted or another version, got \(error); seed \(random.seed)")
      }
    }
  }
}
