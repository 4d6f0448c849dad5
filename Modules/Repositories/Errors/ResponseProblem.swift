public import Networking

/// What was wrong with an answer the server did send, and the API client's error that said so.
public struct ResponseProblem: Hashable, Sendable {
  /// What was wrong, in terms a person can report.
  public enum Reason: Codable, Hashable, Sendable {
    /// The body is not JSON; `mediaType` is what the server said it sent, when it said.
    case notJSON(mediaType: String?)
    /// The JSON lacks `field` (a path such as `address.geo.lat`; empty for the whole body).
    case missingField(String)
    /// The JSON's `field` holds a value of the wrong type or an unusable one.
    case invalidField(String)
    /// The JSON's `field` holds `word`, which is not one of the words it allows.
    case unknownWord(field: String, word: String, allowed: [String])
    /// The header `name` holds a value that cannot be believed.
    case invalidHeader(name: String)
    /// The body was larger than `limit` bytes.
    case tooLarge(limit: Int)
    /// The server redirected where Strata does not follow.
    case refusedRedirect(RedirectProblem)
    /// The server answered with a status Strata does not expect (outside 2xx and 4xx/5xx).
    case unexpectedStatus(Int)
    /// The reply was not well-formed HTTP, or its body could not be decoded.
    case malformed
    /// The server claimed or sent more than the `limit` items a sync stores.
    case tooManyItems(limit: Int)
  }

  /// Why a redirect was not followed.
  public enum RedirectProblem: Codable, Hashable, Sendable {
    /// From `https` to plain `http`.
    case insecureDowngrade
    /// To `target`, which breaks the rules the API root obeys (another scheme, or plain `http`
    /// to another machine).
    case disallowedTarget(String)
    /// Of a request with a body, or any `method` but `GET` and `HEAD`, where it is not sent
    /// again: a 301, 302 or 303 (which may turn it into a `GET`), or to another origin.
    case wouldDropBody(method: String)
    /// More than `limit` times in a row.
    case tooMany(limit: Int)
  }

  /// What was wrong.
  public var reason: Reason
  /// The API client's error, kept whole; `nil` when the repository judged the answer unusable.
  public var underlyingError: APIError?

  /// `reason`, with the API client's error it was made from, if any.
  public init(_ reason: Reason, underlyingError: APIError?) {
    self.reason = reason
    self.underlyingError = underlyingError
  }
  /// The problem of a JSON answer of the wrong shape, as `failure` names it.
  public init(decoding failure: DecodingFailure) {
    let reason: Reason =
      switch failure.problem {
      case .notJSON: .notJSON(mediaType: nil)
      case .missingField, .null: .missingField(failure.path)
      case .wrongType, .invalidValue: .invalidField(failure.path)
      case .unknownWord(let word, let allowed):
        .unknownWord(field: failure.path, word: word, allowed: allowed)
      }
    self.init(reason, underlyingError: .decoding(failure))
  }

}
