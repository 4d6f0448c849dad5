public import Storage

/// How the local store failed, where, and the store's error that said so.
public struct StoreFailure: Hashable, Sendable {
  /// How the store failed, in terms a person can act on.
  public enum Reason: Hashable, Sendable {
    /// The disk is full.
    case diskFull
    /// The system refused, in its own words: "Permission denied", "Is a directory".
    case system(String)
    /// A stored file is not usable: truncated, garbage, edited by hand, or holding impossible
    /// values.
    case corrupted
    /// A stored file was written by a version of Strata with another schema.
    case otherSchemaVersion(Int)
    /// A file that should be there is not.
    case missing
    /// Another process holds the store's lock.
    case locked
    /// A name was not a safe file name (a bug: names come from code).
    case unsafeName
  }

  /// The file or directory involved.
  public var path: String
  /// How the store failed.
  public var reason: Reason
  /// The store's error, kept whole; `nil` when the store that failed is not this app's own but
  /// the embedded sandbox's, reported through the transport.
  public var underlyingError: StorageError?

  /// Creates a failure.
  public init(path: String, _ reason: Reason, underlyingError: StorageError?) {
    self.path = path
    self.reason = reason
    self.underlyingError = underlyingError
  }
}
