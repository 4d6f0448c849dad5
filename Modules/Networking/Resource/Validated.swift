public import Foundation

/// An answer and its `ETag`, which a later write sends back as `If-Match` so that the server
/// refuses it (412) when someone else changed the item meanwhile.
public struct Validated<Value: Sendable>: Sendable {
  /// The answer.
  public var value: Value
  /// The strong `ETag` of the answer (``HTTPResponse/strongETag``), when it had one.
  public var etag: String?

  /// `value`, named by `etag`.
  public init(_ value: Value, etag: String?) {
    self.value = value
    self.etag = etag
  }
}

/// `base`, whose answer comes with its validator: `api.send(Validating(FetchResource(…)))`.
public struct Validating<Base: Endpoint>: Endpoint {
  /// The endpoint sent.
  public var base: Base

  /// `base`, answered with its validator.
  public init(_ base: Base) {
    self.base = base
  }

  /// `base`'s request.
  public func request() throws(APIError) -> APIRequest {
    try base.request()
  }

  /// `base`'s answer, and the answer's strong `ETag`.
  public func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) -> Validated<
    Base.Response
  > {
    Validated(try base.decode(body, head), etag: head.strongETag)
  }
}
