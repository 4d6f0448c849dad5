public import Foundation

/// One operation of the REST API, as a value: the request to send, and how to read the answer.
///
/// Its parameters are properties, so a test double can record and compare calls. It decodes its own
/// transfer objects and returns Domain values. One for comments:
///
/// ```swift
/// public struct FetchComments: Endpoint {
///   public var postID: Int
///
///   public func request() throws(APIError) -> APIRequest {
///     APIRequest(.get, path: ["posts", String(postID), "comments"])
///   }
///
///   public func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) -> [Comment] {
///     try JSONBody.decode([CommentDTO].self, from: body).map(\.comment)
///   }
/// }
///
/// struct CommentDTO: Decodable {
///   var id: Int
///   var body: String
///   var comment: Comment { Comment(id: id, body: body) }
/// }
///
/// public struct Comment: Hashable, Sendable {
///   public var id: Int
///   public var body: String
/// }
/// ```
public protocol Endpoint: Hashable, Sendable {
  /// What a successful call returns.
  associatedtype Response: Sendable

  /// The request, with a path relative to the API root; it throws ``APIError/invalidRequest(_:)``
  /// when it cannot be built.
  func request() throws(APIError) -> APIRequest

  /// Reads a 2xx answer, already checked to be JSON. It throws ``APIError/decoding(_:)`` for the
  /// wrong shape and ``APIError/invalidHeader(name:value:)`` for a header it cannot believe.
  func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) -> Response
}
