import Testing

extension Tag {
  /// Tests of when and how requests are retried.
  @Tag static var retries: Self
  /// Tests of time: timeouts and deadlines, driven by a test clock.
  @Tag static var time: Self
  /// Tests that secrets never reach a log line or a message.
  @Tag static var security: Self
  /// Tests of URLSessionTransport through a URLProtocol stub (no network).
  @Tag static var urlSession: Self
  /// Tests that one contract holds for a boundary's real implementation and its test double.
  @Tag static var contract: Self
  /// Tests that feed thousands of generated values from the edges (a seed replays a run).
  @Tag static var hostile: Self
}
