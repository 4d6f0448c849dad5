import Foundation

/// Preferences in one small JSON file, `preferences.json`, in a container of their own.
///
/// Each change reads the file, changes one key and writes it back atomically (through
/// ``FileAccessorProviding``), so a reader sees the old file or the new one. Two processes
/// changing preferences at the same moment may lose one change: for a page size, the last
/// writer winning is fine, so there is no lock (compare ``FileBookmarkStorage``).
public struct FilePreferenceStore: PreferenceStoring {
  private let container: StorageContainer
  private let fileSystem: any FileSystemProviding
  private let accessor: any FileAccessorProviding

  /// Creates a store in `container`, found by `fileSystem`, read and written by `accessor`.
  public init(
    container: StorageContainer, fileSystem: any FileSystemProviding,
    accessor: any FileAccessorProviding
  ) {
    self.container = container
    self.fileSystem = fileSystem
    self.accessor = accessor
  }

  /// The value under `key`; `nil` when the file or the key is missing.
  public func value(for key: String) throws(StorageError) -> String? {
    guard let directory = try fileSystem.existingContainerURL(for: container) else { return nil }
    return try read(directory)[key]
  }

  /// Writes the file with `key` set to `value`, or without `key` when `value` is `nil`.
  public func setValue(_ value: String?, for key: String) throws(StorageError) {
    let directory = try fileSystem.containerURL(for: container)
    var values = try read(directory)
    values[key] = value
    let file = directory.appendingPathComponent("preferences.json")
    guard let data = try? JSONEncoder().encode(values) else { throw .unencodable(path: file.path) }
    try accessor.write(data, to: file)
  }

  private func read(_ directory: URL) throws(StorageError) -> [String: String] {
    let file = directory.appendingPathComponent("preferences.json")
    let data: Data
    do {
      data = try accessor.contents(of: file)
    } catch .notFound {
      return [:]
    }
    guard let values = try? JSONDecoder().decode([String: String].self, from: data) else {
      throw .corrupted(path: file.path, .schemaMismatch)
    }
    return values
  }
}
