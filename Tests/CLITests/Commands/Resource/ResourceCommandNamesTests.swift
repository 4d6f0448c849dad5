import Domain
import Foundation
import TestSupport
import Testing

@testable import CLI

@Suite("Resource command names")
struct ResourceCommandNamesTests {
  @Test(
    "Gives a resource's commands in kebab case and its JSON keys in lowerCamelCase",
    arguments: [
      ("Todo", "todo", "todos", "todo", "todos"),
      ("BlogPost", "blog-post", "blog-posts", "blogPost", "blogPosts"),
      ("URLList", "url-list", "url-lists", "urlList", "urlLists"),
    ])
  func names(singular: String, item: String, list: String, itemKey: String, listKey: String) {
    let names = ResourceNames(singular: singular, plural: singular + "s")
    #expect(names.itemCommand == item && names.listCommand == list)
    #expect(names.itemKey == itemKey && names.listKey == listKey)
  }

  @Test("Gives an all-capitals name one lower-case key")
  func capitals() {
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
