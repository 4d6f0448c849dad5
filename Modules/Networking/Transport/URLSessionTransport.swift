public import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  // On Linux, URLSession lives in FoundationNetworking; on Apple platforms, in Foundation.
  public import FoundationNetworking
#endif

/// The production transport: `URLSession`, driven through its delegate callbacks.
///
/// Unlike `data(for:)`, the delegate cannot deadlock on cancellation on Linux
/// (swift-corelibs-foundation #5412), decides redirects so that credentials never cross origins,
/// and refuses a body over ``Configuration-swift.struct/maximumResponseBytes`` as it arrives.
///
/// Timeouts belong to ``TimeoutTransport``, since Linux truncates sub-second `timeoutInterval`
/// values; a request's ``HTTPRequest/timeout`` sets `timeoutInterval` only as a backstop.
public final class URLSessionTransport: HTTPTransport {
  /// The limits this transport enforces.
  public struct Configuration: Hashable, Sendable {
    /// The largest response body accepted, in bytes; larger ones fail with
    /// ``TransportError/responseTooLarge(limit:statusCode:)``.
    public var maximumResponseBytes: Int
    /// The most redirects followed for one request.
    public var maximumRedirects: Int

    /// Creates a configuration: 4 MiB and 5 redirects by default.
    public init(maximumResponseBytes: Int = 4 * 1024 * 1024, maximumRedirects: Int = 5) {
      self.maximumResponseBytes = maximumResponseBytes
      self.maximumRedirects = maximumRedirects
    }
  }

  /// The limits this transport enforces.
  public let configuration: Configuration
  private let session: URLSession
  private let delegate: SessionDelegate

  /// Creates a transport with its own ephemeral session: no disk cache, no cookies kept.
  public convenience init(configuration: Configuration = Configuration()) {
    let sessionConfiguration = URLSessionConfiguration.ephemeral
    sessionConfiguration.urlCache = nil
    sessionConfiguration.httpCookieStorage = nil
    self.init(configuration: configuration, sessionConfiguration: sessionConfiguration)
  }

  /// Creates a transport over a session built from `sessionConfiguration`, such as one whose
  /// `protocolClasses` holds a test's `URLProtocol` stub.
  public init(configuration: Configuration, sessionConfiguration: URLSessionConfiguration) {
    self.configuration = configuration
    self.delegate = SessionDelegate(configuration: configuration)
    self.session = URLSession(
      configuration: sessionConfiguration, delegate: delegate, delegateQueue: nil)
  }

  deinit {
    // A session keeps its delegate alive until it is invalidated. Every `send` holds `self`
    // until it returns, so no task can still be running here.
    session.finishTasksAndInvalidate()
  }

  /// Sends `request` and collects the whole response, enforcing the limits; the redirects
  /// followed are the response's ``HTTPResponse/redirects``.
  public func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
    var request = request
    var hops: [URL] = []
    while true {
      var (data, response) = try await sendOnce(request)
      hops += response.redirects
      guard let next = request.resent(after: response) else {
        response.redirects = hops
        return (data, response)
      }
      guard hops.count < configuration.maximumRedirects else {
        throw TransportError.redirectRefused(
          .tooManyRedirects(limit: configuration.maximumRedirects))
      }
      hops.append(next.url)
      request = next
    }
  }

  private func sendOnce(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
    try Task.checkCancellation()
    let urlRequest = URLRequest(request)
    let handle = TaskHandle()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let task = session.dataTask(with: urlRequest)
        delegate.track(task, exchange: Exchange(request: request, continuation: continuation))
        if !handle.start(task) {
          // Cancelled before the task existed: finish here, and make sure it never runs.
          delegate.finish(task, with: CancellationError())
          task.cancel()
        }
      }
    } onCancel: {
      handle.cancel(through: delegate)
    }
  }
}

/// Lets cancellation reach a URLSession task whichever of it and its Swift task starts first.
private final class TaskHandle: Sendable {
  private enum State {
    case waiting
    case running(URLSessionTask)
    case cancelled
  }

  private let state = Mutex(State.waiting)

  /// Resumes `task` unless the Swift task was cancelled first; returns whether it started.
  func start(_ task: URLSessionTask) -> Bool {
    state.withLock { state in
      guard case .waiting = state else { return false }
      state = .running(task)
      task.resume()
      return true
    }
  }

  /// Marks the Swift task cancelled and fails a running task's exchange at once, cancelling the
  /// task only if it had not completed (corelibs traps on a cancel of a completed task).
  func cancel(through delegate: SessionDelegate) {
    let running = state.withLock { state -> URLSessionTask? in
      defer { state = .cancelled }
      if case .running(let task) = state { return task }
      return nil
    }
    // Outside the lock: on Linux `cancel()` can wait for the session's busy work queue.
    if let running, delegate.finish(running, with: CancellationError()) { running.cancel() }
  }
}

extension URLRequest {
  init(_ request: HTTPRequest) {
    self.init(url: Self.reachable(request.url))
    // A second more than Strata's own bound, so TimeoutTransport always speaks first.
    if let timeout = request.timeout { timeoutInterval = max(1, timeout.seconds) + 1 }
    httpMethod = request.method.rawValue
    httpBody = request.body
    for field in request.headers { addValue(field.value, forHTTPHeaderField: field.name) }
  }

  /// `url` with the host `[::1]` sent as `localhost`, since corelibs refuses every IPv6 literal
  /// (swift-corelibs-foundation#5496); other IPv6 literals still fail.
  private static func reachable(_ url: URL) -> URL {
    #if canImport(FoundationNetworking)
      guard let host = url.host, host == "[::1]" || host == "::1",
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
      else { return url }
      components.host = "localhost"
      return components.url ?? url
    #else
      return url
    #endif
  }
}

extension Duration {
  /// The duration in seconds, with its fractional part.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
