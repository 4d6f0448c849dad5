import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Routes URLSession's callbacks for one ``URLSessionTransport`` to each task's ``Exchange``, kept
/// behind a `Mutex` so that the delegate is `Sendable` without `@unchecked`.
final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
  private let configuration: URLSessionTransport.Configuration
  private let exchanges = Mutex<[Int: Exchange]>([:])

  init(configuration: URLSessionTransport.Configuration) {
    self.configuration = configuration
  }

  func track(_ task: URLSessionTask, exchange: Exchange) {
    exchanges.withLock { $0[task.taskIdentifier] = exchange }
  }

  /// Completes the task's exchange now with `error`, if it has not completed yet, and says
  /// whether it had not. Whatever URLSession reports for the task afterwards is ignored.
  @discardableResult
  func finish(_ task: URLSessionTask, with error: any Error) -> Bool {
    let exchange = exchanges.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    exchange?.continuation.resume(throwing: error)
    return exchange != nil
  }

  /// Fails `task`'s request with `refusal` now and drops what else arrives for it. The task is not
  /// cancelled, since corelibs traps when a cancel lands on a task that has just completed
  /// (swift-corelibs-foundation#3296); the cost is bandwidth, never memory.
  private func refuse(_ task: URLSessionTask, because refusal: TransportError) {
    finish(task, with: refusal)
  }

  func urlSession(
    _ session: URLSession,
    dataTask: URLSessionDataTask,
    didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let limit = configuration.maximumResponseBytes
    let head = HTTPResponse(response)
    exchanges.withLock { $0[dataTask.taskIdentifier]?.response = head }
    if head == nil {
      refuse(dataTask, because: .invalidResponse)
    } else if response.expectedContentLength > Int64(limit) {
      // Refuse before reading a byte (corelibs ignores `.cancel` here; what arrives is dropped).
      refuse(dataTask, because: .responseTooLarge(limit: limit, statusCode: head?.statusCode))
      completionHandler(.cancel)
      return
    }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let limit = configuration.maximumResponseBytes
    let refusal = exchanges.withLock { exchanges -> TransportError? in
      // Append in place: a copy of the exchange would share the body's storage, so each chunk would
      // copy the whole body, which is quadratic.
      let id = dataTask.taskIdentifier
      guard let received = exchanges[id]?.body.count else { return nil }
      guard received + data.count <= limit else {
        return .responseTooLarge(limit: limit, statusCode: exchanges[id]?.response?.statusCode)
      }
      exchanges[id]?.body.append(data)
      return nil
    }
    if let refusal { refuse(dataTask, because: refusal) }
  }

  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    // Answered under the lock that cancellation takes (``finish(_:with:)``), because corelibs traps
    // if a task is cancelled between the answer and its reading; a finished task gets no answer.
    let refusal = exchanges.withLock { exchanges -> TransportError? in
      let id = task.taskIdentifier
      guard let original = exchanges[id]?.request, let count = exchanges[id]?.redirects.count
      else { return nil }
      let decision = RedirectPolicy(maximumRedirects: configuration.maximumRedirects).decide(
        original: original, status: response.statusCode, redirectCount: count + 1,
        proposed: request)
      switch decision {
      case .follow(let followed):
        if let url = followed.url { exchanges[id]?.redirects.append(url) }
        completionHandler(followed)
        return nil
      case .resend:
        // The redirect itself is the answer; ``URLSessionTransport/send(_:)`` sends again.
        completionHandler(nil)
        return nil
      case .refuse(let refusal):
        completionHandler(nil)
        return refusal
      }
    }
    if let refusal { refuse(task, because: refusal) }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    let exchange = exchanges.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    exchange?.complete(with: error)
  }
}
