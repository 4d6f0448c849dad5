import Foundation
import Testing

@testable import Networking

@Suite("Server message")
struct ServerMessageTests {
  func reason(_ json: String) -> String? {
    ServerMessage.reason(in: Data(json.utf8))
  }

  @Test(
    "Reads the reason a JSON API gives, `error` before `message`",
    arguments: [
      (#"{"error": "Title is required"}"#, "Title is required"),
      (#"{"message": "Rate limited"}"#, "Rate limited"),
      (#"{"message": "second", "error": "first"}"#, "first"),
      (#"{"error": "  ", "message": "the one with words"}"#, "the one with words"),
      (#"{"error": 42, "message": "not a number"}"#, "not a number"),
      (#"{"error": "  padded  "}"#, "padded"),
    ])
  func reads(json: String, expected: String) {
    #expect(reason(json) == expected)
  }

  @Test("Keeps one line: line breaks become spaces")
  func oneLine() {
    #expect(reason(#"{"error": "one\ntwo\r\n\nthree"}"#) == "one two three")
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
      #"{"detail": "other key"}"#, #"{"error": {"message": "nested"}}"#, #"{"error": ""}"#,
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
