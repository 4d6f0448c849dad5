public import Storage
import Synchronization

/// An in-memory ``Storage/PreferenceStoring``: a fake, held to the same contract as
/// ``Storage/FilePreferenceStore`` by `PreferenceStoreContractTests`.
public final class MockPreferenceStore: PreferenceStoring {
  private let values = Mutex<[String: String]>([:])

  /// Creates a store with nothing kept.
  public init() {}

  /// The value under `key`.
  public func value(for key: String) throws(StorageError) -> String? {
    values.withLock { $0[key] }
  }

  /// Keeps `value` under `key`, or forgets `key` for `nil`.
  public func setValue(_ value: String?, for key: String) throws(StorageError) {
    values.withLock { $0[key] = value }
  }
}
