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
/// | each resource's routes | see ``SandboxResource``: reads and writes, `Idempotency-Key` honoured |
///
/// When its own files cannot be read or written, the sandbox does not pretend to be a server
/// answering 500: it is this machine's disk that failed, so it throws
/// `TransportError.localStorageFailed`, keeping the storage error whole, and `strata` exits 74
/// with the path, as for any other local storage failure.
///
/// Writes are kept in a `DocumentStore` under the data directory, so `strata edit-profile`
/// followed by `strata profile` shows the change, and `strata todo add` followed by
/// `strata todos` shows the new item.
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
  private let resources: [SandboxResourceBook]

  /// Creates a sandbox that serves `resources` besides users and posts, and keeps what is
  /// written in `store`.
  public init(store: DocumentStore, resources: [SandboxResource] = []) {
    self.users = SandboxUserBook(store: store)
    self.resources = resources.map { SandboxResourceBook(resource: $0, store: store) }
  }

  /// Answers `request` as the REST API would: errors are responses too (404, 400), as from a
  /// real server; its own storage failing is `TransportError.localStorageFailed`.
  public func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
    try Task.checkCancellation()
    let path = request.url.path.split(separator: "/").map(String.init)
    let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
    do {
      switch (request.method, path.first, path.count) {
      case (.get, "users", 2):
        return try userResponse(id: path[1])
      case (.put, "users", 2):
        return try updateResponse(id: path[1], body: request.body)
      case (.get, "posts", 1):
        return postsResponse(query: query)
      case (.get, "posts", 2):
        return postResponse(id: path[1])
      default:
        for book in resources {
          if let answer = try SandboxRoute(book: book).answer(request, path: path, query: query) {
            return answer
          }
        }
        return SandboxAnswer.error(
          404, "There is no \(request.method.rawValue) \(request.url.path) here.")
      }
    } catch {
      throw TransportError.localStorageFailed(
        LocalFailure(path: error.path, underlyingError: error))
    }
  }

  private func userResponse(id: String) throws(StorageError) -> (Data, HTTPResponse) {
    guard let id = Int(id), let user = try users.user(id: id) else {
      return SandboxAnswer.notFound()
    }
    return SandboxAnswer.json(user)
  }

  private func updateResponse(id: String, body: Data?) throws(StorageError) -> (Data, HTTPResponse)
  {
    guard let id = Int(id), try users.user(id: id) != nil else {
      return SandboxAnswer.notFound()
    }
    guard let body, var user = try? JSONDecoder().decode(SandboxUser.self, from: body) else {
      return SandboxAnswer.error(400, "The body must be a complete user as JSON.")
    }
    user.id = id
    try users.save(user)
    return SandboxAnswer.json(user)
  }

  private func postsResponse(query: URLComponents?) -> (Data, HTTPResponse) {
    let posts = SandboxSeed.posts
    guard let (page, limit) = SandboxPaging.read(query, count: posts.count) else {
      return SandboxAnswer.error(400, "_page and _limit must be whole numbers from 1.")
    }
    var (data, response) = SandboxAnswer.json(SandboxPaging.slice(posts, page: page, limit: limit))
    response.headers["X-Total-Count"] = String(posts.count)
    return (data, response)
  }

  private func postResponse(id: String) -> (Data, HTTPResponse) {
    guard let post = SandboxSeed.posts.first(where: { String($0.id) == id }) else {
      return SandboxAnswer.notFound()
    }
    return SandboxAnswer.json(post)
  }
}
