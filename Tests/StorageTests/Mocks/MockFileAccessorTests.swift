import Foundation
import Storage
import StorageMocks
import TestSupport
import Testing

@Suite("Mock file accessor")
struct MockFileAccessorTests {
  let files = MockFileAccessor()
  let url = URL(fileURLWithPath: "/virtual/doc.json")

  @Test("Records every call in order")
  func recordsCalls() throws {
    try files.write(Data("x".utf8), to: url)
    _ = try files.itemNames(in: url.deletingLastPathComponent())
    _ = try files.contents(of: url)
    try files.removeItem(at: url)
    #expect(
      files.calls == [
        .write(url.path), .itemNames(url.deletingLastPathComponent().path), .contents(url.path),
        .removeItem(url.path),
      ])
  }

  @Test(
    "Injects each failure as the real accessor would report it",
    arguments: [
      (
        MockFileAccessor.Operation.write, MockFileAccessor.Failure.diskFull,
        StorageError.outOfSpace(path: "/virtual/doc.json")
      ),
      (
        .write, .permissionDenied,
        .writeFailed(path: "/virtual/doc.json", SystemError(code: EACCES))
      ),
      (.read, .ioError, .readFailed(path: "/virtual/doc.json", SystemError(code: EIO))),
      (
        .remove, .permissionDenied,
        .writeFailed(path: "/virtual/doc.json", SystemError(code: EACCES))
      ),
      (.list, .ioError, .readFailed(path: "/virtual", SystemError(code: EIO))),
    ])
  func injectsFailures(
    operation: MockFileAccessor.Operation, failure: MockFileAccessor.Failure, expected: StorageError
  ) {
    files.place(Data("old".utf8), at: url)
    files.fail(operation, with: failure)
    #expect(throws: expected) {
      switch operation {
      case .read: _ = try files.contents(of: url)
      case .write: try files.write(Data("new".utf8), to: url)
      case .remove: try files.removeItem(at: url)
      case .list: _ = try files.itemNames(in: url.deletingLastPathComponent())
      }
    }
    #expect(files.storedContents(at: url) == Data("old".utf8))
  }

  @Test("Works again once the failure is lifted")
  func succeedsAgain() throws {
    files.fail(.write, with: .ioError)
    files.succeed(.write)
    try files.write(Data("x".utf8), to: url)
    #expect(files.paths == [url.path])
  }
}
