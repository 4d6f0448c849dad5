import Domain
import Features
import Foundation
import Repositories
import TerminalUI

/// `strata browse [--per-page N]`: the interactive terminal app, on the same view models the
/// other commands print once.
struct BrowseCommand: Command {
  static let definition = CommandDefinition(
    name: "browse", summary: "Browse the app's features in an interactive terminal app.",
    discussion: "Open on a home screen that lists the app's features: the lists of every "
      + "resource, whose items can be added, edited, deleted, acted on and followed to the lists "
      + "under them; sync for offline use from home (s). Press ? for the keys and q to quit. It needs a terminal on standard input "
      + "and output, and TERM other than 'dumb'. --json, --verbose and --trace are not "
      + "available: the app draws on the whole terminal. Colours are used on a colour "
      + "terminal, never with NO_COLOR.",
    options: [PageOptions.perPage("items").declaration], worksOffline: true, isInteractive: true)

  let firstPage: PageRequest
  /// Opens the terminal to draw on: the process's, or a test's scripted one.
  var openTerminal: @MainActor @Sendable (CommandContext) -> any Terminal = Self.processTerminal

  init(_ arguments: ParsedArguments) throws(UsageError) {
    firstPage = try PageOptions.request(arguments, command: Self.definition.name)
  }

  /// The command's entry, drawing on the terminal `open` gives: a test's.
  static func entry(
    drawingOn open: @escaping @MainActor @Sendable (CommandContext) -> any Terminal
  ) -> CommandEntry {
    CommandEntry(definition: definition) { arguments throws(UsageError) in
      var command = try BrowseCommand(arguments)
      command.openTerminal = open
      return command
    }
  }

  /// The process's terminal, handed to the signals as it opens. The application has checked
  /// that it is an interactive one before wiring anything, or refused to run.
  @MainActor static func processTerminal(_ context: CommandContext) -> any Terminal {
    let terminal = POSIXTerminal()
    context.screen.set(terminal)
    return terminal
  }

  @MainActor func run(in context: CommandContext) async -> ExitCode {
    let terminal = openTerminal(context)
    let dependencies = context.dependencies
    // The home screen lists what the app is made of: what it serves through a generic stack,
    // then the screens written by hand.
    let features: [BrowseFeature] =
      []
      + Self.resources(dependencies)
      + Self.samples(dependencies)
    let environment = BrowseEnvironment(
      sync: dependencies.sync(
        userID: 1
      ),
      policy: context.policy, firstPage: firstPage, now: context.now, features: features,
      session: await Self.session(in: context))
    let app = BrowseApp(
      terminal: terminal, root: HomeScreen(environment: environment),
      colors: POSIXTerminal.supportsColor(environment: context.environment))
    do {
      switch try await app.run() {
      case .quit:
        return .success
      case .interrupted:
        return .interrupted
      case .cancelled:
        // A signal stopped the run; its code (128 + N) is the process's exit code.
        return .success
      case .inputEnded:
        context.console.printError("Error: The terminal was closed.")
        return .ioError
      }
    } catch {
      context.console.printError("Error: The terminal could not be used: \(Self.describe(error)).")
      return .ioError
    }
  }

  /// Who is signed in, for the home screen; `nil` when the API does not sign in.
  @MainActor private static func session(in context: CommandContext) async -> String? {
    guard let sessions = context.dependencies.sessions else { return nil }
    do {
      return SessionCommand.sentence(
        try await sessions.session(), tokenWins: context.settings.token != nil)
    } catch {
      return UserFacingError(error).message
    }
  }

  private static func describe(_ error: TerminalError) -> String {
    switch error {
    case .notInteractive: "it is not an interactive terminal"
    case .rawModeFailed(let reason): "raw mode was refused (\(reason))"
    case .writeFailed(let code): "writing to it failed (\(StandardStreams.describe(code)))"
    }
  }
}

/// The signals reach the terminal through the composition root's ``OpenScreen``.
extension POSIXTerminal: SignalledScreen {}
