import Domain
import Storage

/// The names of the documents repositories keep, built from typed values only.
enum CacheKeys {
  // samples:begin
  /// One user's profile: `user-<id>.json`.
  static func user(_ id: User.ID) -> DocumentKey<User> { DocumentKey("user-\(id)") }
  // samples:end

  /// The lock that serializes syncs: `sync.lock`.
  static let syncLock = "sync.lock"
}
