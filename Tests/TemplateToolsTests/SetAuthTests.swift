import Foundation
import Testing

@testable import TemplateTools

/// `scripts/set-auth`: each choice's two declarations, written over the composition root's.
@Suite("set-auth")
struct SetAuthTests {
  @Test(
    "Each choice declares its scheme and its flow",
    arguments: [
      ("bearer", "AuthScheme.bearer", "nil"),
      ("token", "AuthScheme.token", "nil"),
      ("basic", "AuthScheme.basic", "nil"),
      ("header:X-API-Key", #"AuthScheme.header("X-API-Key")"#, "nil"),
      ("query:api_key", #"AuthScheme.query("api_key")"#, "nil"),
      ("drf-token", "AuthScheme.token", "DRFTokenFlow()"),
      ("jwt", "AuthScheme.bearer", "SimpleJWTFlow()"),
    ])
  func declarations(choice: String, scheme: String, flow: String) throws {
    #expect(try SetAuth.declarations(choice) == SetAuth.Declarations(scheme: scheme, flow: flow))
  }

  @Test("Paths and a client are written where the flow takes them")
  func options() throws {
    #expect(
      try SetAuth.declarations("jwt", loginPath: "/auth/jwt/create/", refreshPath: "/auth/r/").flow
        == #"SimpleJWTFlow(obtain: "/auth/jwt/create/", refresh: "/auth/r/")"#)
    #expect(
      try SetAuth.declarations("oauth2-password", loginPath: "/oauth/token", clientID: "cli").flow
        == #"OAuth2PasswordFlow(clientID: "cli", token: "/oauth/token")"#)
    #expect(
      try SetAuth.declarations("drf-token", loginPath: "/api/login/").flow
        == #"DRFTokenFlow(path: "/api/login/")"#)
  }

  @Test(
    "What could not be declared is refused, naming why",
    arguments: [
      ("digest", nil, nil, "no way to authenticate is called 'digest'"),
      ("header:X Key", nil, nil, "a name is letters, digits"),
      ("header:", nil, nil, "a name is letters, digits"),
      ("oauth2-password", nil, nil, "needs --client-id"),
      ("oauth2-password", nil, "a\"b", "needs --client-id"),
      ("jwt", "api/token", nil, "a path starts with '/'"),
      ("jwt", "/a\"); exit(0); (\"", nil, "a path starts with '/'"),
      ("bearer", "/login/", nil, "bearer signs nobody in"),
    ] as [(String, String?, String?, String)])
  func refused(choice: String, path: String?, client: String?, message: String) {
    #expect {
      try SetAuth.declarations(choice, loginPath: path, clientID: client)
    } throws: { error in
      "\(error)".contains(message)
    }
  }

  @Test("Replaces the two declarations of the composition root, and nothing else")
  func apply() throws {
    let source = try String(
      contentsOf: packageRoot.appendingPathComponent(SetAuth.file), encoding: .utf8)
    let declarations = try SetAuth.declarations("header:X-API-Key")
    let written = try SetAuth.apply(declarations, to: source)
    let before = source.components(separatedBy: "\n")
    let after = written.components(separatedBy: "\n")
    #expect(before.count == after.count)
    let changed = zip(before, after).filter { $0 != $1 }.map(\.1)
    #expect(
      Set(changed).isSubset(of: [
        #"  static let authScheme = AuthScheme.header("X-API-Key")"#,
        "  static let signIn: (any SignInFlow)? = nil",
      ]))
    #expect(after.contains(#"  static let authScheme = AuthScheme.header("X-API-Key")"#))
    #expect(try SetAuth.apply(declarations, to: written) == written)
    #expect(throws: ToolError.self) { try SetAuth.apply(declarations, to: "let x = 1") }
  }
}
