import Domain
import Foundation
import TestSupport
import Testing

@testable import CLI

@Suite("Resource command names")
struct ResourceCommandNamesTests {
  @Test("Gives a one-word resource's commands and JSON keys")
  func oneWord() {
    let names = ResourceNames(singular: "Todo", plural: "Todos")
    #expect(names.itemCommand == "todo")
    #expect(names.listCommand == "todos")
    #expect(names.itemKey == "todo")
    #expect(names.listKey == "todos")
  }

  @Test("Gives a two-word resource's commands and JSON keys")
  func twoWords() {
    let names = ResourceNames(singular: "BlogPost", plural: "BlogPosts")
    #expect(names.itemCommand == "blog-post")
    #expect(names.listCommand == "blog-posts")
    #expect(names.itemKey == "blogPost")
    #expect(names.listKey == "blogPosts")
  }

  @Test("Gives JSON keys in lowerCamelCase, a leading run of capitals as one word")
  func keys() {
    let names = ResourceNames(singular: "URLList", plural: "URLLists")
    #expect(names.itemKey == "urlList")
    #expect(names.listKey == "urlLists")
    #expect(ResourceNames(singular: "API", plural: "APIs").itemKey == "api")
  }

  @Test("Agrees with the generator on every name's kebab case in the shared table")
  func sharedTable() throws {
    let shared = SharedNames.table
    try #require(shared.count >= 10, "scripts/tests/names.json was not read")
    for row in shared {
      #expect(ResourceNames.kebab(row.name) == row.kebab, "kebab(\(row.name))")
    }
  }

  @Test(
    "Writes a name in kebab case, a run of capitals as one word",
    arguments: [
      ("Todo", "todo"), ("BlogPost", "blog-post"), ("URLList", "url-list"), ("userID", "user-id"),
      ("HTTPStatusCode", "http-status-code"), ("Page2Go", "page2-go"), ("A", "a"), ("", ""),
      ("created_at", "created-at"), ("Post-Id", "post-id"), ("_a__b_", "a-b"),
    ])
  func kebab(name: String, expected: String) {
    #expect(ResourceNames.kebab(name) == expected)
  }
}
