public import Foundation

/// One request of a ``SignInFlow`` as an ``Endpoint``: sent through an ``APIClient`` like any
/// other, and read by the flow.
public struct FlowRequest<Response: Sendable>: Endpoint {
  private let built: APIRequest
  private let read: @Sendable (Data) throws(APIError) -> Response

  /// `request`, its 2xx answer read by `read`.
  public init(_ request: APIRequest, read: @escaping @Sendable (Data) throws(APIError) -> Response)
  {
    built = request
    self.read = read
  }

  /// The request as the flow built it.
  public func request() -> APIRequest { built }

  /// The answer, read by the flow.
  public func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) -> Response {
    try read(body)
  }

  /// Two are the same when their requests are.
  public static func == (lhs: FlowRequest, rhs: FlowRequest) -> Bool { lhs.built == rhs.built }

  /// Hashes the request.
  public func hash(into hasher: inout Hasher) { hasher.combine(built) }
}
