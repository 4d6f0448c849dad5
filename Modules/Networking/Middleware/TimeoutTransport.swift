public import Foundation

/// Middleware that fails an attempt with ``TransportError/timedOut`` when it outlasts the
/// request's ``HTTPRequest/timeout``, cancelling the attempt underneath.
///
/// It has no timeout of its own, so a request without one passes straight through. Unlike
/// URLSession's, its timeouts work below a second on Linux.
public struct TimeoutTransport: HTTPTransport {
  private let base: any HTTPTransport
  private let clock: any Clock<Duration>

  /// Wraps `base` so every request that carries a timeout is bounded by it, on `clock`.
  public init(wrapping base: any HTTPTransport, clock: any Clock<Duration> = ContinuousClock()) {
    self.base = base
    self.clock = clock
  }

  /// Sends `request`, or fails once its timeout passes.
  public func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
    guard let timeout = request.timeout else { return try await base.send(request) }
    return try await withThrowingTaskGroup(of: (Data, HTTPResponse)?.self) { group in
      group.addTask { try await base.send(request) }
      group.addTask {
        try await clock.sleep(for: timeout)
        return nil
      }
      // Whichever finishes first decides; the loser is cancelled when the group ends.
      defer { group.cancelAll() }
      guard let first = try await group.next(), let response = first else {
        throw TransportError.timedOut
      }
      return response
    }
  }
}
