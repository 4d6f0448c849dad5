import Domain
import Foundation
import Testing

@Suite("Resource names")
struct ResourceNamesTests {
  @Test("Gives a one-word resource's commands, words and JSON keys")
  func oneWord() {
    let names = ResourceNames(singular: "Todo", plural: "Todos")
    #expect(names.itemCommand == "todo")
    #expect(names.listCommand == "todos")
    #expect(names.singularWords == "todo")
    #expect(names.pluralWords == "todos")
    #expect(names.itemKey == "todo")
    #expect(names.listKey == "todos")
  }

  @Test("Gives a two-word resource's commands, words and JSON keys")
  func twoWords() {
    let names = ResourceNames(singular: "BlogPost", plural: "BlogPosts")
    #expect(names.itemCommand == "blog-post")
    #expect(names.listCommand == "blog-posts")
    #expect(names.singularWords == "blog post")
    #expect(names.pluralWords == "blog posts")
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

  /// One row of `scripts/tests/names.json`.
  struct SharedName: Decodable, Sendable, CustomTestStringConvertible {
    var name: String
    var kebab: String
    var label: String
    var testDescription: String { name }
  }

  /// The table the generator's tests read too: what a name becomes, agreed by both.
  static let shared: [SharedName] = {
    struct File: Decodable { var names: [SharedName] }
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("scripts/tests/names.json")
    guard let data = try? Data(contentsOf: url),
      let file = try? JSONDecoder().decode(File.self, from: data)
    else { return [] }
    return file.names
  }()

  @Test("Agrees with the generator on every name of the shared table")
  func sharedTable() throws {
    try #require(Self.shared.count >= 10, "scripts/tests/names.json was not read")
    for row in Self.shared {
      #expect(ResourceNames.kebab(row.name) == row.kebab, "kebab(\(row.name))")
      #expect(ResourceNames.words(row.name) == row.label, "words(\(row.name))")
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

  @Test(
    "Writes a wire name in words for people, with ID and URL in capitals",
    arguments: [
      ("title", "Title"), ("dueOn", "Due on"), ("userId", "User ID"), ("userID", "User ID"),
      ("id", "ID"), ("websiteURL", "Website URL"), ("URLPath", "URL path"),
      ("created_at", "Created at"), ("due-on", "Due on"), ("boardId", "Board ID"), ("", ""),
    ])
  func words(key: String, expected: String) {
    #expect(ResourceNames.words(key) == expected)
  }
}
