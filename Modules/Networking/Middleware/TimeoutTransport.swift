public import Foundation

/// Middleware that fails an attempt with ``TransportError/timedOut`` when it outlasts the
/// request's ``HTTPRequest/timeout``, cancelling the attempt underneath.
///
/// The race is run on an injected clock, so tests drive it with a manual clock instead of
/// waiting, and sub-second timeouts work on Linux, where URLSession's own do not.
public struct TimeoutTransport: HTTPTransport {
  private let base: any HTTPTransport
  private let defaultTimeout: Duration
  private let clock: any Clock<Duration>

  /// Wraps `base` so every attempt is bounded in time.
  ///
  /// - Parameters:
  ///   - base: The transport that does the work.
  ///   - defaultTimeout: The bound for requests that carry no ``HTTPRequest/timeout``.
  ///   - clock: The clock that measures the bound.
  public init(
    wrapping base: any HTTPTransport,
    defaultTimeout: Duration = .seconds(30),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.base = base
    self.defaultTimeout = defaultTimeout
    self.clock = clock
  }

  /// Sends `request` through the wrapped transport, or fails once the timeout passes.
  ///
  /// - Parameter request: The request to send.
  /// - Returns: The wrapped transport's response, if it arrives in time.
  /// - Throws: ``TransportError/timedOut`` when time runs out; otherwise whatever the wrapped
  ///   transport throws.
  public func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
    let timeout = request.timeout ?? defaultTimeout
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
