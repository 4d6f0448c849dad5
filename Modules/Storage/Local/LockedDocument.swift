import Foundation

/// What a ``LockedDocument`` holds: a versioned value that knows when it cannot be true.
protocol LockedContents: Codable, Equatable, Sendable {
  /// The schema version this Strata writes and reads.
  static var currentVersion: Int { get }
  /// The value before anything was kept.
  static var empty: Self { get }
  /// The version the file was written with.
  var schemaVersion: Int { get }
  /// Whether the values can be true (no duplicate keys, no negative ids…).
  var isPlausible: Bool { get }
}

/// One JSON file that several processes change in turn, read without a lock and changed under one
/// (``SharedContainer/changing(lock:holder:_:)``), so no change is lost. A change waits briefly for
/// the lock, then throws ``StorageError/busy(path:holder:)``; it writes nothing when nothing
/// changed. A read needs no lock, since every write is atomic. A file that does not decode, holds
/// impossible values or comes from another schema version is an error naming it, never empty.
struct LockedDocument<Contents: LockedContents>: Sendable {
  let shared: SharedContainer
  /// The file's name, such as `bookmarks.json`.
  let fileName: String
  /// The lock file's name, such as `bookmarks.lock`.
  let lockName: String
  /// What a change is, for the message of one that waits for it: "a bookmark change".
  let holder: String

  /// What the file holds, or `nil` when there is no file (nor container) yet.
  func read() throws(StorageError) -> Contents? {
    guard let directory = try shared.existingDirectory() else { return nil }
    return try read(directory.appendingPathComponent(fileName))
  }

  /// Lets `body` change what the file holds (``LockedContents/empty`` for none) under its lock, and
  /// writes it back only if it changed. On any error, ``StorageError/busy(path:holder:)`` among
  /// them, the file is left as it was.
  func change<Result>(_ body: (inout Contents) throws(StorageError) -> Result)
    async throws(StorageError) -> Result
  {
    try await shared.changing(lock: lockName, holder: holder) { directory throws(StorageError) in
      let url = directory.appendingPathComponent(fileName)
      let before = try read(url) ?? .empty
      var after = before
      let result = try body(&after)
      guard after != before else { return result }
      try shared.accessor.writeDocument(after, to: url)
      return result
    }
  }

  private func read(_ url: URL) throws(StorageError) -> Contents? {
    guard let data = try shared.accessor.documentData(at: url) else { return nil }
    let decoder = JSONDecoder.document()
    guard let header = try? decoder.decode(EnvelopeHeader.self, from: data) else {
      throw .corrupted(path: url.path, .notADocument)
    }
    guard header.schemaVersion == Contents.currentVersion else {
      throw .unsupportedVersion(path: url.path, found: header.schemaVersion)
    }
    guard let contents = try? decoder.decode(Contents.self, from: data) else {
      throw .corrupted(path: url.path, .schemaMismatch)
    }
    guard contents.isPlausible else { throw .corrupted(path: url.path, .impossibleValues) }
    return contents
  }
}
