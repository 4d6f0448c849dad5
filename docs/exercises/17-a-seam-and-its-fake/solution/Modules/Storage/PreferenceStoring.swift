/// Small choices a person makes that should outlive the program: the page size `strata browse`
/// last used, say. A seam of its own, because a test of whoever remembers a choice must not
/// write to the person's disk.
///
/// The production implementation is ``FilePreferenceStore``; tests use `MockPreferenceStore`
/// (module `StorageMocks`). One contract suite runs against both.
public protocol PreferenceStoring: Sendable {
  /// The value kept under `key`, or `nil` when none is.
  func value(for key: String) throws(StorageError) -> String?

  /// Keeps `value` under `key`; `nil` forgets the key.
  func setValue(_ value: String?, for key: String) throws(StorageError)
}
