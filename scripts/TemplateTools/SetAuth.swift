import Foundation

/// `scripts/set-auth`: writes how the API authenticates into the composition root, the two
/// declarations `authScheme` and `signIn` of `Dependencies.swift`, with no hand edit.
public enum SetAuth {
  /// The file the declarations live in, below the package's root.
  public static let file = "Modules/CLI/Composition/Dependencies.swift"

  /// How the command line names the choices.
  public static let choices =
    "bearer|token|basic|header:NAME|query:NAME|drf-token|jwt|oauth2-password"

  /// The two declarations, as Swift.
  public struct Declarations: Equatable, Sendable {
    /// `AuthScheme.bearer`, `AuthScheme.header("X-API-Key")`.
    public var scheme: String
    /// `nil`, `SimpleJWTFlow()`, `OAuth2PasswordFlow(clientID: "cli")`.
    public var flow: String
  }

  /// The declarations for `choice`, with the paths and client given.
  ///
  /// - Throws: ``ToolError`` naming what is wrong with a choice, a name, a path or a client.
  public static func declarations(
    _ choice: String, loginPath: String? = nil, refreshPath: String? = nil,
    clientID: String? = nil
  ) throws(ToolError) -> Declarations {
    let (kind, name) = split(choice)
    let paths = (loginPath != nil ? 1 : 0) + (refreshPath != nil ? 1 : 0)
    for path in [loginPath, refreshPath].compactMap({ $0 }) { try validate(path: path) }
    func scheme(_ text: String) -> String { "AuthScheme.\(text)" }
    switch (kind, name) {
    case ("bearer", nil), ("token", nil), ("basic", nil):
      guard paths == 0, clientID == nil else {
        throw ToolError(
          "\(kind) signs nobody in: --login-path, --refresh-path and --client-id "
            + "go with drf-token, jwt or oauth2-password")
      }
      return Declarations(scheme: scheme(kind), flow: "nil")
    case ("header", let name?), ("query", let name?):
      guard name.range(of: #"^[A-Za-z0-9_-]{1,64}$"#, options: .regularExpression) != nil
      else {
        throw ToolError("\(kind):\(name): a name is letters, digits, '-' and '_'")
      }
      return Declarations(scheme: scheme("\(kind)(\"\(name)\")"), flow: "nil")
    case ("drf-token", nil):
      guard refreshPath == nil, clientID == nil else {
        throw ToolError("drf-token renews nothing and has no client: give --login-path alone")
      }
      let flow = loginPath.map { "DRFTokenFlow(path: \"\($0)\")" } ?? "DRFTokenFlow()"
      return Declarations(scheme: scheme("token"), flow: flow)
    case ("jwt", nil):
      guard clientID == nil else { throw ToolError("jwt has no client: leave out --client-id") }
      let arguments = [
        loginPath.map { "obtain: \"\($0)\"" }, refreshPath.map { "refresh: \"\($0)\"" },
      ].compactMap { $0 }
      return Declarations(
        scheme: scheme("bearer"), flow: "SimpleJWTFlow(\(arguments.joined(separator: ", ")))")
    case ("oauth2-password", nil):
      guard let clientID,
        clientID.range(of: #"^[A-Za-z0-9._~-]{1,128}$"#, options: .regularExpression) != nil
      else {
        throw ToolError(
          "oauth2-password needs --client-id, the client's identifier as the server registered "
            + "it (letters, digits, '.', '_', '~' and '-')")
      }
      guard refreshPath == nil else {
        throw ToolError("oauth2-password renews at its token endpoint: give --login-path alone")
      }
      let token = loginPath.map { ", token: \"\($0)\"" } ?? ""
      return Declarations(
        scheme: scheme("bearer"), flow: "OAuth2PasswordFlow(clientID: \"\(clientID)\"\(token))")
    default:
      throw ToolError("no way to authenticate is called '\(choice)': choose one of \(choices)")
    }
  }

  /// `source`, the text of ``file``, with its two declarations replaced by `declarations`.
  ///
  /// - Throws: ``ToolError`` when a declaration is not found, as written, on a line of its own.
  public static func apply(_ declarations: Declarations, to source: String) throws(ToolError)
    -> String
  {
    var lines = source.components(separatedBy: "\n")
    for (prefix, value) in [
      ("  static let authScheme = ", declarations.scheme),
      ("  static let signIn: (any SignInFlow)? = ", declarations.flow),
    ] {
      let found = lines.indices.filter { lines[$0].hasPrefix(prefix) }
      guard found.count == 1, let index = found.first else {
        throw ToolError(
          "\(file) has no line '\(prefix.trimmingCharacters(in: .whitespaces)) …' of its own; "
            + "nothing was changed")
      }
      lines[index] = prefix + value
    }
    return lines.joined(separator: "\n")
  }

  private static func split(_ choice: String) -> (String, String?) {
    guard let colon = choice.firstIndex(of: ":") else { return (choice, nil) }
    return (String(choice[..<colon]), String(choice[choice.index(after: colon)...]))
  }

  private static func validate(path: String) throws(ToolError) {
    guard path.range(of: #"^/[A-Za-z0-9._~/-]*$"#, options: .regularExpression) != nil else {
      throw ToolError(
        "\(path): a path starts with '/' and holds letters, digits and '.', '_', '~', '-', '/'")
    }
  }
}
