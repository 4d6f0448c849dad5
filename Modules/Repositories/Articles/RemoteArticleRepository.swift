public import Domain
public import Foundation
public import Networking
public import Storage

/// The production ``ArticleRepository``: pages from the API client, remembered by position in
/// the `DocumentStore`, in blocks (see `ArticleStore`).
public struct RemoteArticleRepository: ArticleRepository {
  private let api: any APIClient
  private let store: DocumentStore
  private let now: @Sendable () -> Date

  /// Creates a repository.
  ///
  /// - Parameters:
  ///   - api: The API client.
  ///   - store: Where the offline copies live.
  ///   - now: The clock that stamps each stored article.
  public init(
    api: any APIClient, store: DocumentStore, now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.api = api
    self.store = store
    self.now = now
  }

  /// Reads one page, from the server first (merging it into the store) or from the store.
  ///
  /// - Parameters:
  ///   - request: Which page, and its size.
  ///   - policy: Whether the network may be used.
  /// - Returns: The page and its freshness.
  /// - Throws: ``RepositoryError``.
  public func articles(_ request: PageRequest, policy: ReadPolicy) async throws(RepositoryError)
    -> Fetched<Page<Article>>
  {
    let articleStore = ArticleStore(store: store, now: now)
    return try await readOfflineFirst(
      policy: policy,
      resource: "articles page \(request.page) (\(request.perPage) per page)",
      fetch: { () async throws(APIError) in
        try await api.fetchArticles(page: request.page, perPage: request.perPage)
      },
      loadStored: { () throws(StorageError) in try articleStore.page(for: request) },
      store: { page throws(StorageError) in try articleStore.merge(page) }
    )
  }
}
