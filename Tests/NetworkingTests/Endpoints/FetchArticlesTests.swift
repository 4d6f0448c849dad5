import Domain
import Foundation
import Networking
import Testing

@Suite("Fetch articles")
struct FetchArticlesTests {
  let endpoint = FetchArticles(page: 2, perPage: 10)

  func decode(_ json: String = "[]", total: String?) throws(APIError) -> Page<Article> {
    var headers = HTTPHeaders()
    headers["X-Total-Count"] = total
    return try endpoint.decode(Data(json.utf8), HTTPResponse(statusCode: 200, headers: headers))
  }

  @Test("Asks for GET /posts with _page and _limit")
  func request() {
    #expect(
      endpoint.request()
        == APIRequest(
          .get, path: ["posts"],
          query: [
            URLQueryItem(name: "_page", value: "2"), URLQueryItem(name: "_limit", value: "10"),
          ]))
  }

  @Test("Reads the page, and the total from X-Total-Count")
  func decodesPage() throws {
    let page = try decode(#"[{"userId": 1, "id": 11, "title": "t", "body": "b"}]"#, total: "100")
    #expect(
      page
        == Page(
          items: [Article(id: 11, userID: 1, title: "t", body: "b")], page: 2, perPage: 10,
          totalCount: 100))
  }

  @Test("Refuses a total that cannot be a list's size, rather than believe it")
  func refusesImpossibleTotal() {
    #expect(throws: APIError.invalidHeader(name: "X-Total-Count", value: "-12")) {
      try decode(total: "-12")
    }
  }

  @Test("Names the index of a broken article")
  func namesArticleIndex() {
    let json =
      #"[{"userId": 1, "id": 1, "title": "t", "body": "b"}, {"userId": 1, "id": 2, "body": "b"}]"#
    #expect(throws: APIError.decoding(DecodingFailure(path: "[1].title", problem: .missingField))) {
      try decode(json, total: nil)
    }
  }
}
