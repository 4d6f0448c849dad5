import Domain
import Storage

/// The names of the documents repositories keep, built from typed values only.
enum CacheKeys {
  /// The lock that serializes syncs: `sync.lock`.
  static let syncLock = "sync.lock"
}
