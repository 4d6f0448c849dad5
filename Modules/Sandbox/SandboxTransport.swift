public import Foundation
public import Networking
public import Storage

/// An embedded backend that serves the same REST API as the live server, in-process, behind the
/// same `HTTPTransport` seam.
///
/// It is why `swift run strata articles` works on a fresh machine with no network: the whole
/// stack above the transport (client, repositories, view models, rendering) runs for real, and
/// only the bytes come from here instead of a socket.
///
/// | request | answer |
/// | --- | --- |
/// | `GET /users/{id}` | the user, or 404 |
/// | `GET /posts?_page=N&_limit=M` | that page, with `X-Total-Count`; past the end, `[]` |
/// | `GET /posts/{id}` | the article, or 404 |
/// | `PUT /users/{id}` | stores the user sent and echoes it; 400 when it is not a user |
/// | each of `SandboxRoutes.all` | its sample data; 404 when it has none |
///
/// When its own files cannot be read or written, the sandbox does not pretend to be a server
/// answering 500: it is this machine's disk that failed, so it throws
/// `TransportError.localStorageFailed(path:reason:)` and `strata` exits 74 with
/// the path, as for any other local storage failure.
///
/// Edits are kept in a `DocumentStore` under the data directory, so `strata
/// edit-profile` followed by `strata profile` shows the change.
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

  private let users: SandboxUserBook

  /// Creates a sandbox that keeps its edits in `store`.
  public init(store: DocumentStore) {
    self.users = SandboxUserBook(store: store)
  }

  /// Answers `request` as the REST API would: errors are responses too (404, 400), as from a
  /// real server; its own storage failing is `TransportError.localStorageFailed(path:reason:)`.
  public func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
    try Task.checkCancellation()
    let path = request.url.path.split(separator: "/").map(String.init)
    do {
      switch (request.method, path.first, path.count) {
      case (.get, "users", 2):
        return try userResponse(id: path[1])
      case (.put, "users", 2):
        return try updateResponse(id: path[1], body: request.body)
      case (.get, "posts", 1):
        return postsResponse(query: URLComponents(url: request.url, resolvingAgainstBaseURL: false))
      case (.get, "posts", 2):
        return postResponse(id: path[1])
      default:
        return routeResponse(request.method, path)
          ?? Self.error(404, "There is no \(request.method.rawValue) \(request.url.path) here.")
      }
    } catch {
      throw TransportError.localStorageFailed(
        path: error.path ?? "the sandbox's data", reason: Self.reason(error))
    }
  }

  private func userResponse(id: String) throws(StorageError) -> (Data, HTTPResponse) {
    guard let id = Int(id), let user = try users.user(id: id) else {
      return Self.error(404, "There is no user \(id).")
    }
    return Self.json(user)
  }

  private func updateResponse(id: String, body: Data?) throws(StorageError) -> (Data, HTTPResponse)
  {
    guard let id = Int(id), try users.user(id: id) != nil else {
      return Self.error(404, "There is no user \(id).")
    }
    guard let body, var user = try? JSONDecoder().decode(SandboxUser.self, from: body) else {
      return Self.error(400, "The body must be a complete user as JSON.")
    }
    user.id = id
    try users.save(user)
    return Self.json(user)
  }

  /// The answer of the first extra route that matches, if one does.
  private func routeResponse(_ method: HTTPMethod, _ path: [String]) -> (Data, HTTPResponse)? {
    guard method == .get else { return nil }
    for route in SandboxRoutes.all {
      guard let parameters = route.match(path) else { continue }
      guard let value = route.answer(parameters) else {
        return Self.error(404, "There is no such \(path.joined(separator: "/")) here.")
      }
      return Self.json(value)
    }
    return nil
  }

  /// The system's words for a storage failure, as a transport error carries them.
  private static func reason(_ error: StorageError) -> String {
    switch error {
    case .containerUnavailable(_, let reason), .readFailed(_, let reason),
      .writeFailed(_, let reason):
      reason
    case .outOfSpace: "No space left on device"
    case .notFound: "No such file or directory"
    case .corrupted, .unsupportedVersion: "the file is not one the sandbox wrote"
    case .busy: "the file is locked"
    case .invalidName: "an unsafe file name"
    }
  }

  private func postsResponse(query: URLComponents?) -> (Data, HTTPResponse) {
    let posts = SandboxSeed.posts
    let page: Int
    let limit: Int
    do {
      page = try Self.positiveNumber(named: "_page", in: query) ?? 1
      limit = try Self.positiveNumber(named: "_limit", in: query) ?? posts.count
    } catch {
      return Self.error(400, "_page and _limit must be whole numbers from 1.")
    }
    // A page far past the end is empty, even when its offset would overflow.
    let (start, overflow) = (page - 1).multipliedReportingOverflow(by: limit)
    let slice =
      overflow || start >= posts.count
      ? [] : Array(posts[start..<(start + min(limit, posts.count - start))])
    var (data, response) = Self.json(slice)
    response.headers["X-Total-Count"] = String(posts.count)
    return (data, response)
  }

  private func postResponse(id: String) -> (Data, HTTPResponse) {
    guard let post = SandboxSeed.posts.first(where: { String($0.id) == id }) else {
      return Self.error(404, "There is no article \(id).")
    }
    return Self.json(post)
  }

  private struct InvalidQuery: Error {}

  private static func positiveNumber(named name: String, in query: URLComponents?)
    throws(InvalidQuery) -> Int?
  {
    guard let value = query?.queryItems?.first(where: { $0.name == name })?.value else {
      return nil
    }
    guard let number = Int(value), number >= 1 else { throw InvalidQuery() }
    return number
  }

  private static func json(_ value: some Encodable) -> (Data, HTTPResponse) {
    let data = (try? JSONEncoder().encode(value)) ?? Data("{}".utf8)
    return (
      data,
      HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json; charset=utf-8"])
    )
  }

  private static func error(_ status: Int, _ message: String) -> (Data, HTTPResponse) {
    var (data, response) = json(["error": message])
    response.statusCode = status
    return (data, response)
  }
}
