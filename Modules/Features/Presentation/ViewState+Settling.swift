public import Repositories

extension ViewState {
  /// The state a request ends in: `loaded` with its notices, `failed` with its error in words, or
  /// `previous` when cancelled, as nobody needs telling of a cancellation they caused.
  ///
  /// <!-- snippet: given state: inout ViewState<Page<Article>>, articles: any ArticleRepository, page: PageRequest, policy: ReadPolicy -->
  /// ```swift
  /// let previous = state
  /// state = .loading
  /// state = await .settled(from: previous) { () async throws(RepositoryError) in
  ///   try await articles.articles(page, policy: policy)
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
