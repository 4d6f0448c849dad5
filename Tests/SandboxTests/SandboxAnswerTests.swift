import Foundation
import Testing

@testable import Sandbox

/// How the sandbox pages a list, as JSONPlaceholder does (`_page`, `_limit`): a page or a
/// limit that is not a whole number from 1 is refused, and no numbers make a range that traps.
@Suite("Sandbox paging")
struct SandboxAnswerTests {
  func query(_ text: String) -> URLComponents? {
    URLComponents(string: "https://sandbox.invalid/posts?\(text)")
  }

  @Test(
    "Reads a page and a limit from 1; anything else is refused",
    arguments: [
      ("_page=2&_limit=5", true), ("", true), ("_page=0", false), ("_limit=0", false),
      ("_page=-1", false), ("_limit=x", false),
    ])
  func reads(text: String, isAccepted: Bool) {
    #expect((SandboxPaging.read(query(text), count: 50) != nil) == isAccepted, "\(text)")
  }

  @Test("Slices whole pages, a short last one, and nothing past the end or below page 1")
  func slices() {
    let items = Array(1...5)
    #expect(SandboxPaging.slice(items, page: 2, limit: 2) == [3, 4])
    #expect(SandboxPaging.slice(items, page: 3, limit: 2) == [5])
    #expect(SandboxPaging.slice(items, page: 4, limit: 2).isEmpty)
    #expect(SandboxPaging.slice(items, page: 0, limit: 2).isEmpty)
    #expect(SandboxPaging.slice(items, page: 1, limit: -3).isEmpty)
    #expect(SandboxPaging.slice(items, page: Int.max, limit: Int.max).isEmpty)
  }
}
