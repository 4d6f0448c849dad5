public import Repositories

extension ViewState {
  /// The state a request ends in: `loaded` with the notices its result calls for, `failed` with
  /// its error in words, or `previous` when it was cancelled (nobody needs to be told about a
  /// cancellation they caused).
  ///
  /// Every view model ends its requests through this one function, so they all turn results into
  /// state the same way:
  ///
  /// ```swift
  /// let previous = state
  /// state = .loading
  /// state = await .settled(from: previous) { () async throws(RepositoryError) in
  ///   try await repository.user(id: userID, policy: policy)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - previous: The state before the request, restored on cancellation.
  ///   - request: The request.
  /// - Returns: The state to show.
  @MainActor
  public static func settled(
    from previous: ViewState,
    _ request: () async throws(RepositoryError) -> Fetched<Value>
  ) async -> ViewState {
    do {
      let fetched = try await request()
      return .loaded(fetched.value, notices: Notice.notices(for: fetched))
    } catch .cancelled {
      return previous
    } catch {
      return .failed(UserFacingError(error))
    }
  }
}
