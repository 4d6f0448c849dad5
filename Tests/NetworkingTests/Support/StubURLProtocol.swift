import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `URLProtocol` that answers from per-test scripts, so ``URLSessionTransport`` is tested without
/// a network, on Linux too. URLSession makes the instances, so they find a script by the request's
/// host, and each ``URLProtocolStub`` owns a unique one.
final class StubURLProtocol: URLProtocol {
  private static let stubs = Mutex<[String: URLProtocolStub]>([:])

  static func register(_ stub: URLProtocolStub) {
    stubs.withLock { $0[stub.host] = stub }
  }

  private var stub: URLProtocolStub? {
    guard let host = request.url?.host else { return nil }
    return Self.stubs.withLock { $0[host] }
  }

  override class func canInit(with request: URLRequest) -> Bool { true }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    guard let stub, let url = request.url else {
      client?.urlProtocol(self, didFailWithError: URLError(.unsupportedURL))
      return
    }
    stub.record(request)
    switch stub.script {
    case .fail(let code):
      client?.urlProtocol(self, didFailWithError: URLError(code))
    case .respond(let status, let headers, let chunks, let finish):
      let response = HTTPURLResponse(
        url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
      if let response {
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
      }
      for chunk in chunks { client?.urlProtocol(self, didLoad: chunk) }
      if finish { client?.urlProtocolDidFinishLoading(self) }
    }
    stub.started.fire()
  }

  override func stopLoading() {
    stub?.stopped.fire()
  }
}

/// One test's script for ``StubURLProtocol``, and what the protocol saw.
final class URLProtocolStub: Sendable {
  enum Script: Sendable {
    /// Sends a response head, then each chunk, then finishes unless `finish` is false (the
    /// server then hangs until the task is cancelled).
    case respond(status: Int, headers: [String: String], chunks: [Data], finish: Bool)
    /// Fails as URLSession would on a network error.
    case fail(URLError.Code)
  }

  let host = "stub-\(UUID().uuidString.lowercased()).test"
  let script: Script
  let started = Latch()
  let stopped = Latch()
  private let recorded = Mutex<[URLRequest]>([])

  init(_ script: Script) {
    self.script = script
    StubURLProtocol.register(self)
  }

  /// The requests the protocol received.
  var requests: [URLRequest] { recorded.withLock { $0 } }

  /// A URL on this stub's host.
  func url(_ path: String = "/resource") -> URL {
    URL(string: "https://\(host)\(path)") ?? URL(fileURLWithPath: "/")
  }

  func record(_ request: URLRequest) {
    recorded.withLock { $0.append(request) }
  }

  /// A session configuration that routes every request to ``StubURLProtocol``.
  static var sessionConfiguration: URLSessionConfiguration {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [StubURLProtocol.self]
    return configuration
  }
}

/// Fires once; anyone waiting, before or after, then resumes.
final class Latch: Sendable {
  private struct State {
    var fired = false
    var waiting: [CheckedContinuation<Void, Never>] = []
  }

  private let state = Mutex(State())

  func fire() {
    let waiting = state.withLock { state in
      state.fired = true
      defer { state.waiting.removeAll() }
      return state.waiting
    }
    for continuation in waiting { continuation.resume() }
  }

  func wait() async {
    await withCheckedContinuation { continuation in
      let fired = state.withLock { state in
        if !state.fired { state.waiting.append(continuation) }
        return state.fired
      }
      if fired { continuation.resume() }
    }
  }
}
