import Repositories

/// What every view model in Strata is: a main-actor object whose properties a view observes. It
/// has no requirements; it gives each the one way a request becomes state, `settle(_:_:)`.
@MainActor
public protocol ViewModel: AnyObject {}

extension ViewModel {
  /// Runs `request` for the state at `state`, moving it to `loading`, then to what the request
  /// ends in (``ViewState/settled(from:_:)``); a call while one is in flight does nothing. Every
  /// view model's `load()`, `save()` and `sync()` goes through it, so all treat a second tap, a
  /// cancellation and a failure alike.
  ///
  /// <!-- snippet: excerpt of Modules/Features/Lists/ListViewModel.swift -->
  /// ```swift
  /// public func load() async {
  ///   loadMoreError = nil
  ///   await settle(\.state) { [pages, firstPage, policy] () async throws(RepositoryError) in
  ///     try await pages(firstPage, policy).map(Feed.init)
  ///   }
  /// }
  /// ```
  func settle<Value>(
    _ state: ReferenceWritableKeyPath<Self, ViewState<Value>>,
    _ request: () async throws(RepositoryError) -> Fetched<Value>
  ) async {
    if case .loading = self[keyPath: state] { return }
    let previous = self[keyPath: state]
    self[keyPath: state] = .loading
    let settled = await ViewState.settled(from: previous, request)
    self[keyPath: state] = settled
  }
}
