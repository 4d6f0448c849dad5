public import Repositories

extension ViewState {
  /// The state a request ends in: `loaded` with the notices its result calls for, `failed` with
  /// its error in words, or `previous` when it was cancelled (nobody needs to be told about a
  /// cancellation they caused).
  ///
  /// <!-- snippet: given state: inout ViewState<Tracked<Note>>, notes: any ResourceRepository<Note>, policy: ReadPolicy -->
  /// ```swift
  /// let previous = state
  /// state = .loading
  /// state = await .settled(from: previous) { () async throws(RepositoryError) in
  ///   try await notes.item(.server(7), in: Note.Address(boardID: 1), policy: policy)
  /// }
  /// ```
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
