import Domain
import Features
import Foundation
import Repositories

/// `strata login`: signs in, keeping the session for this backend.
struct LoginCommand: Command {
  static let name = Option<String?>.text(
    "--name", valueName: "NAME", help: "The name to sign in as. Default: asked on the terminal.")
  static let passwordStdin = Flag(
    "--password-stdin", help: "Read the password from standard input's first line.")

  static let definition = CommandDefinition(
    name: "login", summary: "Sign in, keeping the session for this backend.",
    discussion: "Sign in and keep the session, readable by you alone, for each command to send "
      + "and renew. The password is asked without echo, or read with --password-stdin; never "
      + "from an argument. STRATA_API_TOKEN, when set, is sent instead.",
    options: [name.declaration, passwordStdin.declaration], worksOffline: false)

  let name: String?
  let passwordFromStdin: Bool

  init(_ arguments: ParsedArguments) throws(UsageError) {
    name = try arguments.value(of: Self.name)
    passwordFromStdin = arguments.isSet(Self.passwordStdin)
  }

  @MainActor func run(in context: CommandContext) async -> ExitCode {
    guard let sessions = context.sessions() else { return .usage }
    guard let name = name ?? context.typedLine("Name: ", true), !name.isEmpty,
      let password = context.typedLine(passwordFromStdin ? "" : "Password: ", false),
      !password.isEmpty
    else {
      context.console.printError(
        "Error: A name and a password are needed: give --name, and type the password or pipe "
          + "it to --password-stdin.")
      return .usage
    }
    return await context.present(
      { () async throws(RepositoryError) in
        try await sessions.signIn(name: name, password: password)
      }, write: true, text: { SessionCommand.sentence($0, tokenWins: false) },
      json: { SessionCommand.json($0, tokenWins: false) })
  }
}

/// `strata logout`: ends the session, on the server where the API can.
struct LogoutCommand: Command {
  static let definition = CommandDefinition(
    name: "logout", summary: "Sign out, ending the session on the server where the API can.",
    worksOffline: true)

  init(_ arguments: ParsedArguments) throws(UsageError) {}

  @MainActor func run(in context: CommandContext) async -> ExitCode {
    guard let sessions = context.sessions() else { return .usage }
    return await context.present(
      { () async throws(RepositoryError) in try await sessions.signOut() }, write: true,
      text: { outcome in
        switch outcome {
        case .notSignedIn: "Nobody was signed in."
        case .revoked: "Signed out: the server ended the session."
        case .localOnly:
          "Signed out here. The server did not end the session (the API offers no way to, or "
            + "could not be reached): it stays valid there until it expires."
        }
      },
      json: { JSONOutput.Object(values: ["signedOut": .text($0.rawValue)]) })
  }
}

/// `strata session`: who is signed in, never a secret.
struct SessionCommand: Command {
  static let definition = CommandDefinition(
    name: "session", summary: "Say who is signed in to this backend, and until when.",
    worksOffline: true)

  init(_ arguments: ParsedArguments) throws(UsageError) {}

  @MainActor func run(in context: CommandContext) async -> ExitCode {
    let sessions = context.dependencies.sessions
    let tokenWins = context.settings.token != nil
    return await context.present(
      { () async throws(RepositoryError) in try await sessions?.session() },
      text: { Self.sentence($0, signsIn: sessions != nil, tokenWins: tokenWins) },
      json: { Self.json($0, signsIn: sessions != nil, tokenWins: tokenWins) })
  }

  /// Who is signed in and until when, in a sentence for `session` and browse's home screen.
  static func sentence(_ session: Session?, signsIn: Bool = true, tokenWins: Bool) -> String {
    guard signsIn else {
      return tokenWins
        ? "The API takes STRATA_API_TOKEN, which is set; it does not sign in."
        : "Not signed in: the API takes STRATA_API_TOKEN, which is not set."
    }
    let expiry = session?.expiresAt.map {
      "; the credential expires at \(Format.timestamp($0)), and is renewed"
    }
    let who =
      session.map { "Signed in as \($0.name)\(expiry ?? "")." }
      ?? "Not signed in: 'strata login' signs in."
    return tokenWins ? who + " STRATA_API_TOKEN is set, and is sent instead." : who
  }

  /// Whether the API signs in, who is signed in and until when, and whether the token wins.
  static func json(_ session: Session?, signsIn: Bool = true, tokenWins: Bool) -> JSONOutput.Object
  {
    var values: [String: FieldValue] = [
      "signsIn": .boolean(signsIn), "signedIn": .boolean(session != nil),
      "tokenWins": .boolean(tokenWins),
    ]
    if let session {
      values["name"] = .text(session.name)
      values["expiresAt"] = session.expiresAt.map { .text(JSONOutput.timestamp($0)) } ?? .null
    }
    return JSONOutput.Object(values: values)
  }
}

extension CommandContext {
  /// The sessions of this backend, or `nil` after saying that the API does not sign in.
  func sessions() -> (any SessionService)? {
    guard let sessions = dependencies.sessions else {
      console.printError(
        "Error: strata \(definition.name) needs an API that signs in, and this one is declared "
          + "to take STRATA_API_TOKEN alone (Dependencies.signIn).")
      return nil
    }
    return sessions
  }
}
