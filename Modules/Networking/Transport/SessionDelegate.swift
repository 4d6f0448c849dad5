import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Receives URLSession's callbacks for every task of one ``URLSessionTransport`` and routes them
/// to the task's ``Exchange``.
///
/// Each callback runs on the session's delegate queue; the exchanges live behind a `Mutex`, so the
/// delegate is `Sendable` without `@unchecked`.
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

  /// Fails `task`'s request with `refusal` now, and stops listening to it.
  ///
  /// The URLSession task is not cancelled: it finishes on its own, and what else arrives for it is
  /// dropped. Cancelling it would race its completion, and corelibs traps when a cancel lands on a
  /// task that has just completed (swift-corelibs-foundation#3296). The cost is bandwidth, never
  /// memory.
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
      // Read single fields and append in place. Holding a copy of the exchange (`if let
      // exchange = exchanges[id]`) would share its body's storage, and the append would then
      // copy the whole body for every chunk: quadratic, and slow enough to let chunks pile up.
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
    // Decided and answered under the lock that cancellation takes (``finish(_:with:)``): corelibs
    // traps if a task is cancelled between the answer and its reading of it. So either the answer
    // comes first and the cancel waits behind it, or the exchange is already finished and no
    // answer is given at all.
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
