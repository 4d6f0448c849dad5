/// The API as the rest of the app sees it: one method that sends any ``Endpoint``.
///
/// Repositories depend on this protocol, never on a transport, and only an ``APIError`` escapes.
/// The API grows by new ``Endpoint`` types, never new requirements (decision 0008). A test double
/// answers each endpoint type on its own:
///
/// <!-- snippet: given store: DocumentStore -->
/// ```swift
/// let api = MockAPIClient()
/// let page = try PageRequest(page: 2, perPage: 10)
/// api.on(FetchArticles.self).returns(.mock(page, totalCount: 47))
/// let articles = RemoteArticleRepository(api: api, store: store)
/// _ = try await articles.articles(page, policy: .networkFirst)
/// #expect(api.on(FetchArticles.self).calls == [FetchArticles(page: 2, perPage: 10)])
/// ```
public protocol APIClient: Sendable {
  /// Sends `endpoint`'s request and returns its decoded response; a status outside 2xx throws
  /// ``APIError/status(_:)``.
  func send<E: Endpoint>(_ endpoint: E) async throws(APIError) -> E.Response
}
