/// When to try a request again, and how long to wait first: Alamofire's default policy, plus
/// `429 Too Many Requests` and `Retry-After`.
///
/// | | retried |
/// | --- | --- |
/// | methods | GET, HEAD, PUT, DELETE, OPTIONS: idempotent, so a repeat is harmless; POST and PATCH only with an `Idempotency-Key`, which makes a repeat the same request |
/// | statuses | 408, 429, 500, 502, 503, 504; and 409 to a retry with an `Idempotency-Key`, the key's first attempt still being applied |
/// | transport errors | the ``TransportError/isTransient`` ones: timeouts, lost connections… |
/// | never | POST, PATCH without a key; other statuses; TLS, size and redirect refusals; cancellation |
///
/// Waits double from 0.5 s; a `Retry-After` header replaces the computed wait.
public struct RetryPolicy: Hashable, Sendable {
  /// What happened on one attempt.
  public enum Outcome: Hashable, Sendable {
    /// The server answered with `statusCode`, and `retryAfter` if it sent that header.
    case response(statusCode: Int, retryAfter: Duration?)
    /// No response arrived.
    case failure(TransportError)
  }

  /// What to do after an attempt.
  public enum Decision: Hashable, Sendable {
    /// Wait, then try again.
    case retry(after: Duration)
    /// Stop and report the outcome.
    case stop
  }

  /// The most retries after the first attempt.
  public var maximumRetries: Int
  /// The wait before the first retry; each later wait doubles it.
  public var initialBackoff: Duration
  /// The methods that may be repeated.
  public var retryableMethods: Set<HTTPMethod>
  /// The statuses worth another attempt.
  public var retryableStatusCodes: Set<Int>
  /// The longest `Retry-After` honoured; a server asking for more is not retried.
  public var maximumRetryAfter: Duration

  /// The policy Strata uses.
  public static let standard = RetryPolicy()

  /// A policy that never retries.
  public static let never = RetryPolicy(maximumRetries: 0)

  /// Creates a policy: by default 2 retries (3 attempts), a first wait of 0.5 s, the idempotent
  /// methods, the statuses above, and `Retry-After` honoured up to 10 s.
  public init(
    maximumRetries: Int = 2,
    initialBackoff: Duration = .milliseconds(500),
    retryableMethods: Set<HTTPMethod> = [.get, .head, .put, .delete, .options],
    retryableStatusCodes: Set<Int> = [408, 429, 500, 502, 503, 504],
    maximumRetryAfter: Duration = .seconds(10)
  ) {
    self.maximumRetries = maximumRetries
    self.initialBackoff = initialBackoff
    self.retryableMethods = retryableMethods
    self.retryableStatusCodes = retryableStatusCodes
    self.maximumRetryAfter = maximumRetryAfter
  }

  /// Decides whether to retry after `outcome`; `retriesSoFar` is 0 after the first attempt.
  public func decision(
    for outcome: Outcome, method: HTTPMethod, hasIdempotencyKey: Bool = false, retriesSoFar: Int
  ) -> Decision {
    guard retriesSoFar < maximumRetries,
      retryableMethods.contains(method) || hasIdempotencyKey
    else { return .stop }
    switch outcome {
    case .response(let statusCode, let retryAfter):
      // The IETF Idempotency-Key draft's "still in progress": a retry's key found its first
      // attempt (timed out here, say) still being applied. Wait, and its answer comes.
      let inProgress = statusCode == 409 && hasIdempotencyKey && retriesSoFar > 0
      guard retryableStatusCodes.contains(statusCode) || inProgress else { return .stop }
      guard let retryAfter else { return .retry(after: backoff(beforeRetry: retriesSoFar)) }
      return retryAfter <= maximumRetryAfter ? .retry(after: max(.zero, retryAfter)) : .stop
    case .failure(let error):
      return error.isTransient ? .retry(after: backoff(beforeRetry: retriesSoFar)) : .stop
    }
  }

  /// The computed wait before retry number `retriesSoFar + 1`: 0.5 s, 1 s, 2 s, …
  public func backoff(beforeRetry retriesSoFar: Int) -> Duration {
    initialBackoff * (1 << min(max(0, retriesSoFar), 30))
  }

  /// The longest a call can take when each attempt may take `attemptTimeout`, every attempt timing
  /// out and every wait its longest: 50 s for ``standard`` and 10 s attempts.
  public func longestTotalDuration(attemptTimeout: Duration) -> Duration {
    let retries = max(0, maximumRetries)
    var total = attemptTimeout * (retries + 1)
    for retry in 0..<retries { total += max(backoff(beforeRetry: retry), maximumRetryAfter) }
    return total
  }
}
