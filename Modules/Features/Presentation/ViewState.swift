/// What a screen shows: nothing yet, a spinner, the content, or an error; four cases the compiler
/// checks, where `isLoading`, `error` and `value` flags allow a "loading *and* failed".
public enum ViewState<Value: Sendable>: Sendable {
  /// Nothing has been asked for yet.
  case idle
  /// A request is in flight.
  case loading
  /// The content, with anything the person should know about it (it is a stored copy, say).
  case loaded(Value, notices: [Notice])
  /// The request failed; the error carries the sentence to show.
  case failed(UserFacingError)

  /// The content, when loaded.
  public var value: Value? {
    if case .loaded(let value, _) = self { return value }
    return nil
  }

  /// The notices about the content, when loaded.
  public var notices: [Notice] {
    if case .loaded(_, let notices) = self { return notices }
    return []
  }

  /// The error, when failed.
  public var error: UserFacingError? {
    if case .failed(let error) = self { return error }
    return nil
  }

  /// The same state holding `transform(value)` when loaded, with the same notices.
  public func map<NewValue: Sendable>(_ transform: (Value) -> NewValue) -> ViewState<NewValue> {
    switch self {
    case .idle: .idle
    case .loading: .loading
    case .loaded(let value, let notices): .loaded(transform(value), notices: notices)
    case .failed(let error): .failed(error)
    }
  }
}

extension ViewState: Equatable where Value: Equatable {}
extension ViewState: Hashable where Value: Hashable {}
