import Foundation
import Testing

@testable import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Redirects cannot go through a URLProtocol stub on Linux (corelibs traps): the policy is tested
/// here as the pure function it is, and end to end against a loopback server in `CLITests`.
@Suite("Redirect policy", .tags(.security))
struct RedirectPolicyTests {
  let policy = RedirectPolicy(maximumRedirects: 5)

  func request(_ method: HTTPMethod = .get, _ url: String, body: Data? = nil) throws -> HTTPRequest
  {
    HTTPRequest(
      method: method, url: try #require(URL(string: url)),
      headers: ["Authorization": "Bearer t", "Cookie": "c=1"], body: body)
  }

  func proposed(_ url: String) throws -> URLRequest {
    var request = URLRequest(url: try #require(URL(string: url)))
    request.setValue("Bearer t", forHTTPHeaderField: "Authorization")
    request.setValue("c=1", forHTTPHeaderField: "Cookie")
    return request
  }

  @Test("Follows a redirect on the same origin with credentials intact")
  func followsSameOrigin() throws {
    let decision = policy.decide(
      original: try request(.get, "https://api.example.com/a"), status: 302, redirectCount: 1,
      proposed: try proposed("https://api.example.com:443/b"))
    let next = try #require(decision.followed, "Expected to follow, got \(decision)")
    #expect(next.value(forHTTPHeaderField: "Authorization") == "Bearer t")
  }

  @Test(
    "Drops credentials when the origin changes",
    arguments: [
      "https://evil.example.com/b", "https://api.example.com:8443/b", "https://API.example.org/b",
    ])
  func dropsCredentialsAcrossOrigins(target: String) throws {
    let decision = policy.decide(
      original: try request(.get, "https://api.example.com/a"), status: 302, redirectCount: 1,
      proposed: try proposed(target))
    let next = try #require(decision.followed, "Expected to follow, got \(decision)")
    #expect(next.value(forHTTPHeaderField: "Authorization") == nil)
    #expect(next.value(forHTTPHeaderField: "Cookie") == nil)
  }

  @Test("Refuses to go from https to http")
  func refusesDowngrade() throws {
    let decision = policy.decide(
      original: try request(.get, "https://api.example.com/a"), status: 302, redirectCount: 1,
      proposed: try proposed("http://api.example.com/a"))
    #expect(decision == .refuse(.redirectRefused(.insecureDowngrade)))
  }

  @Test(
    "Leaves a 307 or 308 of a request with a body to the transport, on the same origin",
    arguments: [HTTPMethod.put, .post, .patch, .delete], [307, 308])
  func resendsWithBody(method: HTTPMethod, status: Int) throws {
    let decision = policy.decide(
      original: try request(method, "https://api.example.com/notes", body: Data("{}".utf8)),
      status: status, redirectCount: 1, proposed: try proposed("https://api.example.com/notes/"))
    #expect(decision == .resend)
  }

  @Test(
    "Refuses to redirect a request with a body where it could become a GET",
    arguments: [HTTPMethod.put, .post, .patch], [301, 302, 303])
  func refusesRedirectWithBody(method: HTTPMethod, status: Int) throws {
    let decision = policy.decide(
      original: try request(method, "https://api.example.com/users/1", body: Data("{}".utf8)),
      status: status, redirectCount: 1, proposed: try proposed("https://api.example.com/users/2"))
    #expect(decision == .refuse(.redirectRefused(.requestHasBody(method))))
  }

  @Test("Refuses a 307 or 308 of a request with a body to another origin", arguments: [307, 308])
  func refusesResendElsewhere(status: Int) throws {
    let decision = policy.decide(
      original: try request(.post, "https://api.example.com/notes", body: Data("{}".utf8)),
      status: status, redirectCount: 1, proposed: try proposed("https://cdn.example.com/notes/"))
    #expect(decision == .refuse(.redirectRefused(.requestHasBody(.post))))
  }

  @Test("Sends a request again to the Location of a 307 or 308 on its origin, and only there")
  func resent() throws {
    let original = try request(.post, "https://api.example.com/notes?x=1", body: Data("{}".utf8))
    func answer(_ status: Int, _ location: String?) -> HTTPResponse {
      var headers: HTTPHeaders = [:]
      headers["Location"] = location
      return HTTPResponse(statusCode: status, headers: headers)
    }
    let next = try #require(original.resent(after: answer(308, "/notes/")))
    #expect(next.url.absoluteString == "https://api.example.com/notes/")
    #expect(next.body == original.body && next.method == .post && next.headers == original.headers)
    #expect(
      original.resent(after: answer(307, "https://api.example.com:443/n/"))?.url.absoluteString
        == "https://api.example.com:443/n/")
    #expect(original.resent(after: answer(302, "/notes/")) == nil)
    #expect(original.resent(after: answer(308, nil)) == nil)
    #expect(original.resent(after: answer(308, "https://evil.example.com/notes/")) == nil)
    #expect(original.resent(after: answer(308, "http://api.example.com/notes/")) == nil)
    #expect(try request(.get, "https://api.example.com/a").resent(after: answer(308, "/b")) == nil)
  }

  @Test("Refuses the sixth redirect in a row")
  func refusesTooManyRedirects() throws {
    let original = try request(.get, "https://api.example.com/a")
    let next = try proposed("https://api.example.com/b")
    #expect(
      policy.decide(original: original, status: 302, redirectCount: 5, proposed: next)
        != .refuse(.redirectRefused(.tooManyRedirects(limit: 5))))
    #expect(
      policy.decide(original: original, status: 302, redirectCount: 6, proposed: next)
        == .refuse(.redirectRefused(.tooManyRedirects(limit: 5))))
  }
}

extension RedirectPolicy.Decision {
  /// The request to follow with, when the decision is to follow.
  var followed: URLRequest? {
    if case .follow(let request) = self { return request }
    return nil
  }
}
