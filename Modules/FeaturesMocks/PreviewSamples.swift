public import Domain
import DomainMocks
public import Features
public import Foundation
public import Repositories

/// Sample values for every state a screen can be in, shared by previews and rendering tests.
public enum PreviewSamples {
  /// A fixed moment, so rendered timestamps are stable.
  public static let storedAt = Date(timeIntervalSince1970: 1_800_000_000)

  /// An error of each category, worded as the app would word it.
  public static let errors: [UserFacingError] = [
    UserFacingError(.notFound(resource: "user 99")),
    UserFacingError(.unauthorized(statusCode: 401)),
    UserFacingError(.rejected(statusCode: 422)),
    UserFacingError(.nothingToChangeSample),
    UserFacingError(.invalidResponse(reason: "field `email` is missing")),
    UserFacingError(.unavailable(reason: "the request timed out")),
    UserFacingError(.notStored(resource: "user 1", discarded: nil)),
    UserFacingError(.storageFailed(path: "/data/strata/cache", reason: "Permission denied")),
    UserFacingError(.busy(path: "/data/strata/cache/sync.lock")),
  ]

  /// The notice for content shown from the store because the server could not be reached.
  public static let staleNotice = Notice.stale(
    storedAt: storedAt,
    reason: .serverUnavailable(message: "The server is unavailable: the request timed out."))

  /// The notice for content that could not be kept for offline use.
  public static let notSavedNotice = Notice.notSavedOffline(
    UserFacingError(.storageFailed(path: "/data/strata/cache", reason: "the disk is full")))

  /// A profile screen in each state.
  public static let profileStates: [ViewState<User>] = [
    .idle, .loading, .loaded(.mock, notices: []), .loaded(.minimalMock, notices: []),
    .loaded(.mock, notices: [staleNotice]),
    .failed(UserFacingError(.notFound(resource: "user 99"))),
  ]

  /// An article list holding the first page of 47 articles, ten per page.
  public static let feed = ArticleFeed(
    articles: Article.mocks(count: 10), perPage: 10, firstPage: 1, lastPage: 1, totalCount: 47,
    reachedEnd: false)

  /// An article list in each state.
  public static let articleStates: [ViewState<ArticleFeed>] = [
    .idle, .loading, .loaded(feed, notices: []),
    .loaded(
      ArticleFeed(
        articles: [], perPage: 10, firstPage: 9, lastPage: 9, totalCount: 47, reachedEnd: true),
      notices: []),
    .loaded(feed, notices: [.stale(storedAt: storedAt, reason: .offlineRequested)]),
    .failed(UserFacingError(.unavailable(reason: "could not connect to the server"))),
  ]

  /// A finished sync of 47 articles.
  public static let syncSummary = SyncSummary(
    user: .mock, articleCount: 47, newArticleCount: 3, pageCount: 1, storedAt: storedAt)
}

extension ProfileValidationError {
  /// The validation error for an edit that changes nothing.
  public static let nothingToChangeSample = ProfileValidationError.nothingToChange
}
