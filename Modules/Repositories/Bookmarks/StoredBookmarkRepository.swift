public import Domain
import Foundation
public import Networking
public import Storage

/// The production ``BookmarkRepository``: the API client to check that an article exists, a
/// `BookmarkStorageProviding` to keep its JSON under `article-<id>`, the list in one read.
public struct StoredBookmarkRepository: BookmarkRepository {
  private let api: any APIClient
  private let storage: any BookmarkStorageProviding

  /// Creates a repository that reads articles through `api` and keeps bookmarks in `storage`.
  public init(api: any APIClient, storage: any BookmarkStorageProviding) {
    self.api = api
    self.storage = storage
  }

  /// Every bookmarked article, in the order bookmarked.
  public func bookmarks() async throws(RepositoryError) -> [Article] {
    do {
      var articles: [Article] = []
      for kept in try storage.bookmarks() {
        articles.append(try Self.decode(kept.data, key: kept.key))
      }
      return articles
    } catch {
      throw RepositoryError(error)
    }
  }

  /// Reads article `id` from the server, unless it is bookmarked already, and keeps it.
  public func add(articleID id: Article.ID) async throws(RepositoryError) -> BookmarkAddition {
    if let stored = try stored(id) {
      return BookmarkAddition(article: stored, wasAlreadyBookmarked: true)
    }
    let article: Article
    do {
      article = try await api.send(FetchArticle(id: id))
    } catch {
      throw RepositoryError(error, resource: .article(id))
    }
    return try await add(article)
  }

  /// Keeps `article`, unless an article with its identifier is bookmarked already.
  public func add(_ article: Article) async throws(RepositoryError) -> BookmarkAddition {
    if let stored = try stored(article.id) {
      return BookmarkAddition(article: stored, wasAlreadyBookmarked: true)
    }
    let key = Self.key(article.id)
    do throws(StorageError) {
      let data: Data
      do {
        data = try JSONEncoder().encode(article)
      } catch {
        throw StorageError.unencodable(path: "bookmark \(key)")
      }
      try await storage.saveBookmark(data, for: key)
    } catch {
      throw RepositoryError(error)
    }
    return BookmarkAddition(article: article, wasAlreadyBookmarked: false)
  }

  /// Forgets the bookmark on article `id`, returning the article it held.
  public func remove(articleID id: Article.ID) async throws(RepositoryError) -> Article? {
    guard let stored = try stored(id) else { return nil }
    do {
      try await storage.removeBookmark(for: Self.key(id))
    } catch {
      throw RepositoryError(error)
    }
    return stored
  }

  private func stored(_ id: Article.ID) throws(RepositoryError) -> Article? {
    let key = Self.key(id)
    do {
      return try storage.loadBookmark(for: key).map { data throws(StorageError) in
        try Self.decode(data, key: key)
      }
    } catch {
      throw RepositoryError(error)
    }
  }

  private static func key(_ id: Article.ID) -> String { "article-\(id)" }

  /// A bookmark's article; bytes that are not one are a corrupted store, named by key.
  private static func decode(_ data: Data, key: String) throws(StorageError) -> Article {
    guard let article = try? JSONDecoder().decode(Article.self, from: data) else {
      throw .corrupted(path: "bookmark \(key)", .schemaMismatch)
    }
    return article
  }
}
