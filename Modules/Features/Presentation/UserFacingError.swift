public import Domain
public import Repositories

/// An error as a person reads it: a category, for deciding what to do (a view's icon, the CLI's
/// exit code), and a sentence, for showing.
///
/// This is the last mapping in the chain `URLError → TransportError → APIError →
/// RepositoryError → UserFacingError`. Each layer translated what it received into its own
/// terms; here the terms become words.
public struct UserFacingError: Error, Hashable, Sendable {
  /// The kind of failure, in terms a person can act on.
  public enum Category: String, Hashable, Sendable, CaseIterable {
    /// The server has no such thing.
    case notFound
    /// The server refused the credentials.
    case unauthorized
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
    /// Another sync holds the store.
    case busy
    /// The person cancelled.
    case cancelled
  }

  /// The kind of failure.
  public var category: Category
  /// One or two sentences for a person.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - category: The kind of failure.
  ///   - message: The sentence to show.
  public init(category: Category, message: String) {
    self.category = category
    self.message = message
  }

  /// Words for a repository's error.
  ///
  /// - Parameter error: What the repository threw.
  public init(_ error: RepositoryError) {
    switch error {
    case .notFound(let resource):
      self.init(category: .notFound, message: "The server has no \(resource).")
    case .unauthorized(let code):
      self.init(
        category: .unauthorized, message: "The server refused the credentials (HTTP \(code)).")
    case .rejected(let code):
      self.init(category: .refused, message: "The server refused the request (HTTP \(code)).")
    case .invalidRequest(let reason):
      self.init(
        category: .invalidInput, message: "The request could not be made: \(Self.clause(reason)).")
    case .unavailable(let reason):
      self.init(
        category: .unavailable, message: "The server is unavailable: \(Self.clause(reason)).")
    case .invalidResponse(let reason):
      self.init(
        category: .unreadableResponse,
        message: "The server's response could not be understood: \(Self.clause(reason)).")
    case .notStored(let resource, let discarded):
      let extra = discarded.map { " \(Self.sentence(Self.clause($0)))." } ?? ""
      self.init(category: .notStored, message: "Nothing is stored for \(resource).\(extra)")
    case .storageFailed(let path, let reason):
      self.init(
        category: .storage, message: "The local store at \(path) failed: \(Self.clause(reason)).")
    case .busy(let path):
      self.init(category: .busy, message: "Another sync is using the store (locked at \(path)).")
    case .cancelled:
      self.init(category: .cancelled, message: "Cancelled.")
    }
  }

  /// Words for a profile that failed validation.
  ///
  /// - Parameter error: What validation threw.
  public init(_ error: ProfileValidationError) {
    switch error {
    case .nothingToChange:
      self.init(
        category: .invalidInput,
        message: "Nothing to change: give a new name, a new email, or both.")
    case .invalidFields(let problems):
      let messages = ProfileField.allCases.compactMap { field in
        problems[field].map { Self.message(for: $0, in: field) }
      }
      self.init(category: .invalidInput, message: messages.joined(separator: " "))
    }
  }

  /// The sentence for one invalid field.
  ///
  /// - Parameters:
  ///   - problem: What is wrong.
  ///   - field: Which field.
  /// - Returns: For example "The email address must look like name@example.com."
  public static func message(for problem: FieldProblem, in field: ProfileField) -> String {
    let name = field == .name ? "The name" : "The email address"
    switch problem {
    case .empty: return "\(name) must not be empty."
    case .tooLong(let maximum): return "\(name) must be at most \(maximum) characters."
    case .containsControlCharacters: return "\(name) must be one line, without control characters."
    case .malformedEmail: return "\(name) must look like name@example.com."
    }
  }

  private static func sentence(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }

  /// Fits a reason into the middle of a sentence: system messages arrive capitalised and
  /// sometimes with a full stop ("Permission denied", "It is a file."); mid-sentence they should
  /// have neither. An acronym ("HTTP 503") keeps its capitals.
  private static func clause(_ text: String) -> String {
    var text = Substring(text)
    while text.hasSuffix(".") { text = text.dropLast() }
    guard let first = text.first, text.dropFirst().first?.isLowercase ?? true else {
      return String(text)
    }
    return first.lowercased() + text.dropFirst()
  }
}
