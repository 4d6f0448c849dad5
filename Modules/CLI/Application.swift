import Domain
import Foundation
import Networking
import Storage

/// One run of `strata`, from its arguments to its exit code. Everything the outside world provides
/// (arguments, environment, the terminal, the clock) comes in through the initializer, so the whole
/// program runs inside a test.
@MainActor
struct Application {
  var environment: [String: String]
  var console: Console
  var now: @Sendable () -> Date = Date.init
  var passwordDatabaseHome: @Sendable () -> String? = DataDirectory.homeFromPasswordDatabase
  /// Whether a full-screen command has a terminal to draw on: the process's answer, or a test's.
  var hasInteractiveTerminal: @MainActor ([String: String]) -> Bool = {
    StandardStreams.areInteractive($0)
  }
  /// Where the signals find the screen an interactive command opens.
  var screen = OpenScreen()
  /// Reads a line the person types (a name; a password, not shown): stdin's, or a test's.
  var typedLine: @MainActor (_ prompt: String, _ echo: Bool) -> String? = { _, _ in nil }
  /// What the app serves through a generic stack: the app's (``Served/init()``), or a test's.
  var served = Served()
  /// How a person signs in: the app's (``Dependencies/signIn``), or a test's.
  var signIn: (any SignInFlow)? = Dependencies.signIn
  /// The commands, with those of what is `served`: the app's, or a test's.
  var commands: @MainActor (Served) -> [CommandEntry] = CommandList.all(served:)

  /// Runs the command `arguments` (those after the program name) describe.
  func run(_ arguments: [String]) async -> ExitCode {
    let code = await perform(arguments)
    // Only the results count: what stderr carries (the backend, a notice, progress, a failure whose
    // exit code says it already) changes no outcome when lost.
    guard let failure = console.failure(of: .output) else { return code }
    // Say so on stderr if that still works; a reader that went away (EPIPE) needs no telling.
    if failure != EPIPE {
      console.printError("Error: Could not write the output: \(StandardStreams.describe(failure)).")
    }
    return .ioError
  }

  private func perform(_ arguments: [String]) async -> ExitCode {
    let command: any RunnableCommand
    let definition: CommandDefinition
    let settings: Settings
    do {
      let parser = CommandLineParser(commands: commands(served))
      switch try parser.parse(arguments) {
      case .help(let definition?):
        console.print(HelpText.text(for: definition))
        return .success
      case .help(nil):
        console.print(HelpText.overview(parser.commands.map { $0.definition }))
        return .success
      case .groupHelp(let name, let definitions):
        console.print(HelpText.group(name, definitions))
        return .success
      case .version:
        console.print("strata \(Version.current)")
        return .success
      case .describe(let text):
        console.print(text.write(parser.commands.map { $0.definition }))
        return .success
      case .run(let parsed, let declaration, let options):
        command = parsed
        definition = declaration
        settings = try Settings(
          options, for: declaration, environment: environment,
          passwordDatabaseHome: passwordDatabaseHome)
      }
    } catch {
      return reportUsage(error)
    }

    if definition.isInteractive && !hasInteractiveTerminal(environment) {
      return reportUsage(
        UsageError(
          message: "strata \(definition.name) needs an interactive terminal: standard input "
            + "and output must be a terminal, and TERM must be set and not 'dumb'.",
          command: definition.name))
    }

    // From here on, everything written to stderr goes through the redactor: even a server that
    // echoes the token back in an error cannot get it printed.
    let redactor = Redactor(
      secrets: settings.token.map { Dependencies.authScheme.wireForms(of: $0) } ?? [])
    let errors = console.redactingErrors(with: redactor)
    let dependencies = Dependencies.live(
      settings: settings, served: served, signIn: signIn, redactor: redactor, now: now,
      log: { errors.printError($0) })
    errors.printError(dependencies.backendDescription)

    let context = CommandContext(
      settings: settings, dependencies: dependencies, console: errors,
      renderer: Renderer(now: now()), definition: definition, environment: environment,
      now: now, screen: screen, typedLine: typedLine)
    return await command.run(in: context)
  }

  private func reportUsage(_ error: UsageError) -> ExitCode {
    console.printError("Error: \(error.message)")
    let help = error.command.map { "strata \($0) --help" } ?? "strata --help"
    console.printError("See '\(help)' for more information.")
    return .usage
  }
}
