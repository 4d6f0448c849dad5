public import Foundation

/// One operation of the REST API, as a value: the request to send, and how to read the answer.
///
/// Its parameters are properties, as in kean/Get's `Request<Response>`, so a test double can
/// record and compare calls; it decodes its own transfer objects and returns Domain values
/// (`FetchArticles` is the exemplar's). One for comments:
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

  /// The request, with a path relative to the API root.
  ///
  /// - Throws: ``APIError/invalidRequest(_:)`` when the request cannot be built.
  func request() throws(APIError) -> APIRequest

  /// Reads a successful (2xx) answer; the client has already checked that it is JSON.
  ///
  /// - Throws: ``APIError/decoding(_:)`` for JSON of the wrong shape;
  ///   ``APIError/invalidHeader(name:value:)`` for a header that cannot be believed.
  func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) -> Response
}
