import Domain
import Foundation
import Storage
import StorageMocks
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What only the files do: their modes, and what they refuse.
@Suite("File credential store")
struct FileCredentialStoreTests {
  let directory: TemporaryDirectory
  let store: FileCredentialStore
  var folder: URL { directory.appending("credentials") }
  var file: URL { folder.appendingPathComponent("api.json") }

  init() throws {
    directory = try TemporaryDirectory()
    store = FileCredentialStore(
      fileSystem: LocalFileSystem(root: directory.url), accessor: FileAccessor())
  }

  @Test("Only its owner may read it: the file 0600, its directory 0700")
  func modes() throws {
    try store.save(CredentialStoreContractTests.ada, for: "api")
    #expect(try permissions(of: file) == 0o600)
    #expect(try permissions(of: folder) == 0o700)
  }

  @Test("A file or directory others may read is refused, never used", arguments: [true, false])
  func exposed(directoryToo: Bool) throws {
    try store.save(CredentialStoreContractTests.ada, for: "api")
    let exposed = directoryToo ? folder : file
    #expect(chmod(exposed.path, directoryToo ? 0o755 : 0o644) == 0)
    #expect(throws: StorageError.exposed(path: exposed.path)) { try store.session(for: "api") }
    if directoryToo {
      #expect(throws: StorageError.exposed(path: exposed.path)) {
        try store.save(CredentialStoreContractTests.ada, for: "api")
      }
    }
  }

  @Test("A file that is not a session is corrupted, not a crash")
  func corrupted() throws {
    try store.save(CredentialStoreContractTests.ada, for: "api")
    try Data("{\"name\": 7}".utf8).write(to: file)
    #expect(chmod(file.path, 0o600) == 0)
    #expect(throws: StorageError.corrupted(path: file.path, .notADocument)) {
      try store.session(for: "api")
    }
  }

  @Test("The secrets never print, though the file holds them as written")
  func neverPrinted() throws {
    let session = CredentialStoreContractTests.ada
    #expect(
      !"\(session)".contains("access-1") && !String(reflecting: session).contains("refresh-1"))
    var dumped = ""
    dump(session, to: &dumped)
    #expect(!dumped.contains("access-1") && !dumped.contains("refresh-1"), "\(dumped)")
    try store.save(session, for: "api")
    let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
    #expect(text.contains("\"access\":\"access-1\""))
  }

  @Test("The fake fails each operation as configured")
  func fakeFails() throws {
    let fake = MockCredentialStore()
    fake.fail(.save, with: .outOfSpace(path: "/data"))
    #expect(throws: StorageError.outOfSpace(path: "/data")) {
      try fake.save(CredentialStoreContractTests.ada, for: "api")
    }
    fake.fail(.save, with: nil)
    try fake.save(CredentialStoreContractTests.ada, for: "api")
    #expect(try fake.session(for: "api") == CredentialStoreContractTests.ada)
  }
}
