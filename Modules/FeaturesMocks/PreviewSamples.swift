import Domain
import DomainMocks
public import Features
public import Foundation
import Networking
public import Repositories
import Storage

/// Sample values for every state a screen can be in, shared by previews and rendering tests:
/// what SwiftUI previews and `strata browse`'s screen tests are built from.
public enum PreviewSamples {
  /// A fixed moment, so rendered timestamps are stable.
  public static let storedAt = Date(timeIntervalSince1970: 1_800_000_000)

  /// The server could not be reached: the request timed out.
  public static let timedOut = RepositoryError.unavailable(
    Unavailability(.timedOut, underlyingError: .transport(.timedOut)))

  /// Nothing could be connected to.
  public static let cannotConnect = RepositoryError.unavailable(
    Unavailability(.cannotConnect, underlyingError: .transport(.cannotConnect)))

  /// The disk is full.
  public static let diskFull = RepositoryError.storageFailed(
    StoreFailure(
      path: "/data/cache", .diskFull,
      underlyingError: .outOfSpace(path: "/data/cache")))

  /// An error of each category, worded as the app would word it.
  public static let errors: [UserFacingError] = [
    UserFacingError(.notFound(.user(99))),
    UserFacingError(.unauthorized(statusCode: 401)),
    UserFacingError(.rejected(statusCode: 422, message: "The email address is taken.")),
    UserFacingError(ProfileValidationError.nothingToChange),
    UserFacingError(
      .invalidResponse(
        ResponseProblem(
          .missingField("email"),
          underlyingError: .decoding(DecodingFailure(path: "email", problem: .missingField))))),
    UserFacingError(timedOut),
    UserFacingError(.notStored(.user(1), discarded: nil)),
    UserFacingError(diskFull),
    UserFacingError(.busy(path: "/data/cache/sync.lock", holder: "a sync (process 4242)")),
  ]

  /// The notice for content shown from the store because the server could not be reached.
  public static let staleNotice = Notice.stale(
    storedAt: storedAt, reason: .serverUnavailable(UserFacingError(timedOut)))

  /// The notice for content shown from the store because the person asked for it.
  public static let offlineNotice = Notice.stale(storedAt: storedAt, reason: .offlineRequested)

  /// The notice for content that could not be kept for offline use.
  public static let notSavedNotice = Notice.notSavedOffline(UserFacingError(diskFull))

  /// An article list holding the first page of 47 articles, ten per page.
  public static let feed = ArticleFeed(
    articles: Article.mocks(count: 10), perPage: 10, firstPage: 1, lastPage: 1, totalCount: 47,
    reachedEnd: false)

  /// An article list that has reached the end of an empty list.
  public static let emptyFeed = ArticleFeed(
    articles: [], perPage: 10, firstPage: 1, lastPage: 1, totalCount: 0, reachedEnd: true)

  /// A sync 40% of the way through 10 pages.
  public static let syncProgress = SyncProgress(pagesDone: 4, pagesTotal: 10, articlesDone: 400)

  /// A finished sync of 47 articles.
  public static let syncSummary = SyncSummary(
    user: .mock, articleCount: 47, newArticleCount: 3, pageCount: 1, storedAt: storedAt)
}
