import Dispatch
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

  /// Completes the task's exchange now, if it has not completed yet.
  func finish(_ task: URLSessionTask, with error: any Error) {
    let exchange = exchanges.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    exchange?.continuation.resume(throwing: error)
  }

  /// Records why the transport is stopping `task`, then cancels it; completion reports the reason.
  private func refuse(_ task: URLSessionTask, because refusal: TransportError) {
    exchanges.withLock { $0[task.taskIdentifier]?.refusal = refusal }
    Self.cancelOffDelegateQueue(task)
  }

  /// Cancels `task` from another thread. On Linux, `cancel()` waits for the session's work
  /// queue, which is busy for as long as data keeps arriving; called from a delegate callback,
  /// it would stall the delegate queue meanwhile, and every chunk still arriving would pile up
  /// in memory behind it.
  private static func cancelOffDelegateQueue(_ task: URLSessionTask) {
    DispatchQueue.global().async { task.cancel() }
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
      // Refuse before reading a byte. corelibs ignores `.cancel` here, so cancel the task too.
      refuse(dataTask, because: .responseTooLarge(limit: limit))
      completionHandler(.cancel)
      return
    }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let limit = configuration.maximumResponseBytes
    let overLimit = exchanges.withLock { exchanges -> Bool in
      // Read single fields and append in place. Holding a copy of the exchange (`if let
      // exchange = exchanges[id]`) would share its body's storage, and the append would then
      // copy the whole body for every chunk: quadratic, and slow enough to let chunks pile up.
      let id = dataTask.taskIdentifier
      guard exchanges[id]?.refusal == nil, let received = exchanges[id]?.body.count else {
        return false
      }
      guard received + data.count <= limit else { return true }
      exchanges[id]?.body.append(data)
      return false
    }
    if overLimit { refuse(dataTask, because: .responseTooLarge(limit: limit)) }
  }

  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    let decision = exchanges.withLock { exchanges -> RedirectPolicy.Decision in
      let id = task.taskIdentifier
      guard let original = exchanges[id]?.request, let count = exchanges[id]?.redirects.count
      else { return .refuse(.invalidResponse) }
      let decision = RedirectPolicy(maximumRedirects: configuration.maximumRedirects).decide(
        original: original, redirectCount: count + 1, proposed: request)
      if case .follow(let followed) = decision, let url = followed.url {
        exchanges[id]?.redirects.append(url)
      }
      return decision
    }
    switch decision {
    case .follow(let request):
      completionHandler(request)
    case .refuse(let refusal):
      exchanges.withLock { $0[task.taskIdentifier]?.refusal = refusal }
      completionHandler(nil)
      Self.cancelOffDelegateQueue(task)
    }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    let exchange = exchanges.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    exchange?.complete(with: error)
  }
}
