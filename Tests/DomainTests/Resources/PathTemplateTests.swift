import Domain
import Foundation
import Testing

@Suite("Path template", .tags(.validation))
struct PathTemplateTests {
  static let todos = PathTemplate("/users/{userId}/todos")
  static let article = PathTemplate("/articles/{slug:String}")

  // MARK: Reading a template

  @Test("Reads literals and whole-number parameters, and writes itself back as it was written")
  func readsIntegerParameters() {
    #expect(
      Self.todos.segments == [
        .literal("users"), .parameter(PathParameter(name: "userId", kind: .integer)),
        .literal("todos"),
      ])
    #expect(Self.todos.parameters == [PathParameter(name: "userId", kind: .integer)])
    #expect(Self.todos.lastLiteral == "todos")
    #expect(Self.todos.description == "/users/{userId}/todos")
    #expect(Self.todos.malformedParameters.isEmpty)
  }

  @Test("Reads a text parameter from `:String`")
  func readsTextParameters() {
    #expect(Self.article.parameters == [PathParameter(name: "slug", kind: .text)])
    #expect(Self.article.description == "/articles/{slug:String}")
    #expect(Self.article.lastLiteral == "articles")
  }

  @Test("A template written in code is read the same way")
  func stringLiteral() {
    let template: PathTemplate = "/boards/{boardId}/notes"
    #expect(template == PathTemplate("/boards/{boardId}/notes"))
  }

  @Test("Ignores empty segments, and has no last literal when it has no literal")
  func edges() {
    #expect(PathTemplate("//todos/").segments == [.literal("todos")])
    #expect(PathTemplate("/").segments.isEmpty)
    #expect(PathTemplate("/").description == "/")
    #expect(PathTemplate("/{id}").lastLiteral == nil)
  }

  @Test(
    "Never reads a malformed parameter as something it does not say, and names it",
    arguments: [
      "{id", "id}", "{}", "{:String}", "{slug:string}", "{slug:Int}", "{slug:}", "{a}{b}",
      "{user id}", "{1st}", "{ü}",
    ])
  func malformedParameter(segment: String) {
    let template = PathTemplate("/things/\(segment)")
    #expect(template.parameters.isEmpty)
    #expect(template.malformedParameters == [segment])
  }

  // MARK: Filling it in

  @Test("Fills in each parameter")
  func fillsIn() throws {
    #expect(try Self.todos.components(with: ["userId": .integer(7)]) == ["users", "7", "todos"])
    #expect(
      try Self.article.components(with: ["slug": .text("hello world/?")])
        == ["articles", "hello world/?"])
  }

  @Test("Ignores values of parameters it does not have")
  func ignoresOtherValues() throws {
    #expect(
      try Self.todos.components(with: ["userId": .integer(1), "id": .integer(2)])
        == ["users", "1", "todos"])
  }

  @Test(
    "Refuses a value missing, of the wrong kind, below 1, empty, or a dot segment",
    arguments: [
      (todos, PathValues(), PathValueError.missing("userId")),
      (todos, ["userID": .integer(1)], .missing("userId")),
      (todos, ["userId": .integer(0)], .invalid("userId")),
      (todos, ["userId": .integer(-1)], .invalid("userId")),
      (todos, ["userId": .integer(.min)], .invalid("userId")),
      (todos, ["userId": .text("1")], .invalid("userId")),
      (article, ["slug": .text("")], .invalid("slug")),
      (article, ["slug": .text(".")], .invalid("slug")),
      (article, ["slug": .text("..")], .invalid("slug")),
      (article, ["slug": .integer(1)], .invalid("slug")),
    ])
  func refusesValue(template: PathTemplate, values: PathValues, error: PathValueError) {
    #expect(throws: error) { try template.components(with: values) }
  }

  // MARK: What a person typed

  @Test(
    "Reads what a person typed for a parameter",
    arguments: [
      (PathParameter.Kind.integer, "7", PathValue.integer(7)),
      (.integer, "9223372036854775807", .integer(.max)),
      (.text, "hello-world", .text("hello-world")),
      (.text, "...", .text("...")),
      (.text, String(repeating: "é", count: 200), .text(String(repeating: "é", count: 200))),
    ])
  func readsTyped(kind: PathParameter.Kind, text: String, expected: PathValue) throws {
    #expect(try PathParameter(name: "p", kind: kind).value(from: text) == expected)
  }

  @Test(
    "Refuses typed text that cannot name a collection or an item",
    arguments: [
      (PathParameter.Kind.integer, "0"), (.integer, "-3"), (.integer, "abc"), (.integer, ""),
      (.integer, " 7"), (.integer, "٧"), (.integer, "99999999999999999999"), (.integer, "1.0"),
      (.text, ""), (.text, "."), (.text, ".."), (.text, String(repeating: "a", count: 201)),
      (.text, "a\u{1B}[2J"), (.text, "line\nbreak"),
    ])
  func refusesTyped(kind: PathParameter.Kind, text: String) {
    #expect(throws: PathValueError.invalid("p")) {
      try PathParameter(name: "p", kind: kind).value(from: text)
    }
  }

  // MARK: Path values

  @Test("A value is written as typed")
  func valueDescription() {
    #expect(PathValue.integer(7).description == "7")
    #expect(PathValue.text("hello-world").description == "hello-world")
  }

  @Test(
    "A value is JSON's number or string, and reads back as it was",
    arguments: [
      (PathValue.integer(7), "7"), (.integer(-1), "-1"), (.text("7"), #""7""#),
      (.text("a/b"), #""a\/b""#),
    ])
  func valueCoding(value: PathValue, json: String) throws {
    #expect(String(decoding: try JSONEncoder().encode(value), as: UTF8.self) == json)
    #expect(try JSONDecoder().decode(PathValue.self, from: Data(json.utf8)) == value)
  }

  @Test("Path values by name round-trip through JSON")
  func valuesCoding() throws {
    let values: PathValues = ["boardId": .integer(1), "slug": .text("x")]
    let data = try JSONEncoder().encode(values)
    #expect(try JSONDecoder().decode(PathValues.self, from: data) == values)
  }

  @Test(
    "A value that is neither a number nor a string is not read",
    arguments: ["true", "null", "7.5", "[1]", "{}"])
  func refusesOtherJSON(json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(PathValue.self, from: Data(json.utf8))
    }
  }
}
