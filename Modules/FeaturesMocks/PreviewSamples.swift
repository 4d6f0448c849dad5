import Domain
import DomainMocks
public import Features
public import Foundation
import Networking
public import Repositories
import Storage

/// Sample values for every state a screen can be in, shared by previews and rendering tests.
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
    UserFacingError(.notFound(Subject("note", id: 99))),
    UserFacingError(.unauthorized(statusCode: 401)),
    UserFacingError(.rejected(statusCode: 422, message: "The title is taken.")),
    UserFacingError(
      category: .invalidInput, message: UserFacingError.message(for: .empty, named: "Title")),
    UserFacingError(
      .invalidResponse(
        ResponseProblem(
          .missingField("title"),
          underlyingError: .decoding(DecodingFailure(path: "title", problem: .missingField))))),
    UserFacingError(timedOut),
    UserFacingError(.notStored(Subject("note", id: 1), discarded: nil)),
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

  /// A sync 40% of the way through 10 pages.
  public static let syncProgress = SyncProgress(
    part: "notes", pagesDone: 4, pagesTotal: 10, itemsDone: 400)

  /// A finished sync that read two lists again.
  public static let syncSummary: SyncSummary = {
    var summary = SyncSummary(storedAt: storedAt, listsRefreshed: 2)
    summary.samples = .preview
    return summary
  }()
}
