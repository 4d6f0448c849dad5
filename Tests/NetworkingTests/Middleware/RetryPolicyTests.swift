import Foundation
import Networking
import Testing

/// The retry policy as a truth table: every status from 100 to 599 against every method, and every
/// transport error, the expected sets written out independently of the implementation.
@Suite("Retry policy", .tags(.retries))
struct RetryPolicyTests {
  static let retriedMethods: Set<HTTPMethod> = [.get, .head, .put, .delete, .options]
  static let retriedStatuses: Set<Int> = [408, 429, 500, 502, 503, 504]

  let policy = RetryPolicy.standard

  // Each case covers one method and one class of statuses (1xx … 5xx), every status in it:
  // 45 cases and 4,500 decisions, without 4,500 test cases' worth of overhead.
  @Test(
    "Retries exactly the transient statuses, for exactly the idempotent methods",
    arguments: HTTPMethod.allCases, [100..<200, 200..<300, 300..<400, 400..<500, 500..<600])
  func statusTruthTable(method: HTTPMethod, statuses: Range<Int>) {
    for status in statuses {
      let decision = policy.decision(
        for: .response(statusCode: status, retryAfter: nil), method: method, retriesSoFar: 0)
      let expected = Self.retriedMethods.contains(method) && Self.retriedStatuses.contains(status)
      #expect(decision == (expected ? .retry(after: .milliseconds(500)) : .stop), "\(status)")
    }
  }

  @Test(
    "Retries transient transport errors only",
    arguments: [
      (TransportError.timedOut, true),
      (.cannotConnect, true),
      (.hostNotFound, true),
      (.connectionLost, true),
      (.notConnectedToInternet, true),
      (.secureConnectionFailed, false),
      (.responseTooLarge(limit: 1024, statusCode: 200), false),
      (.redirectRefused(.insecureDowngrade), false),
      (.redirectRefused(.requestHasBody(.put)), false),
      (.invalidResponse, false),
      (.other(.unknown), false),
      (.offline, false),
    ])
  func transportErrorTruthTable(error: TransportError, retried: Bool) {
    for method in HTTPMethod.allCases {
      let decision = policy.decision(for: .failure(error), method: method, retriesSoFar: 0)
      let expected = retried && Self.retriedMethods.contains(method)
      #expect(decision == (expected ? .retry(after: .milliseconds(500)) : .stop), "\(method)")
    }
  }

  @Test(
    "Retries a POST or a PATCH only with an Idempotency-Key, then as any request, and on a 409 to a retry",
    arguments: [HTTPMethod.post, .patch])
  func retriesKeyedWrites(method: HTTPMethod) {
    let unavailable = RetryPolicy.Outcome.response(statusCode: 503, retryAfter: nil)
    #expect(policy.decision(for: unavailable, method: method, retriesSoFar: 0) == .stop)
    #expect(
      policy.decision(for: unavailable, method: method, hasIdempotencyKey: true, retriesSoFar: 0)
        == .retry(after: .milliseconds(500)))
    #expect(
      policy.decision(
        for: .failure(.connectionLost), method: method, hasIdempotencyKey: true, retriesSoFar: 1)
        == .retry(after: .seconds(1)))
    #expect(
      policy.decision(for: unavailable, method: method, hasIdempotencyKey: true, retriesSoFar: 2)
        == .stop)
    // A 409 to a first attempt is the server's refusal; to a retry, its key still in progress.
    let inProgress = RetryPolicy.Outcome.response(statusCode: 409, retryAfter: nil)
    #expect(
      policy.decision(for: inProgress, method: method, hasIdempotencyKey: true, retriesSoFar: 0)
        == .stop)
    #expect(
      policy.decision(for: inProgress, method: method, hasIdempotencyKey: true, retriesSoFar: 1)
        == .retry(after: .seconds(1)))
    #expect(policy.decision(for: inProgress, method: method, retriesSoFar: 1) == .stop)
    #expect(
      policy.decision(
        for: .failure(.secureConnectionFailed), method: method, hasIdempotencyKey: true,
        retriesSoFar: 0) == .stop)
  }

  @Test("Backs off 0.5 s, then 1 s, then stops after two retries")
  func backsOffExponentially() {
    let outcome = RetryPolicy.Outcome.response(statusCode: 503, retryAfter: nil)
    #expect(
      policy.decision(for: outcome, method: .get, retriesSoFar: 0)
        == .retry(after: .milliseconds(500)))
    #expect(
      policy.decision(for: outcome, method: .get, retriesSoFar: 1) == .retry(after: .seconds(1)))
    #expect(policy.decision(for: outcome, method: .get, retriesSoFar: 2) == .stop)
  }

  @Test("Waits as long as Retry-After asks, up to the cap", arguments: [0, 1, 10])
  func honoursRetryAfter(seconds: Int) {
    let outcome = RetryPolicy.Outcome.response(statusCode: 429, retryAfter: .seconds(seconds))
    #expect(
      policy.decision(for: outcome, method: .get, retriesSoFar: 0)
        == .retry(after: .seconds(seconds)))
  }

  @Test("Gives up when Retry-After asks for more than the cap")
  func refusesLongRetryAfter() {
    let outcome = RetryPolicy.Outcome.response(statusCode: 503, retryAfter: .seconds(11))
    #expect(policy.decision(for: outcome, method: .get, retriesSoFar: 0) == .stop)
  }

  @Test("A policy of never retries nothing")
  func neverRetries() {
    let outcome = RetryPolicy.Outcome.failure(.timedOut)
    #expect(RetryPolicy.never.decision(for: outcome, method: .get, retriesSoFar: 0) == .stop)
  }
}
