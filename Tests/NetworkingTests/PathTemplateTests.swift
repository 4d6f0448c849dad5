import Domain
import Foundation
import Networking
import Testing

@Suite("Path template")
struct PathTemplateTests {
  static let todos = PathTemplate("/users/{userId}/todos")
  static let article = PathTemplate("/articles/{slug}")

  // MARK: Reading a template

  @Test("Reads literals and parameters, and writes itself back as it was written")
  func readsParameters() {
    #expect(Self.todos.segments == [.literal("users"), .parameter("userId"), .literal("todos")])
    #expect(Self.todos.parameters == ["userId"])
    #expect(Self.todos.lastLiteral == "todos")
    #expect(Self.todos.description == "/users/{userId}/todos")
    #expect(Self.todos.malformedParameters.isEmpty)
    #expect(Self.article.appending("archive").description == "/articles/{slug}/archive")
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

  @Test("Keeps a trailing slash, through filling in and appending")
  func trailingSlash() throws {
    let notes = PathTemplate("/boards/{boardId}/notes/")
    #expect(notes.trailingSlash && notes.description == "/boards/{boardId}/notes/")
    #expect(notes.lastLiteral == "notes" && notes != PathTemplate("/boards/{boardId}/notes"))
    #expect(try notes.components(with: ["boardId": .integer(1)]) == ["boards", "1", "notes", ""])
    #expect(notes.appending("archive").description == "/boards/{boardId}/notes/archive/")
    #expect(!PathTemplate("/").trailingSlash && !PathTemplate("/notes").trailingSlash)
  }

  @Test(
    "Never reads a malformed parameter as something it does not say, and names it",
    arguments: [
      "{id", "id}", "{}", "{:String}", "{slug:string}", "{slug:String}", "{slug:}", "{a}{b}",
      "{user id}", "{1st}", "{ü}",
    ])
  func malformedParameter(segment: String) {
    let template = PathTemplate("/things/\(segment)")
    #expect(template.parameters.isEmpty)
    #expect(template.malformedParameters == [segment])
  }

  // MARK: Filling it in

  @Test("Fills in each parameter, a number or text, as given")
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
    "Refuses a value missing, empty, a dot segment, or neither a number nor text",
    arguments: [
      (todos, FieldValues(), PathValueError.missing("userId")),
      (todos, ["userID": .integer(1)], .missing("userId")),
      (todos, ["userId": .null], .missing("userId")),
      (todos, ["userId": .boolean(true)], .invalid("userId")),
      (article, ["slug": .text("")], .invalid("slug")),
      (article, ["slug": .text(".")], .invalid("slug")),
      (article, ["slug": .text("..")], .invalid("slug")),
      (article, ["slug": .list([])], .invalid("slug")),
    ])
  func refusesValue(template: PathTemplate, values: FieldValues, error: PathValueError) {
    #expect(throws: error) { try template.components(with: values) }
  }
}
