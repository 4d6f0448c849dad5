public import Domain
public import Foundation

/// `GET /users/{id}/albums`: all of one user's albums (the API does not page them).
public struct FetchAlbums: Endpoint {
  /// Whose albums to fetch.
  public var userID: User.ID

  /// Creates the endpoint for user `userID`'s albums.
  public init(userID: User.ID) {
    self.userID = userID
  }

  /// `GET /users/{userID}/albums`.
  public func request() -> APIRequest {
    APIRequest(.get, path: ["users", String(userID), "albums"])
  }

  /// The albums, decoded from the body of a 2xx answer.
  public func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) -> [Album] {
    try JSONBody.decode([AlbumDTO].self, from: body).map(\.album)
  }
}

/// The wire shape of an album: the server says `userId`, the model `userID`.
struct AlbumDTO: Codable {
  var id: Int
  var userId: Int
  var title: String

  var album: Album { Album(id: id, userID: userId, title: title) }
}
