import Foundation
import Testing

@testable import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Redirects cannot go through a URLProtocol stub on Linux (corelibs traps), so the policy is
/// tested here as the pure function it is, and end to end against a real loopback server in
/// `CLITests`.
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
      original: try request(.get, "https://api.example.com/a"), redirectCount: 1,
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
      original: try request(.get, "https://api.example.com/a"), redirectCount: 1,
      proposed: try proposed(target))
    let next = try #require(decision.followed, "Expected to follow, got \(decision)")
    #expect(next.value(forHTTPHeaderField: "Authorization") == nil)
    #expect(next.value(forHTTPHeaderField: "Cookie") == nil)
  }

  @Test("Refuses to go from https to http")
  func refusesDowngrade() throws {
    let decision = policy.decide(
      original: try request(.get, "https://api.example.com/a"), redirectCount: 1,
      proposed: try proposed("http://api.example.com/a"))
    #expect(decision == .refuse(.redirectRefused(.insecureDowngrade)))
  }

  @Test("Refuses to redirect a request with a body", arguments: [HTTPMethod.put, .post, .patch])
  func refusesRedirectWithBody(method: HTTPMethod) throws {
    let decision = policy.decide(
      original: try request(method, "https://api.example.com/users/1", body: Data("{}".utf8)),
      redirectCount: 1, proposed: try proposed("https://api.example.com/users/2"))
    #expect(decision == .refuse(.redirectRefused(.requestHasBody(method))))
  }

  @Test("Refuses the sixth redirect in a row")
  func refusesTooManyRedirects() throws {
    let original = try request(.get, "https://api.example.com/a")
    let next = try proposed("https://api.example.com/b")
    #expect(
      policy.decide(original: original, redirectCount: 5, proposed: next)
        != .refuse(.redirectRefused(.tooManyRedirects(limit: 5))))
    #expect(
      policy.decide(original: original, redirectCount: 6, proposed: next)
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
