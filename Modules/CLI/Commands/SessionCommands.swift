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
    discussion: "Sign in as the API declares (Dependencies.signIn) and keep the session in the "
      + "data directory, readable by you alone; each command then sends its credential, renewed "
      + "when it expires. The password is asked on the terminal without echo, or read from "
      + "standard input with --password-stdin; never from an argument. STRATA_API_TOKEN, when "
      + "set, is sent instead.",
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
      }, write: true, text: { "Signed in as \($0.name)\(Self.expiry($0))." },
      json: { SessionCommand.json($0, tokenWins: false) })
  }

  static func expiry(_ session: Session) -> String {
    session.expiresAt.map { "; the credential expires at \(Format.timestamp($0)), and is renewed" }
      ?? ""
  }
}

/// `strata logout`: ends the session, on the server where the API can.
struct LogoutCommand: Command {
  static let definition = CommandDefinition(
    name: "logout", summary: "Sign out, ending the session on the server where the API can.",
    discussion: "Revoke the session on the server where the API offers it (simplejwt's "
      + "blacklist, OAuth 2 revocation), then forget it here. Where the API cannot revoke, it "
      + "says so: what the server handed out stays valid there until it expires.",
    options: [], worksOffline: true)

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
    discussion: "Say the name given at login and when the credential expires, when the server "
      + "said; never a secret. When STRATA_API_TOKEN is set it is sent instead of the session, "
      + "and this says so.",
    options: [], worksOffline: true)

  init(_ arguments: ParsedArguments) throws(UsageError) {}

  @MainActor func run(in context: CommandContext) async -> ExitCode {
    let tokenWins = context.settings.token != nil
    guard let sessions = context.dependencies.sessions else {
      return context.present(
        ViewState<Bool>.loaded(tokenWins, notices: []),
        text: {
          $0
            ? "The API takes STRATA_API_TOKEN, which is set; it does not sign in."
            : "Not signed in: the API takes STRATA_API_TOKEN, which is not set."
        },
        json: {
          JSONOutput.Object(values: [
            "signsIn": false, "signedIn": false, "tokenWins": .boolean($0),
          ])
        })
    }
    return await context.present(
      { () async throws(RepositoryError) in try await sessions.session() },
      text: { session in
        let who =
          session.map { "Signed in as \($0.name)\(LoginCommand.expiry($0))." }
          ?? "Not signed in: 'strata login' signs in."
        return tokenWins ? who + " STRATA_API_TOKEN is set, and is sent instead." : who
      },
      json: { session in
        session.map { Self.json($0, tokenWins: tokenWins) }
          ?? JSONOutput.Object(values: [
            "signsIn": true, "signedIn": false, "tokenWins": .boolean(tokenWins),
          ])
      })
  }

  static func json(_ session: Session, tokenWins: Bool) -> JSONOutput.Object {
    JSONOutput.Object(values: [
      "signsIn": true, "signedIn": true, "name": .text(session.name),
      "tokenWins": .boolean(tokenWins),
      "expiresAt": session.expiresAt.map { .text(JSONOutput.timestamp($0)) } ?? .null,
    ])
  }
}

extension CommandContext {
  /// The sessions of this backend, or `nil` after saying, in one sentence, that the API does not
  /// sign in.
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
