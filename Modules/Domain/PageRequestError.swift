/// Why a ``PageRequest`` could not be made.
public enum PageRequestError: Error, Hashable, Sendable {
  /// The page number is outside `allowed`.
  case pageOutOfRange(Int, allowed: ClosedRange<Int>)
  /// The page size is outside `allowed`.
  case perPageOutOfRange(Int, allowed: ClosedRange<Int>)
}
