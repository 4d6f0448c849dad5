public import Domain
import Foundation

/// Sessions kept atomically in `credentials/<backend>.json`, the directory mode 0700 and each file
/// 0600. A file or directory that group or others may access is refused
/// (``StorageError/exposed(path:)``), since someone else may have read its secret.
public struct FileCredentialStore: CredentialStoring {
  /// The container the sessions are kept in.
  public static let container = StorageContainer("credentials")

  private let fileSystem: any FileSystemProviding
  private let accessor: any FileAccessorProviding

  /// A store in the data directory `fileSystem` serves, read and written through `accessor`.
  public init(fileSystem: any FileSystemProviding, accessor: any FileAccessorProviding) {
    self.fileSystem = fileSystem
    self.accessor = accessor
  }

  /// The session in `<backend>.json`; `nil` when there is no such file.
  public func session(for backend: String) throws(StorageError) -> Session? {
    let name = try Self.fileName(backend)
    guard let directory = try fileSystem.existingContainerURL(for: Self.container) else {
      return nil
    }
    let url = directory.appendingPathComponent(name)
    try Self.refuseExposed(directory.path)
    try Self.refuseExposed(url.path)
    let data: Data
    do {
      data = try accessor.contents(of: url)
    } catch .notFound {
      return nil
    }
    do {
      return try JSONDecoder().decode(Session.self, from: data)
    } catch {
      throw .corrupted(path: url.path, .notADocument)
    }
  }

  /// Writes `<backend>.json` atomically, mode 0600, in a directory only its owner may enter.
  public func save(_ session: Session, for backend: String) throws(StorageError) {
    let name = try Self.fileName(backend)
    let directory = try fileSystem.containerURL(for: Self.container)
    try Self.refuseExposed(directory.path)
    let url = directory.appendingPathComponent(name)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(session) else { throw .unencodable(path: url.path) }
    try accessor.write(data, to: url)
  }

  /// Deletes `<backend>.json`, if it is there.
  public func removeSession(for backend: String) throws(StorageError) {
    let name = try Self.fileName(backend)
    guard let directory = try fileSystem.existingContainerURL(for: Self.container) else { return }
    do {
      try accessor.removeItem(at: directory.appendingPathComponent(name))
    } catch .notFound {
      return
    }
  }

  private static func fileName(_ backend: String) throws(StorageError) -> String {
    guard StorageContainer(backend).isValid else { throw .invalidName(backend) }
    return backend + ".json"
  }

  /// Throws ``StorageError/exposed(path:)`` when group or others have any access to `path`;
  /// what is not there is not exposed.
  private static func refuseExposed(_ path: String) throws(StorageError) {
    var status = stat()
    guard stat(path, &status) == 0 else {
      if errno == ENOENT { return }
      throw .readFailed(path: path, .current)
    }
    guard status.st_mode & 0o077 == 0 else { throw .exposed(path: path) }
  }
}
