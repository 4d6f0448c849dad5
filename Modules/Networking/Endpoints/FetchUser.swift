public import Domain
public import Foundation

/// `GET /users/{id}`: one user's profile, kept whole so it can be edited and sent back.
public struct FetchUser: Endpoint {
  /// The user to fetch.
  public var id: User.ID

  /// Creates the endpoint for user `id`.
  public init(id: User.ID) {
    self.id = id
  }

  /// `GET /users/{id}`.
  public func request() -> APIRequest {
    APIRequest(.get, path: ["users", String(id)])
  }

  /// The user, and the server's object it came from.
  public func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) -> UserDocument {
    UserDocument(user: try JSONBody.decode(UserDTO.self, from: body).user, serverObject: body)
  }
}
