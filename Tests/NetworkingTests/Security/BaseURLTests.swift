import Foundation
import Networking
import Testing

@Suite("Base URL", .tags(.security))
struct BaseURLTests {
  @Test(
    "Accepts https anywhere and http on loopback only",
    arguments: [
      ("https://jsonplaceholder.typicode.com", "https://jsonplaceholder.typicode.com"),
      ("https://api.example.com/v1/", "https://api.example.com/v1"),
      ("HTTPS://API.example.com", "https://api.example.com"),
      ("http://127.0.0.1:8080", "http://127.0.0.1:8080"),
      ("http://127.1.2.3", "http://127.1.2.3"),
      ("http://localhost:3000/", "http://localhost:3000"),
      ("http://[::1]:8080", "http://[::1]:8080"),
      ("http://127.0.0.1:1", "http://127.0.0.1:1"),
      ("https://api.example.com:65535", "https://api.example.com:65535"),
    ])
  func accepts(input: String, normalized: String) throws {
    #expect(try BaseURL(validating: input).description == normalized)
  }

  @Test(
    "Refuses what it cannot trust",
    arguments: [
      ("http://api.example.com", BaseURLError.insecureHTTP(host: "api.example.com")),
      ("http://128.0.0.1", .insecureHTTP(host: "128.0.0.1")),
      ("http://127.0.0.1.evil.example", .insecureHTTP(host: "127.0.0.1.evil.example")),
      ("ftp://files.example.com", .unsupportedScheme("ftp")),
      ("https://ada:pw@api.example.com", .containsCredentials),
      ("https://api.example.com?x=1", .containsQueryOrFragment),
      ("not a url", .malformed("not a url")),
      ("/relative/path", .malformed("/relative/path")),
      ("http://127.0.0.1:99999", .invalidPort(99999)),
      ("http://127.0.0.1:0", .invalidPort(0)),
      ("https://api.example.com:65536/v1", .invalidPort(65536)),
      (
        "http://127.0.0.1:99999999999999999999", .malformed("http://127.0.0.1:99999999999999999999")
      ),
    ])
  func refuses(input: String, error: BaseURLError) {
    #expect(throws: error) { try BaseURL(validating: input) }
  }

  @Test(
    "Accepts plain http on every loopback address, IPv6 included",
    arguments: [
      "http://localhost:8080", "http://127.0.0.1", "http://127.1.2.3:9", "http://[::1]:8080",
    ])
  func loopback(text: String) throws {
    #expect(try BaseURL(validating: text).url.scheme == "http")
  }

  @Test("Encodes each path component, so none can climb out of the API root")
  func encodesPathComponents() throws {
    let base = try BaseURL(validating: "https://api.example.com/v1")
    let url = base.appending(
      path: ["users", "../admin", "a/b"], query: [URLQueryItem(name: "q", value: "x y")])
    #expect(url.absoluteString == "https://api.example.com/v1/users/..%2Fadmin/a%2Fb?q=x%20y")
    #expect(
      base.appending(path: ["notes", ""]).absoluteString == "https://api.example.com/v1/notes/")
  }
}
