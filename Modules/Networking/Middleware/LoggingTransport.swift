public import Foundation

/// Middleware that writes one line per request and one per outcome, with secrets redacted.
///
/// ```
/// → GET https://api.example.com/users/1
///   Authorization: <redacted>
/// ← 200 GET https://api.example.com/users/1 (512 bytes, 43 ms)
/// ```
///
/// Put it inside ``RetryingTransport`` to see every attempt, outside to see one line per call.
public struct LoggingTransport: HTTPTransport {
  private let base: any HTTPTransport
  private let redactor: Redactor
  private let clock: any Clock<Duration>
  private let log: @Sendable (String) -> Void

  /// Wraps `base` so its traffic is logged: each line, secrets removed by `redactor` and timed
  /// on `clock`, goes to `log` without a trailing newline.
  public init(
    wrapping base: any HTTPTransport,
    redactor: Redactor,
    clock: any Clock<Duration> = ContinuousClock(),
    log: @escaping @Sendable (String) -> Void
  ) {
    self.base = base
    self.redactor = redactor
    self.clock = clock
    self.log = log
  }

  /// Logs `request`, sends it, and logs the outcome, which it returns or throws unchanged.
  public func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
    let summary = redactor.describe(request)
    log("→ \(summary)")
    for field in request.headers {
      log("  \(field.name): \(redactor.headerValue(field.value, named: field.name))")
    }
    // `measure` runs its closure exactly once; the placeholder never survives it.
    var result: Result<(Data, HTTPResponse), any Error> = .failure(CancellationError())
    let elapsed = await clock.measure {
      do { result = .success(try await base.send(request)) } catch { result = .failure(error) }
    }
    let milliseconds = Int(elapsed.seconds * 1000)
    switch result {
    case .success(let (data, response)):
      for hop in response.redirects {
        log("  ↪ redirected to \(redactor.redact(hop.absoluteString))")
      }
      log("← \(response.statusCode) \(summary) (\(data.count) bytes, \(milliseconds) ms)")
    case .failure(let error):
      log("✗ \(summary): \(redactor.redact(String(describing: error))) (\(milliseconds) ms)")
    }
    return try result.get()
  }
}
