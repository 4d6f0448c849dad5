import Foundation
import Networking
import Testing

@Suite("Redactor", .tags(.security))
struct RedactorTests {
  let redactor = Redactor(secrets: ["s3cr3t-t0ken"])

  @Test(
    "Removes secrets wherever they appear",
    arguments: [
      ("token is s3cr3t-t0ken.", "token is <redacted>."),
      ("Authorization: Bearer abc.def", "Authorization: <redacted>"),
      ("authorization:basic dXNlcjpwYXNz", "authorization:<redacted>"),
      ("sent Bearer eyJhbGciOi", "sent Bearer <redacted>"),
      ("Cookie: session=1", "Cookie: <redacted>"),
      (
        "https://a.example/p?_page=1&access_token=xyz&x=2",
        "https://a.example/p?_page=1&access_token=<redacted>&x=2"
      ),
      ("https://a.example/p?API_KEY=xyz", "https://a.example/p?API_KEY=<redacted>"),
      ("https://a.example/p?sig=abc#frag", "https://a.example/p?sig=<redacted>#frag"),
      ("https://ada:hunter2@a.example/", "https://ada:<redacted>@a.example/"),
      ("Content-Type: application/json", "Content-Type: application/json"),
      ("https://a.example/posts?_page=2&_limit=10", "https://a.example/posts?_page=2&_limit=10"),
      (#"{"refresh": "r-1", "name": "ada"}"#, #"{"refresh": "<redacted>", "name": "ada"}"#),
      (
        #"{"Password":"p\"w","title": "refresh"}"#, #"{"Password":"<redacted>","title": "refresh"}"#
      ),
      (
        #"{"access_token": "a", "detail": "Bad"}"#,
        #"{"access_token": "<redacted>", "detail": "Bad"}"#
      ),
      (#"a "token": 7 and "refresh" "x""#, #"a "token": 7 and "refresh" "x""#),
    ])
  func redacts(input: String, expected: String) {
    #expect(redactor.redact(input) == expected)
  }

  @Test("Learns a secret while the program runs, and every copy removes it from then on")
  func learns() {
    let copy = redactor
    #expect(copy.redact("got acc3ss-tok3n") == "got acc3ss-tok3n")
    redactor.learn("acc3ss-tok3n")
    #expect(copy.redact("got acc3ss-tok3n, ACC3SS-TOK3N") == "got <redacted>, <redacted>")
    redactor.learn("")
    #expect(copy.redact("empty stays") == "empty stays")
  }

  @Test("Describes a request as method and redacted URL")
  func describesRequest() throws {
    let url = try #require(URL(string: "https://api.example.com/users/1?token=abc"))
    let request = HTTPRequest(method: .put, url: url, headers: ["Authorization": "Bearer abc"])
    #expect(redactor.describe(request) == "PUT https://api.example.com/users/1?token=<redacted>")
  }

  @Test(
    "Hides credential headers entirely and leaves the rest",
    arguments: [
      ("Authorization", "Bearer abc", "<redacted>"),
      ("X-API-Key", "abc", "<redacted>"),
      ("Accept", "application/json", "application/json"),
    ])
  func headerValues(name: String, value: String, expected: String) {
    #expect(redactor.headerValue(value, named: name) == expected)
  }

  @Test("Removes the token in any letter case, as servers and proxies echo it")
  func anyCase() {
    let redactor = Redactor(secrets: ["SeCrEt-Tok3n"])
    // Outside an Authorization scheme, so only the secret's own match can remove them.
    let echoed = "echo: secret-tok3n, SECRET-TOK3N, x=SeCrEt-Tok3n, bearer Secret-Tok3N"
    let redacted = redactor.redact(echoed)
    #expect(!redacted.lowercased().contains("secret-tok3n"))
    #expect(redacted.contains("echo: "))
  }

  @Test("A secret that looks like the placeholder cannot make redaction loop")
  func placeholderLikeSecret() {
    let redactor = Redactor(secrets: ["<REDACTED>"])
    #expect(redactor.redact("a <redacted> b") == "a <redacted> b")
  }

  @Test("A shorter secret never matches inside the placeholder a longer one left")
  func secretInsidePlaceholder() {
    let redactor = Redactor(secrets: ["s3cr3t-token", "redacted"])
    #expect(redactor.redact("a s3cr3t-token b redacted") == "a <redacted> b <redacted>")
  }
}
