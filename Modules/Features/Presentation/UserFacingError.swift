public import Repositories

/// An error as a person reads it: a category to act on, a sentence to show, and the repository's
/// error it came from, the step after `URLError → TransportError → APIError → RepositoryError`.
public struct UserFacingError: Error, Hashable, Sendable {
  /// The kind of failure, in terms a person can act on.
  public enum Category: String, Hashable, Sendable, CaseIterable {
    /// The server has no such thing.
    case notFound
    /// The server refused the credentials.
    case unauthorized
    /// The session ended and could not be renewed: sign in again.
    case signedOut
    /// The server refused the request.
    case refused
    /// The input is invalid; nothing was sent.
    case invalidInput
    /// The server's answer could not be understood.
    case unreadableResponse
    /// The server could not be reached.
    case unavailable
    /// Offline, and nothing usable is stored.
    case notStored
    /// The local store failed.
    case storage
    /// Another process holds the store.
    case busy
    /// A change met someone else's change to the same field.
    case conflict
    /// The person cancelled.
    case cancelled
  }

  /// The kind of failure.
  public var category: Category
  /// One or two sentences for a person.
  public var message: String
  /// The repository's error this was made from, kept whole, so a view can act on the cause (the
  /// CLI tells a timeout from an unknown host); `nil` for input that failed validation.
  public var underlyingError: RepositoryError?

  /// An error of `category` showing `message` as written; the other initializers choose both.
  public init(category: Category, message: String, underlyingError: RepositoryError? = nil) {
    self.category = category
    self.message = message
    self.underlyingError = underlyingError
  }

  /// The words for a repository's error.
  public init(_ error: RepositoryError) {
    self.init(
      category: Self.category(of: error), message: Self.sentence(for: error), underlyingError: error
    )
  }

  private static func category(of error: RepositoryError) -> Category {
    switch error {
    case .notFound: .notFound
    case .unauthorized: .unauthorized
    case .signedOut: .signedOut
    case .rejected: .refused
    case .invalidRequest: .invalidInput
    case .unavailable: .unavailable
    case .invalidResponse: .unreadableResponse
    case .notStored: .notStored
    // A change too large for the outbox is the input's fault: nothing was sent or kept.
    case .storageFailed(let failure):
      if case .entryTooLarge = failure.reason { .invalidInput } else { .storage }
    case .busy: .busy
    case .conflict: .conflict
    case .unreadableChange: .storage
    case .unsentChange(_, let cause): category(of: cause)
    case .outboxFull: .storage
    case .cancelled: .cancelled
    }
  }
}
