public import Foundation

/// Middleware that repeats an attempt as ``RetryPolicy`` allows, within a total deadline.
///
/// Each attempt's ``HTTPRequest/timeout`` is clipped to the time left before the deadline, so
/// the deadline holds even while an attempt is in flight (``TimeoutTransport`` underneath
/// enforces it). Waits happen on an injected clock: tests assert the exact delays and finish in
/// microseconds.
///
/// When retries run out, the last outcome is returned as it was: the final `503` response, or the
/// final ``TransportError``. Cancellation is never retried.
public struct RetryingTransport: HTTPTransport {
  private let base: any HTTPTransport
  private let policy: RetryPolicy
  private let attemptTimeout: Duration
  private let deadline: Duration
  private let clock: any Clock<Duration>
  private let currentDate: @Sendable () -> Date

  /// Wraps `base` so failed attempts are retried.
  ///
  /// - Parameters:
  ///   - base: The transport that makes each attempt.
  ///   - policy: When to retry and how long to wait.
  ///   - attemptTimeout: The bound on one attempt when the request carries none.
  ///   - deadline: The bound on all attempts and waits together.
  ///   - clock: The clock that measures waits and the deadline.
  ///   - currentDate: The wall-clock time, to read `Retry-After` dates.
  public init(
    wrapping base: any HTTPTransport,
    policy: RetryPolicy = .standard,
    attemptTimeout: Duration = .seconds(15),
    deadline: Duration = .seconds(60),
    clock: any Clock<Duration> = ContinuousClock(),
    currentDate: @escaping @Sendable () -> Date = Date.init
  ) {
    self.base = base
    self.policy = policy
    self.attemptTimeout = attemptTimeout
    self.deadline = deadline
    self.clock = clock
    self.currentDate = currentDate
  }

  /// Sends `request`, retrying as the policy allows.
  ///
  /// - Parameter request: The request to send.
  /// - Returns: The first response the policy accepts, or the last one when retries run out.
  /// - Throws: The last ``TransportError`` when no attempt produced a response;
  ///   ``TransportError/timedOut`` when the deadline passes; `CancellationError` when cancelled.
  public func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
    // Binding the existential to a local lets Swift open it into the generic `C` below, where
    // instants can be compared; `any Clock` alone has no comparable `Instant`.
    let clock = self.clock
    return try await retrying(request, on: clock)
  }

  private func retrying<C: Clock>(
    _ request: HTTPRequest, on clock: C
  ) async throws -> (Data, HTTPResponse) where C.Duration == Duration {
    let end = clock.now.advanced(by: deadline)
    var retries = 0
    while true {
      let remaining = clock.now.duration(to: end)
      guard remaining > .zero else { throw TransportError.timedOut }
      var attempt = request
      attempt.timeout = min(request.timeout ?? attemptTimeout, remaining)

      let result: Result<(Data, HTTPResponse), TransportError>
      do {
        result = .success(try await base.send(attempt))
      } catch let error as TransportError {
        result = .failure(error)
      }

      let decision = policy.decision(
        for: outcome(of: result), method: request.method, retriesSoFar: retries)
      guard case .retry(let wait) = decision, clock.now.advanced(by: wait) < end else {
        return try result.get()
      }
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
