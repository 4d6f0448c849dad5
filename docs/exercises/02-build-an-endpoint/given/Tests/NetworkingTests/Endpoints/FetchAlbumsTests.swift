import Domain
import Foundation
import Networking
import Testing

/// LEARN.md, "Build it", step 2: where albums travel. Given: copy it in as it is.
@Suite("Fetch albums")
struct FetchAlbumsTests {
  let endpoint = FetchAlbums(userID: 1)

  // Through the protocol, as the API client calls them: the test holds whether your
  // `request()` throws or not.
  func request(_ endpoint: some Endpoint) throws(APIError) -> APIRequest {
    try endpoint.request()
  }

  func decode<E: Endpoint>(_ json: String, _ endpoint: E) throws(APIError) -> E.Response {
    try endpoint.decode(Data(json.utf8), HTTPResponse(statusCode: 200, headers: HTTPHeaders()))
  }

  @Test("Asks for GET /users/1/albums")
  func asksForTheUsersAlbums() throws {
    #expect(try request(endpoint) == APIRequest(.get, path: ["users", "1", "albums"]))
  }

  @Test("Reads the albums, the wire's userId into the model's userID")
  func decodes() throws {
    // Two numbers that differ, so that one read into the other's place shows.
    let json = #"[{"userId": 1, "id": 7, "title": "quidem molestiae enim"}]"#
    #expect(try decode(json, endpoint) == [Album(id: 7, userID: 1, title: "quidem molestiae enim")])
  }

  @Test("Names the album and the field a broken answer lacks")
  func namesTheBrokenField() {
    let json = #"[{"userId": 1, "id": 1, "title": "a"}, {"userId": 1, "id": 2}]"#
    #expect(throws: APIError.decoding(DecodingFailure(path: "[1].title", problem: .missingField))) {
      try decode(json, endpoint)
    }
  }
}
