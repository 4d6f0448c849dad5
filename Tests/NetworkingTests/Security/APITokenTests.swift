import Networking
import Testing

@Suite("API token")
struct APITokenTests {
  @Test("Never prints itself")
  func description() throws {
    let token = try APIToken(validating: "s3cr3t-t0ken")
    #expect("\(token)" == "APIToken(<redacted>)")
    #expect(String(reflecting: token) == "APIToken(<redacted>)")
    var dumped = ""
    dump(token, to: &dumped)
    #expect(!dumped.contains("s3cr3t"), "\(dumped)")
    let request = AuthScheme.bearer.authorizing(APIRequest(.get, path: []), with: token)
    #expect(request.headers["Authorization"] == "Bearer s3cr3t-t0ken")
    #expect(AuthScheme.basic.wireForms(of: token) == ["s3cr3t-t0ken", "czNjcjN0LXQwa2Vu"])
  }

  @Test(
    "Refuses a token that could break a header",
    arguments: ["two words!", "line\nbreak!", "tab\tchars", "nöt-ascii-token"])
  func refusesUnsafeToken(secret: String) {
    #expect(throws: APITokenError.invalidCharacters) { try APIToken(validating: secret) }
  }

  @Test(
    "Refuses a token too short to redact without garbling ordinary words",
    arguments: ["", "a", "ac", "1234567"])
  func refusesShortToken(secret: String) {
    #expect(throws: APITokenError.tooShort(minimum: 8)) { try APIToken(validating: secret) }
  }
}
