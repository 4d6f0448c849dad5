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
      // One line: line breaks become spaces.
      (#"{"error": "one\ntwo\r\n\nthree"}"#, "one two three"),
      // A terminal's escapes and every other control character are dropped.
      (#"{"error": "red\u001b[31m text\u0007"}"#, "red [31m text"),
      // Django REST framework's problems by field, the general ones first.
      (
        #"{"title": ["This field is required."], "pages": ["A valid integer is required."]}"#,
        "pages: A valid integer is required.; title: This field is required."
      ),
      (
        #"{"slug": ["Taken."], "non_field_errors": ["Invalid data."]}"#,
        "Invalid data.; slug: Taken."
      ),
      // A field nested in a list or an object, as a dotted name.
      (#"{"tags": {"2": ["Not a valid string."]}}"#, "tags.2: Not a valid string."),
      (
        #"{"address": {"city": ["Required."], "non_field_errors": ["Incomplete."]}}"#,
        "address: Incomplete.; address.city: Required."
      ),
    ])
  func reads(json: String, expected: String) {
    #expect(reason(json) == expected)
  }

  // The bodies below are what FastAPI 0.165 (pydantic 2.14), flask-smorest 0.47 (marshmallow 4.4)
  // and DRF 3.18 (djangorestframework-jsonapi 8.1) answered, or RFC 9457's own examples.

  @Test(
    "Reads the problems of FastAPI, flask-smorest, JSON:API and RFC 9457, field by field",
    arguments: [
      // FastAPI: field by field, without where the field was sent.
      (
        #"{"detail":[{"type":"string_too_short","loc":["body","title"],"msg":"String should have at least 1 character","input":"","ctx":{"min_length":1}},{"type":"greater_than_equal","loc":["body","pages"],"msg":"Input should be greater than or equal to 1","input":0,"ctx":{"ge":1}}]}"#,
        "title: String should have at least 1 character; pages: Input should be greater than "
          + "or equal to 1"
      ),
      (
        #"{"detail":[{"type":"int_parsing","loc":["query","limit"],"msg":"Input should be a valid integer, unable to parse string as an integer","input":"x"}]}"#,
        "limit: Input should be a valid integer, unable to parse string as an integer"
      ),
      // A position in the body, not a field: only the problem.
      (
        #"{"detail":[{"type":"json_invalid","loc":["body",1],"msg":"JSON decode error","input":{},"ctx":{"error":"Expecting property name enclosed in double quotes"}}]}"#,
        "JSON decode error"
      ),
      (
        #"{"detail":[{"loc":["body","tags",0],"msg":"Input should be a valid string"}]}"#,
        "tags.0: Input should be a valid string"
      ),
      // flask-smorest: by location and field, and its message.
      (
        #"{"code":422,"errors":{"json":{"pages":["Must be greater than or equal to 1."],"tags":{"0":["Not a valid string."]},"title":["Length must be between 1 and 80."]}},"status":"Unprocessable Entity"}"#,
        "pages: Must be greater than or equal to 1.; tags.0: Not a valid string.; title: "
          + "Length must be between 1 and 80."
      ),
      (#"{"code":404,"message":"Note not found.","status":"Not Found"}"#, "Note not found."),
      (
        #"{"errors":{"_schema":["Invalid input type."],"title":["Missing data."]}}"#,
        "Invalid input type.; title: Missing data."
      ),
      // JSON:API: naming the attribute or parameter each error points at.
      (
        #"{"errors":[{"detail":"Ensure this value is greater than or equal to 1.","status":"400","source":{"pointer":"/data/attributes/pages"},"code":"min_value"},{"detail":"This field may not be blank.","status":"400","source":{"pointer":"/data/attributes/title"},"code":"blank"}]}"#,
        "pages: Ensure this value is greater than or equal to 1.; title: This field may not "
          + "be blank."
      ),
      (
        #"{"errors":[{"title":"Invalid query parameter","detail":"No attribute auther.","source":{"parameter":"include"}}]}"#,
        "include: No attribute auther."
      ),
      (
        #"{"errors":[{"title":"Forbidden","source":{"pointer":"/data/relationships/a~1b"}}]}"#,
        "a/b: Forbidden"
      ),
      // RFC 9457 problem details: the detail, then each listed problem.
      (
        ##"{"type":"https://example.net/validation-error","title":"Your request is not valid.","errors":[{"detail":"must be a positive integer","pointer":"#/age"},{"detail":"must be 'green', 'red' or 'blue'","pointer":"#/profile/color"}]}"##,
        "Your request is not valid.; age: must be a positive integer; profile.color: must be "
          + "'green', 'red' or 'blue'"
      ),
      (
        #"{"type":"https://example.com/probs/out-of-credit","title":"You do not have enough credit.","detail":"Your current balance is 30, but that costs 50.","status":403}"#,
        "Your current balance is 30, but that costs 50."
      ),
      (
        #"{"title":"Your request parameters didn't validate.","invalid-params":[{"name":"age","reason":"must be a positive integer"}]}"#,
        "Your request parameters didn't validate.; age: must be a positive integer"
      ),
    ])
  func frameworks(json: String, expected: String) {
    #expect(reason(json) == expected)
  }

  @Test("Keeps at most eight problems, and reads no deeper than four fields")
  func bounded() {
    let many = (1...12).map { #"{"loc":["body","f\#($0)"],"msg":"bad"}"# }
    let read = reason(#"{"detail":[\#(many.joined(separator: ","))]}"#)
    #expect(read == (1...8).map { "f\($0): bad" }.joined(separator: "; "))
    let deep =
      String(repeating: #"{"a":"#, count: 5000) + #"["x"]"# + String(repeating: "}", count: 5000)
    #expect(reason(deep) == nil)
    #expect(reason(#"{"a":{"b":{"c":{"d":["four deep"]}}}}"#) == "a.b.c.d: four deep")
    #expect(reason(#"{"a":{"b":{"c":{"d":{"e":["five deep"]}}}}}"#) == nil)
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
      // flask-smorest's 428, which says only the status's name.
      #"{"code":428,"status":"Precondition Required"}"#,
      #"{"errors": {}}"#, #"{"detail": []}"#, #"{"errors": [{"source": {"pointer": "/data"}}]}"#,
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
