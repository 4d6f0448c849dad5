import Foundation

/// The production ``APIClient``: resolves an ``Endpoint``'s request against the API root, sends it
/// through an ``HTTPTransport``, checks the status and media type, and lets the endpoint decode.
///
/// It knows nothing about URLSession, retries or timeouts: those are the transport's job, so the
/// same client runs against the live network, an in-process backend and `MockHTTPTransport`.
public struct RemoteAPIClient: APIClient {
  private let baseURL: BaseURL
  private let transport: any HTTPTransport
  private let token: APIToken?
  private let userAgent: String

  /// Creates a client for the API at `baseURL`, sending each request through `transport` with
  /// `token` as a bearer credential, when there is one.
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

  /// Sends the endpoint's request and lets the endpoint decode a 2xx JSON answer.
  public func send<E: Endpoint>(_ endpoint: E) async throws(APIError) -> E.Response {
    let apiRequest = try endpoint.request()
    let request = try httpRequest(for: apiRequest)
    let data: Data
    let response: HTTPResponse
    do {
      (data, response) = try await transport.send(request)
    } catch let error as TransportError {
      throw .transport(error)
    } catch is CancellationError {
      throw .cancelled
    } catch {
      // A conformer broke the seam's contract (only TransportError and CancellationError may
      // come through it): keep what can be kept of it, its code.
      throw .transport(.other(URLError.Code(rawValue: (error as NSError).code) ?? .unknown))
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

  private func httpRequest(for request: APIRequest) throws(APIError) -> HTTPRequest {
    var headers: HTTPHeaders = ["Accept": "application/json", "User-Agent": userAgent]
    if request.body != nil { headers["Content-Type"] = "application/json" }
    for field in request.headers { headers[field.name] = field.value }
    if let token { headers["Authorization"] = token.authorizationHeader }
    return HTTPRequest(
      method: request.method, url: baseURL.appending(path: request.path, query: request.query),
      headers: headers, body: request.body)
  }

  private static func isJSON(_ mediaType: String) -> Bool {
    mediaType == "application/json" || mediaType.hasSuffix("+json")
  }
}
