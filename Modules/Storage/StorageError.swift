/// Why a storage operation failed; the only error type that crosses the Storage boundary. Each
/// case names its file, and a system failure keeps its `errno` (``SystemError``), not a sentence.
public enum StorageError: Error, Hashable, Sendable {
  /// The container directory at `path` cannot be created, read or written.
  case containerUnavailable(path: String, SystemError)
  /// There is no file at `path`.
  case notFound(path: String)
  /// The file at `path` exists but cannot be read.
  case readFailed(path: String, SystemError)
  /// The file at `path` cannot be written; any previous version is intact.
  case writeFailed(path: String, SystemError)
  /// The disk holding `path` is full; any previous version is intact.
  case outOfSpace(path: String)
  /// What is at `path` is not a regular file (a directory, a pipe, a device), so it is not read:
  /// reading a pipe could block for ever, and a device could never end.
  case notARegularFile(path: String)
  /// The file at `path` is larger than the `limit` in bytes a store file may be, so it is not
  /// read: a store cannot be made to take all the memory there is.
  case tooLarge(path: String, limit: Int)
  /// One entry for the file at `path` (an outbox's change) is larger than the `limit` in bytes
  /// one entry may hold; nothing was written, and this entry alone can never be kept.
  case entryTooLarge(path: String, limit: Int)
  /// The value for `path` cannot be encoded (a number JSON cannot hold); nothing was written.
  case unencodable(path: String)
  /// The file at `path` is not a document Strata can use.
  case corrupted(path: String, Corruption)
  /// The file at `path` was written by a version of Strata with another schema.
  case unsupportedVersion(path: String, found: Int)
  /// Another process holds the lock at `path`; `holder` is what it said it was doing ("a sync",
  /// "a bookmark change"), when it said.
  case busy(path: String, holder: String?)
  /// A container or document name would not be a safe file name.
  case invalidName(String)
  /// What is at `path` holds a secret that group or others may read or change, so it is not used.
  case exposed(path: String)

  /// What is wrong with a corrupted document.
  public enum Corruption: Hashable, Sendable {
    /// It is not a Strata document at all: truncated, garbage, or another program's file.
    case notADocument
    /// Its envelope is right but its contents do not match the type stored there.
    case schemaMismatch
    /// It decodes but holds values that cannot be true, such as a negative count from a hand edit.
    case impossibleValues
  }

  /// The path the error is about, when it is about one.
  public var path: String? {
    switch self {
    case .containerUnavailable(let path, _), .notFound(let path), .readFailed(let path, _),
      .writeFailed(let path, _), .outOfSpace(let path), .notARegularFile(let path),
      .tooLarge(let path, _), .entryTooLarge(let path, _), .unencodable(let path),
      .corrupted(let path, _),
      .unsupportedVersion(let path, _), .busy(let path, _), .exposed(let path):
      path
    case .invalidName:
      nil
    }
  }
}
