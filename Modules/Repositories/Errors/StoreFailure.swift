public import Storage

/// How the local store failed, where, and the store's error that said so.
public struct StoreFailure: Hashable, Sendable {
  /// How the store failed, in terms a person can act on.
  public enum Reason: Hashable, Sendable {
    /// The disk is full.
    case diskFull
    /// The system refused: its `errno` (`code`), and its words for it ("Permission denied").
    case system(code: Int32, description: String)
    /// A stored file is not usable: truncated, garbage, edited by hand, or of impossible values.
    case corrupted
    /// A stored file was written by a version of Strata with another schema.
    case otherSchemaVersion(Int)
    /// A file that should be there is not.
    case missing
    /// What is there is not a regular file (a pipe, a device, a directory).
    case notARegularFile
    /// A stored file is larger than `limit` bytes, the most a store file may be.
    case tooLarge(limit: Int)
    /// One entry (an outbox's change) is larger than `limit` bytes, so it was not kept.
    case entryTooLarge(limit: Int)
    /// A value could not be written as JSON.
    case unencodable
    /// Another process holds the store's lock; `holder` is what it is doing, when it said.
    case locked(holder: String?)
    /// A name was not a safe file name (a bug: names come from code).
    case unsafeName
    /// A file holding a secret may be read or changed by others, so it is not used.
    case exposed
  }

  /// The file or directory involved.
  public var path: String
  /// How the store failed.
  public var reason: Reason
  /// The store's error, kept whole.
  public var underlyingError: StorageError

  /// A failure of `reason` at `path`, with the store's error kept whole.
  public init(path: String, _ reason: Reason, underlyingError: StorageError) {
    self.path = path
    self.reason = reason
    self.underlyingError = underlyingError
  }
}
