import Foundation
import Storage
import StorageMocks
import Testing

@Suite("Storage error")
struct StorageErrorTests {
  @Test(
    "Names the path it is about",
    arguments: [
      (StorageError.containerUnavailable(path: "/a", reason: "r"), "/a"),
      (.notFound(path: "/b"), "/b"),
      (.readFailed(path: "/c", reason: "r"), "/c"),
      (.writeFailed(path: "/d", reason: "r"), "/d"),
      (.outOfSpace(path: "/e"), "/e"),
      (.corrupted(path: "/f", .notADocument), "/f"),
      (.unsupportedVersion(path: "/g", found: 2), "/g"),
      (.busy(path: "/h"), "/h"),
    ])
  func path(error: StorageError, path: String) {
    #expect(error.path == path)
  }

  @Test("An unsafe name is about no path")
  func invalidNameHasNoPath() {
    #expect(StorageError.invalidName("..").path == nil)
  }
}
