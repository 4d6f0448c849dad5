import Foundation
import Testing

@testable import Networking

@Suite("Server message")
struct ServerMessageTests {
  func reason(_ json: String) -> String? {
    ServerMessage.reason(in: Data(json.utf8))
  }

  @Test(
    "Reads the reason a JSON API gives, `message` and `detail` before `error`",
    arguments: [
      (#"{"error": "Title is required"}"#, "Title is required"),
      (#"{"message": "Rate limited"}"#, "Rate limited"),
      (#"{"detail": "Item not found"}"#, "Item not found"),
      (#"{"message": "first", "error": "second"}"#, "first"),
      (#"{"error": "  ", "message": "the one with words"}"#, "the one with words"),
      (#"{"error": 42, "message": "not a number"}"#, "not a number"),
      (#"{"error": "  padded  "}"#, "padded"),
      (#"{"error": {"message": "nested", "code": 7}}"#, "nested"),
      (#"{"title": "Not Found", "status": 404}"#, "Not Found"),
      (#"{"errors": ["one", {"message": "two"}]}"#, "one; two"),
    ])
  func reads(json: String, expected: String) {
    #expect(reason(json) == expected)
  }

  @Test("Keeps one line: line breaks become spaces")
  func oneLine() {
    #expect(reason(#"{"error": "one\ntwo\r\n\nthree"}"#) == "one two three")
  }

  @Test("Drops a terminal's escapes and every other control character")
  func controlCharacters() {
    #expect(reason(#"{"error": "red\u001b[31m text\u0007"}"#) == "red [31m text")
  }

  @Test("Reads Django REST framework's problems by field, the general ones first")
  func fieldProblems() {
    #expect(
      reason(#"{"title": ["This field is required."], "pages": ["A valid integer is required."]}"#)
        == "pages: A valid integer is required.; title: This field is required.")
    #expect(
      reason(#"{"slug": ["Taken."], "non_field_errors": ["Invalid data."]}"#)
        == "Invalid data.; slug: Taken.")
  }

  @Test("Keeps at most 200 characters, and says when it cut")
  func length() {
    let exact = String(repeating: "é", count: 200)
    #expect(reason(#"{"error": "\#(exact)"}"#) == exact)
    #expect(reason(#"{"error": "\#(exact)x"}"#) == exact + "…")
  }

  @Test(
    "Keeps nothing from a body that is not such an object",
    arguments: [
      "", "not json", "[]", #"["error"]"#, #""error""#, "null", #"{}"#, #"{"error": null}"#,
      #"{"other": "key"}"#, #"{"error": {"code": 7}}"#, #"{"error": ""}"#,
      #"{"tags": {"2": ["Not a valid string."]}}"#,
    ])
  func nothing(body: String) {
    #expect(reason(body) == nil)
  }

  @Test("Does not read a body larger than 64 KiB")
  func large() {
    let padding = String(repeating: " ", count: 64 * 1024)
    #expect(reason(#"{"error": "short"}"#) == "short")
    #expect(reason(#"{"error": "short"}"# + padding) == nil)
  }
}
