public import Foundation
public import Networking
public import Storage

/// An embedded backend serving the live server's REST API in-process behind the `HTTPTransport`
/// seam, so `swift run strata <command>` works with no network while the whole stack above the
/// transport runs for real. Each resource's routes are ``SandboxResource``'s, and writes are kept
/// in a `DocumentStore`, so an item added is in the next list.
///
/// When its own files fail, the sandbox throws `TransportError.localStorageFailed`, not a 500,
/// because this machine's disk failed; `strata` then exits 74.
public struct SandboxTransport: HTTPTransport {
  /// The address the sandbox answers on. `.invalid` is reserved (RFC 2606), so a request meant
  /// for the sandbox can never reach a real server.
  public static let baseURL: BaseURL = {
    do {
      return try BaseURL(validating: "https://sandbox.strata.invalid")
    } catch {
      preconditionFailure("The sandbox's own address is valid: \(error)")
    }
  }()

  /// Where what is written is kept.
  let store: DocumentStore
  private let resources: [SandboxResourceBook]

  /// Creates a sandbox that serves `resources`, and keeps what is written in `store`.
  public init(store: DocumentStore, resources: [SandboxResource] = []) {
    self.store = store
    self.resources = resources.map { SandboxResourceBook(resource: $0, store: store) }
  }

  /// Answers `request` as the REST API would: errors are responses too (404, 400).
  public func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
    try Task.checkCancellation()
    let path = request.url.path.split(separator: "/").map(String.init)
    let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
    do {
      if let answer = try sampleAnswer(request, path: path, query: query) { return answer }
      for book in resources {
        if let answer = try SandboxRoute(book: book).answer(request, path: path, query: query) {
          return answer
        }
      }
      return SandboxAnswer.error(
        404, "There is no \(request.method.rawValue) \(request.url.path) here.")
    } catch {
      throw TransportError.localStorageFailed(
        LocalFailure(path: error.path, underlyingError: error))
    }
  }
}
