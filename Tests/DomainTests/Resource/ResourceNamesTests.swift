import Domain
import Testing

@Suite("Resource names")
struct ResourceNamesTests {
  @Test(
    "Splits a name into its words, a run of capitals as one word",
    arguments: [
      ("Todo", ["todo"]), ("BlogPost", ["blog", "post"]), ("URLList", ["url", "list"]),
      ("userID", ["user", "id"]), ("HTTPStatusCode", ["http", "status", "code"]),
      ("Page2Go", ["page2", "go"]), ("A", ["a"]), ("", []), ("created_at", ["created", "at"]),
      ("Post-Id", ["post", "id"]), ("_a__b_", ["a", "b"]),
    ])
  func words(name: String, expected: [String]) {
    #expect(ResourceNames.words(of: name) == expected)
  }
}
