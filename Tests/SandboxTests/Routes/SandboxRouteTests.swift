import Testing

@testable import Sandbox

@Suite("Sandbox route")
struct SandboxRouteTests {
  let route = SandboxRoute("/posts/{postId}/comments") { parameters in parameters["postId"] }

  @Test(
    "Binds each parameter to a whole number from 1 to the largest the sample data can use",
    arguments: [
      (["posts", "7", "comments"], ["postId": 7]),
      (["posts", "0", "comments"], nil),
      (["posts", "-1", "comments"], nil),
      (["posts", "1000000", "comments"], ["postId": 1_000_000]),
      (["posts", "1000001", "comments"], nil),
      (["posts", "\(Int.max)", "comments"], nil),
      (["posts", "x", "comments"], nil),
      (["posts", "7"], nil),
      (["users", "7", "comments"], nil),
    ] as [([String], [String: Int]?)])
  func matches(path: [String], parameters: [String: Int]?) {
    #expect(route.match(path) == parameters)
  }
}
