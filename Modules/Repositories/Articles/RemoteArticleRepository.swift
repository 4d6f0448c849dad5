public import Domain
public import Foundation
public import Networking
public import Storage

/// The production ``ArticleRepository``: pages from the API, kept by position (`ArticleStore`).
public struct RemoteArticleRepository: ArticleRepository {
  private let api: any APIClient
  private let store: DocumentStore
  private let now: @Sendable () -> Date

  /// Creates a repository over `api`, keeping offline copies in `store`, stamped with `now()`.
  public init(
    api: any APIClient, store: DocumentStore, now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.api = api
    self.store = store
    self.now = now
  }

  /// Reads one page from the server first (merging it into the store), or from the store.
  public func articles(_ request: PageRequest, policy: ReadPolicy) async throws(RepositoryError)
    -> Fetched<Page<Article>>
  {
    let articleStore = ArticleStore(store: store, now: now)
    return try await readOfflineFirst(
      policy: policy,
      resource: .articlesPage(request.page),
      fetch: { () async throws(APIError) in
        try await api.send(FetchArticles(page: request.page, perPage: request.perPage))
      },
      loadStored: { () throws(StorageError) in try articleStore.page(for: request) },
      store: { page throws(StorageError) in try articleStore.merge(page) }
    )
  }
}
