public import Foundation

/// Middleware that repeats an attempt as ``RetryPolicy`` allows, bounding each attempt in time.
///
/// It sets each request's ``HTTPRequest/timeout`` to ``attemptTimeout`` unless the request has one,
/// for ``TimeoutTransport`` underneath to enforce, so the whole call is bounded
/// (``RetryPolicy/longestTotalDuration(attemptTimeout:)``). When retries run out, the last outcome
/// is returned as it was; cancellation is never retried.
public struct RetryingTransport: HTTPTransport {
  /// The per-attempt timeout when nobody chooses one: `strata --timeout`'s default.
  public static let defaultAttemptTimeout = Duration.seconds(10)

  /// How long one attempt may take when the request does not say.
  public let attemptTimeout: Duration
  private let base: any HTTPTransport
  private let policy: RetryPolicy
  private let clock: any Clock<Duration>
  private let currentDate: @Sendable () -> Date

  /// Wraps `base` so failed attempts are retried as `policy` allows, waiting on `clock`;
  /// `currentDate` turns a `Retry-After` date into a wait.
  public init(
    wrapping base: any HTTPTransport,
    policy: RetryPolicy = .standard,
    attemptTimeout: Duration = defaultAttemptTimeout,
    clock: any Clock<Duration> = ContinuousClock(),
    currentDate: @escaping @Sendable () -> Date = Date.init
  ) {
    self.base = base
    self.policy = policy
    self.attemptTimeout = attemptTimeout
    self.clock = clock
    self.currentDate = currentDate
  }

  /// Sends `request`, retrying as the policy allows; the last outcome is returned or thrown.
  public func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
    var attempt = request
    attempt.timeout = request.timeout ?? attemptTimeout
    var retries = 0
    while true {
      let result: Result<(Data, HTTPResponse), TransportError>
      do {
        result = .success(try await base.send(attempt))
      } catch let error as TransportError {
        result = .failure(error)
      }
      let decision = policy.decision(
        for: outcome(of: result), method: request.method,
        hasIdempotencyKey: request.headers.idempotencyKey != nil, retriesSoFar: retries)
      guard case .retry(let wait) = decision else { return try result.get() }
      try await clock.sleep(for: wait)
      retries += 1
    }
  }

  private func outcome(of result: Result<(Data, HTTPResponse), TransportError>)
    -> RetryPolicy.Outcome
  {
    switch result {
    case .success((_, let response)):
      let retryAfter = response.headers["Retry-After"].flatMap {
        RetryAfter.delay(from: $0, now: currentDate())
      }
      return .response(statusCode: response.statusCode, retryAfter: retryAfter)
    case .failure(let error):
      return .failure(error)
    }
  }
}
