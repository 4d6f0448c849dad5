import Networking
import Testing

@Suite("HTTP headers")
struct HTTPHeadersTests {
  @Test("Finds a field whatever the case of its name; the first, when there are two")
  func lookup() {
    let headers: HTTPHeaders = ["Content-Type": "application/json", "content-type": "text/html"]
    #expect(headers["content-type"] == "application/json")
    #expect(headers["CONTENT-TYPE"] == "application/json")
    #expect(headers["Accept"] == nil)
  }

  @Test("Setting replaces every field of the name, in any case, and puts it last")
  func setting() {
    var headers: HTTPHeaders = ["accept": "a", "X-One": "1", "ACCEPT": "b"]
    headers["Accept"] = "c"
    #expect(headers.map(\.name) == ["X-One", "Accept"])
    #expect(headers.map(\.value) == ["1", "c"])
  }

  @Test("Setting nil removes every field of the name")
  func removing() {
    var headers: HTTPHeaders = ["Retry-After": "1", "retry-after": "2", "Date": "d"]
    headers["RETRY-AFTER"] = nil
    #expect(headers.map(\.name) == ["Date"])
  }

  @Test("Keeps the fields in order, their names as set")
  func order() {
    let headers: HTTPHeaders = ["B": "2", "a": "1", "C": "3"]
    #expect(headers.map(\.name) == ["B", "a", "C"])
    #expect(HTTPHeaders().map(\.name).isEmpty)
  }

  @Test("Two lists are equal with the same fields in the same order, names in any case")
  func equality() {
    #expect(HTTPHeaders(dictionaryLiteral: ("Accept", "x")) == ["ACCEPT": "x"])
    #expect(HTTPHeaders(dictionaryLiteral: ("A", "1"), ("B", "2")) == ["a": "1", "b": "2"])
    #expect(HTTPHeaders(dictionaryLiteral: ("A", "1"), ("B", "2")) != ["B": "2", "A": "1"])
    #expect(HTTPHeaders(dictionaryLiteral: ("Accept", "x")) != ["Accept": "X"])
    #expect(HTTPHeaders(dictionaryLiteral: ("Accept", "x")) != ["Accept": "x", "Date": "d"])
    #expect(HTTPHeaders() == [:])
  }

  @Test("Equal lists hash alike, so a set holds one of them")
  func hashing() {
    let lists: Set<HTTPHeaders> = [
      ["Content-Type": "a", "Accept": "b"], ["content-type": "a", "ACCEPT": "b"],
      ["CONTENT-TYPE": "a", "accept": "b"],
    ]
    #expect(lists.count == 1)
    let different: Set<HTTPHeaders> = [["A": "1"], ["A": "2"], ["B": "1"]]
    #expect(different.count == 3)
  }

  @Test("An idempotency key is the Idempotency-Key field, its name in any case")
  func idempotencyKey() {
    #expect(HTTPHeaders(idempotencyKey: "k") == ["Idempotency-Key": "k"])
    #expect(HTTPHeaders(dictionaryLiteral: ("idempotency-key", "k")).idempotencyKey == "k")
    #expect(HTTPHeaders().idempotencyKey == nil)
  }
}
