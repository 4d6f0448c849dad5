import Domain
import DomainMocks
import Foundation
import Storage
import StorageMocks
import TestSupport
import Testing

@Suite("Document store")
struct DocumentStoreTests {
  let fileSystem = MockFileSystem()
  let files = MockFileAccessor()
  let now = Date(timeIntervalSince1970: 1_800_000_000)
  let key = DocumentKey<Article>("article-1")

  var store: DocumentStore {
    DocumentStore(
      container: StorageContainer("cache", "sandbox"), fileSystem: fileSystem, accessor: files,
      now: { [now] in now })
  }

  var fileURL: URL { URL(fileURLWithPath: "/virtual/strata/cache/sandbox/article-1.json") }

  @Test("Round-trips a value with the time it was stored")
  func roundTrip() throws {
    #expect(try store.save(Article.mock(id: 1), for: key) == now)
    #expect(try store.load(key) == Stored(value: Article.mock(id: 1), storedAt: now))
  }

  @Test("Keeps each document in <container>/<key>.json, in a versioned envelope")
  func layoutAndEnvelope() throws {
    try store.save(Article.mock(id: 1), for: key)
    let data = try #require(files.storedContents(at: fileURL))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(json["schemaVersion"] as? Int == DocumentStore.schemaVersion)
    #expect(json["storedAt"] as? String == "2027-01-15T08:00:00Z")
    #expect((json["payload"] as? [String: Any])?["title"] as? String == "Article 1")
  }

  @Test("A document that was never stored is nil, not an error")
  func missingIsNil() throws {
    #expect(try store.load(key) == nil)
  }

  @Test(
    "A truncated or foreign file is corrupted, naming the path",
    arguments: [
      #"{"schemaVersion": 2, "storedAt": "2027-01-15T08:00:00Z", "payload": {"id": 1, "na"#,
      "garbage \u{0}\u{1}",
      "",
      #"{"hello": "world"}"#,
    ])
  func corruptedFile(contents: String) throws {
    files.place(Data(contents.utf8), at: fileURL)
    #expect {
      try store.load(key)
    } throws: { error in
      guard case .corrupted(let path, _) = error as? StorageError else { return false }
      return path == fileURL.path
    }
    #expect(try store.loadUsable(key) == nil)
  }

  @Test("A payload of the wrong shape is corrupted")
  func wrongPayload() {
    let json = #"{"schemaVersion": 2, "storedAt": "2027-01-15T08:00:00Z", "payload": [1, 2]}"#
    files.place(Data(json.utf8), at: fileURL)
    #expect(throws: StorageError.corrupted(path: fileURL.path, .schemaMismatch)) {
      try store.load(key)
    }
  }

  @Test(
    "Another schema version is refused for its version alone, though its payload would decode",
    arguments: [DocumentStore.schemaVersion - 1, DocumentStore.schemaVersion + 1])
  func otherVersionStillDecodable(version: Int) throws {
    try store.save(Article.mock(id: 1), for: key)
    let data = try #require(files.storedContents(at: fileURL))
    var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    json["schemaVersion"] = version
    files.place(try JSONSerialization.data(withJSONObject: json), at: fileURL)
    #expect(throws: StorageError.unsupportedVersion(path: fileURL.path, found: version)) {
      try store.load(key)
    }
    #expect(try store.loadUsable(key) == nil)
  }

  @Test("A document whose values cannot be true is corrupted")
  func impossibleValues() throws {
    try store.save(Article.mock(id: 1), for: key)
    #expect(throws: StorageError.corrupted(path: fileURL.path, .impossibleValues)) {
      try store.load(key, where: { $0.id < 0 })
    }
    #expect(try store.load(key, where: { $0.id > 0 })?.value == Article.mock(id: 1))
  }

  @Test("Reading creates nothing: a container that does not exist holds nothing")
  func readingCreatesNothing() throws {
    #expect(try store.load(key) == nil)
    #expect(files.calls == [.contents(fileURL.path)])
  }

  @Test("A full disk is reported, and the previous document survives")
  func diskFull() throws {
    try store.save(Article.mock(id: 1), for: key)
    files.fail(.write, with: .diskFull)
    var renamed = Article.mock(id: 1)
    renamed.title = "Renamed"
    #expect(throws: StorageError.outOfSpace(path: fileURL.path)) {
      try store.save(renamed, for: key)
    }
    #expect(try store.load(key)?.value == Article.mock(id: 1))
  }

  @Test("A read error surfaces as a typed error")
  func readError() {
    files.place(Data("{}".utf8), at: fileURL)
    files.fail(.read, with: .ioError)
    #expect(
      throws: StorageError.readFailed(path: fileURL.path, SystemError(code: EIO))
    ) {
      try store.load(key)
    }
  }

  @Test("A missing container surfaces before any file is touched")
  func missingContainer() {
    fileSystem.makeUnavailable(SystemError(code: EROFS))
    #expect(
      throws: StorageError.containerUnavailable(
        path: "/virtual/strata/cache/sandbox", SystemError(code: EROFS))
    ) {
      try store.save(Article.mock(id: 1), for: key)
    }
    #expect(files.calls.isEmpty)
  }

  @Test(
    "Refuses a key that is not a safe file name",
    arguments: ["../user", "a/b", "", "user 1", ".hidden"])
  func refusesUnsafeKey(name: String) {
    #expect(throws: StorageError.invalidName(name)) {
      try store.save(Article.mock(id: 1), for: DocumentKey<Article>(name))
    }
    #expect(files.calls.isEmpty)
  }

  @Test("A document key describes itself by name")
  func keyDescription() {
    #expect(key.description == "article-1")
  }

  @Test("Removes a document")
  func removes() throws {
    try store.save(Article.mock(id: 1), for: key)
    try store.remove(key)
    #expect(try store.load(key) == nil)
  }
}
