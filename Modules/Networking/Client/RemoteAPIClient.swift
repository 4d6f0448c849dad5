public import Domain
import Foundation

/// The production ``APIClient``: builds requests, sends them through an ``HTTPTransport``,
/// validates the responses and maps the JSON to Domain values.
///
/// It knows nothing about URLSession, retries or timeouts: those are the transport's job, so the
/// same client runs against the live network, the embedded sandbox and `MockHTTPTransport`.
public struct RemoteAPIClient: APIClient {
  private let baseURL: BaseURL
  private let transport: any HTTPTransport
  private let token: APIToken?
  private let userAgent: String

  /// Creates a client for the API at `baseURL`.
  ///
  /// - Parameters:
  ///   - baseURL: The API root.
  ///   - transport: The transport that carries each request.
  ///   - token: The bearer token to send, if any.
  ///   - userAgent: The `User-Agent` header value.
  public init(
    baseURL: BaseURL,
    transport: any HTTPTransport,
    token: APIToken? = nil,
    userAgent: String = "strata"
  ) {
    self.baseURL = baseURL
    self.transport = transport
    self.token = token
    self.userAgent = userAgent
  }

  /// Fetches one user's profile (`GET /users/{id}`).
  ///
  /// - Parameter id: The user's identifier.
  /// - Returns: The profile.
  /// - Throws: ``APIError``.
  public func fetchUser(id: User.ID) async throws(APIError) -> User {
    let (data, _) = try await send(.get, path: ["users", String(id)])
    return try decode(UserDTO.self, from: data).user
  }

  /// Fetches one page of articles (`GET /posts?_page=N&_limit=M`).
  ///
  /// - Parameters:
  ///   - page: The page number, starting at 1.
  ///   - perPage: The page size.
  /// - Returns: The page, with the total from `X-Total-Count` when present.
  /// - Throws: ``APIError``.
  public func fetchArticles(page: Int, perPage: Int) async throws(APIError) -> Page<Article> {
    let query = [
      URLQueryItem(name: "_page", value: String(page)),
      URLQueryItem(name: "_limit", value: String(perPage)),
    ]
    let (data, response) = try await send(.get, path: ["posts"], query: query)
    let articles = try decode([ArticleDTO].self, from: data).map(\.article)
    let totalCount = response.headers["X-Total-Count"].flatMap { Int($0) }.flatMap {
      $0 >= 0 ? $0 : nil
    }
    return Page(items: articles, page: page, perPage: perPage, totalCount: totalCount)
  }

  /// Replaces a user's profile (`PUT /users/{id}`).
  ///
  /// - Parameters:
  ///   - id: The user's identifier.
  ///   - user: The complete profile.
  /// - Returns: The profile the server echoed back, or `user` when it sent no body.
  /// - Throws: ``APIError``.
  public func updateProfile(id: User.ID, _ user: User) async throws(APIError) -> User {
    let body: Data
    do {
      body = try JSONEncoder().encode(UserDTO(user))
    } catch {
      throw .invalidRequest("the profile could not be encoded as JSON")
    }
    let (data, _) = try await send(.put, path: ["users", String(id)], body: body)
    if data.isEmpty { return user }
    return try decode(UserDTO.self, from: data).user
  }

  private func send(
    _ method: HTTPMethod, path: [String], query: [URLQueryItem] = [], body: Data? = nil
  ) async throws(APIError) -> (Data, HTTPResponse) {
    var headers: HTTPHeaders = ["Accept": "application/json", "User-Agent": userAgent]
    if body != nil { headers["Content-Type"] = "application/json" }
    if let token { headers["Authorization"] = token.authorizationHeader }
    let request = HTTPRequest(
      method: method, url: baseURL.appending(path: path, query: query), headers: headers,
      body: body)

    let data: Data
    let response: HTTPResponse
    do {
      (data, response) = try await transport.send(request)
    } catch let error as TransportError {
      throw .transport(error)
    } catch is CancellationError {
      throw .cancelled
    } catch {
      let description = String(describing: error)
      throw .transport(.other(code: (error as NSError).code, description: description))
    }

    guard response.isSuccess else { throw .status(response.statusCode) }
    if let mediaType = response.mediaType, !data.isEmpty, !Self.isJSON(mediaType) {
      throw .unexpectedContentType(mediaType)
    }
    return (data, response)
  }

  private func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws(APIError)
    -> Value
  {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch let error as DecodingError {
      throw .decoding(DecodingFailure(error))
    } catch {
      throw .decoding(DecodingFailure(path: "", problem: .notJSON))
    }
  }

  private static func isJSON(_ mediaType: String) -> Bool {
    mediaType == "application/json" || mediaType.hasSuffix("+json")
  }
}
