import Foundation

/// The production ``APIClient``, sending each ``Endpoint``'s request through an ``HTTPTransport``.
///
/// Retries and timeouts are the transport's job, so the same client runs over the network, an
/// in-process backend or `MockHTTPTransport`.
public struct RemoteAPIClient: APIClient {
  private let baseURL: BaseURL
  private let transport: any HTTPTransport
  private let credentials: (any CredentialSource)?
  private let scheme: AuthScheme
  private let userAgent: String

  /// A client for the API at `baseURL` over `transport`, with `credentials` put as `scheme` says.
  public init(
    baseURL: BaseURL,
    transport: any HTTPTransport,
    credentials: (any CredentialSource)? = nil,
    scheme: AuthScheme = .bearer,
    userAgent: String = "strata"
  ) {
    self.baseURL = baseURL
    self.transport = transport
    self.credentials = credentials
    self.scheme = scheme
    self.userAgent = userAgent
  }

  /// Sends the endpoint's request and lets the endpoint decode a 2xx JSON answer.
  public func send<E: Endpoint>(_ endpoint: E) async throws(APIError) -> E.Response {
    let apiRequest = try endpoint.request()
    var token = try await credentials?.current()
    var (data, response) = try await exchange(apiRequest, with: token)
    // A credential the server calls expired is renewed, once for everyone waiting, and the
    // request sent again as it was, its Idempotency-Key with it.
    if response.statusCode == 401, let rejected = token,
      let renewed = try await credentials?.renewed(after: rejected)
    {
      token = renewed
      (data, response) = try await exchange(apiRequest, with: renewed)
    }
    // A write the server will take only with a validator (428, RFC 6585) is sent again, once,
    // with `If-Match` naming the item as a GET of the same path finds it now.
    if response.statusCode == 428, apiRequest.headers["If-Match"] == nil,
      let etag = try await validator(of: apiRequest, with: token)
    {
      var again = apiRequest
      again.headers["If-Match"] = etag
      (data, response) = try await exchange(again, with: token)
    }

    guard response.isSuccess else {
      throw .status(response.statusCode, message: ServerMessage.reason(in: data))
    }
    if apiRequest.expectsJSON, let mediaType = response.mediaType, !data.isEmpty,
      !Self.isJSON(mediaType)
    {
      throw .unexpectedContentType(mediaType)
    }
    return try endpoint.decode(data, response)
  }

  /// The strong `ETag` a GET of `request`'s path answers with, or `nil` to let the 428 stand.
  private func validator(of request: APIRequest, with token: APIToken?) async throws(APIError)
    -> String?
  {
    guard [.put, .patch, .delete].contains(request.method) else { return nil }
    let head: HTTPResponse
    do {
      // Accepting what the write accepts: a JSON:API server refuses application/json.
      let accept: HTTPHeaders = request.headers["Accept"].map { ["Accept": $0] } ?? [:]
      (_, head) = try await exchange(
        APIRequest(.get, path: request.path, query: request.query, headers: accept), with: token)
    } catch .cancelled {
      throw .cancelled
    } catch {
      return nil
    }
    return head.isSuccess ? head.strongETag : nil
  }

  private func exchange(_ apiRequest: APIRequest, with token: APIToken?) async throws(APIError)
    -> (Data, HTTPResponse)
  {
    do {
      return try await transport.send(httpRequest(for: apiRequest, with: token))
    } catch let error as TransportError {
      throw .transport(error)
    } catch is CancellationError {
      throw .cancelled
    } catch {
      // A conformer broke the seam's contract by throwing something else; keep the error's code.
      throw .transport(.other(URLError.Code(rawValue: (error as NSError).code) ?? .unknown))
    }
  }

  private func httpRequest(for apiRequest: APIRequest, with token: APIToken?) -> HTTPRequest {
    let request = token.map { scheme.authorizing(apiRequest, with: $0) } ?? apiRequest
    var headers: HTTPHeaders = ["Accept": "application/json", "User-Agent": userAgent]
    if request.body != nil { headers["Content-Type"] = "application/json" }
    for field in request.headers { headers[field.name] = field.value }
    return HTTPRequest(
      method: request.method, url: baseURL.appending(path: request.path, query: request.query),
      headers: headers, body: request.body)
  }

  private static func isJSON(_ mediaType: String) -> Bool {
    mediaType == "application/json" || mediaType.hasSuffix("+json")
  }
}
