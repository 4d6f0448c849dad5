public import Domain
public import Foundation
public import Networking
public import Storage

/// The production ``ArticleRepository``: pages from the API client, remembered by position in
/// an archive in the ``Storage/DocumentStore``.
public struct RemoteArticleRepository: ArticleRepository {
  private let api: any APIClient
  private let store: DocumentStore
  private let now: @Sendable () -> Date

  /// Creates a repository.
  ///
  /// - Parameters:
  ///   - api: The API client.
  ///   - store: Where the offline archive lives.
  ///   - now: The clock that stamps each stored article.
  public init(
    api: any APIClient, store: DocumentStore, now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.api = api
    self.store = store
    self.now = now
  }

  /// Reads one page, from the server first (merging it into the archive) or from the archive.
  ///
  /// - Parameters:
  ///   - request: Which page, and its size.
  ///   - policy: Whether the network may be used.
  /// - Returns: The page and its freshness.
  /// - Throws: ``RepositoryError``.
  public func articles(_ request: PageRequest, policy: ReadPolicy) async throws(RepositoryError)
    -> Fetched<Page<Article>>
  {
    try await readOfflineFirst(
      policy: policy,
      resource: "articles page \(request.page) (\(request.perPage) per page)",
      fetch: { () async throws(APIError) in
        try await api.fetchArticles(page: request.page, perPage: request.perPage)
      },
      loadStored: { () throws(StorageError) in
        guard let archive = try store.load(CacheKeys.articles),
          let stored = archive.value.page(for: request)
        else { return nil }
        return Stored(value: stored.page, storedAt: stored.storedAt)
      },
      store: { page throws(StorageError) in
        // A corrupted or outdated archive is replaced, not fatal: the next good fetch rebuilds it.
        var archive: ArticleArchive
        do throws(StorageError) {
          archive = try store.load(CacheKeys.articles)?.value ?? ArticleArchive()
        } catch .corrupted, .unsupportedVersion {
          archive = ArticleArchive()
        }
        archive.merge(page, storedAt: now())
        try store.save(archive, for: CacheKeys.articles)
      }
    )
  }
}
