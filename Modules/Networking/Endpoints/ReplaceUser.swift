import Domain
public import Foundation

/// `PUT /users/{id}`: sends a user back, with every server field Strata does not model intact.
public struct ReplaceUser: Endpoint {
  /// The user to store, as a document fetched with ``FetchUser`` and then changed.
  public var document: UserDocument

  /// Creates the endpoint that stores `document`.
  public init(_ document: UserDocument) {
    self.document = document
  }

  /// `PUT /users/{id}` with the document as JSON.
  public func request() throws(APIError) -> APIRequest {
    APIRequest(.put, path: ["users", String(document.user.id)], body: try document.encoded())
  }

  /// The user as the server stored it; a server that answers with no body stored what was sent.
  public func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) -> UserDocument {
    guard !body.isEmpty else { return document }
    return UserDocument(
      user: try JSONBody.decode(UserDTO.self, from: body).user, serverObject: body)
  }
}
