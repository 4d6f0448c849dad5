/// Why a storage operation failed. The only error type that crosses the Storage boundary.
///
/// Every case names the path involved, so the message a person finally reads says *which*
/// directory or file to look at. A `reason` is the operating system's own words
/// (`strerror`, such as "Permission denied"): data from outside, passed along, not prose of ours.
public enum StorageError: Error, Hashable, Sendable {
  /// The container directory at `path` cannot be created, read or written.
  case containerUnavailable(path: String, reason: String)
  /// There is no file at `path`.
  case notFound(path: String)
  /// The file at `path` exists but cannot be read.
  case readFailed(path: String, reason: String)
  /// The file at `path` cannot be written; any previous version is intact.
  case writeFailed(path: String, reason: String)
  /// The disk holding `path` is full; any previous version is intact.
  case outOfSpace(path: String)
  /// The file at `path` is not a document Strata can use.
  case corrupted(path: String, Corruption)
  /// The file at `path` was written by a version of Strata with another schema.
  case unsupportedVersion(path: String, found: Int)
  /// Another process holds the lock at `path`.
  case busy(path: String)
  /// A container or document name would not be a safe file name.
  case invalidName(String)

  /// What is wrong with a corrupted document.
  public enum Corruption: Hashable, Sendable {
    /// It is not a Strata document at all: truncated, garbage, or another program's file.
    case notADocument
    /// Its envelope is right but its contents do not match the type stored there.
    case schemaMismatch
    /// It decodes, but holds values that cannot be true (a negative count, an index pointing
    /// at a trillion blocks), as a hand edit or a bug might leave.
    case impossibleValues
  }

  /// The path the error is about, when it is about one.
  public var path: String? {
    switch self {
    case .containerUnavailable(let path, _), .notFound(let path), .readFailed(let path, _),
      .writeFailed(let path, _), .outOfSpace(let path), .corrupted(let path, _),
      .unsupportedVersion(let path, _), .busy(let path):
      path
    case .invalidName:
      nil
    }
  }
}
