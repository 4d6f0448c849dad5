import Foundation
import Storage
import StorageMocks
import Testing

@Suite("Storage error")
struct StorageErrorTests {
  @Test(
    "Names the path it is about",
    arguments: [
      (StorageError.containerUnavailable(path: "/a", SystemError(code: EACCES)), "/a"),
      (.notFound(path: "/b"), "/b"),
      (.readFailed(path: "/c", SystemError(code: EIO)), "/c"),
      (.writeFailed(path: "/d", SystemError(code: EROFS)), "/d"),
      (.outOfSpace(path: "/e"), "/e"),
      (.corrupted(path: "/f", .notADocument), "/f"),
      (.unsupportedVersion(path: "/g", found: 2), "/g"),
      (.busy(path: "/h", holder: nil), "/h"),
      (.notARegularFile(path: "/i"), "/i"),
      (.tooLarge(path: "/j", limit: 1), "/j"),
      (.unencodable(path: "/k"), "/k"),
    ])
  func path(error: StorageError, path: String) {
    #expect(error.path == path)
  }

  @Test("A system error keeps its errno and words it as the system does")
  func systemError() {
    let error = SystemError(code: EACCES)
    #expect(error.code == EACCES)
    #expect(error.description == "Permission denied")
  }

  @Test("An unsafe name is about no path")
  func invalidNameHasNoPath() {
    #expect(StorageError.invalidName("..").path == nil)
  }
}
