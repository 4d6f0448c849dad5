import Domain
import Features
import Foundation
import Networking
import Repositories

/// One run of `strata`: parse, resolve settings, wire the stack, run one view model, render its
/// state, and return the exit code.
///
/// Everything the outside world provides (arguments, environment, home directory, clock, the
/// terminal) comes in through the initializer, so the whole program runs inside a test.
@MainActor
struct Application {
  var environment: [String: String]
  var homeDirectory: URL
  var console: Console
  var now: @Sendable () -> Date = Date.init

  /// Runs the command `arguments` describe.
  ///
  /// - Parameter arguments: The arguments after the program name.
  /// - Returns: The exit code.
  func run(_ arguments: [String]) async -> ExitCode {
    let invocation: Invocation
    let settings: Settings
    do {
      switch try CommandLineParser().parse(arguments) {
      case .help(let command):
        console.print(HelpText.text(for: command))
        return .success
      case .version:
        console.print("strata \(Version.current)")
        return .success
      case .run(let parsed):
        invocation = parsed
      }
      settings = try Settings(invocation, environment: environment, homeDirectory: homeDirectory)
    } catch {
      return reportUsage(error)
    }

    // From here on, everything written to stderr goes through the redactor: even a server that
    // echoes the token back in an error cannot get it printed.
    let redactor = Redactor(secrets: settings.token.map { [$0.secret] } ?? [])
    let errors = console.redactingErrors(with: redactor)
    let dependencies = Dependencies.live(settings: settings, log: { errors.printError($0) })
    errors.printError(dependencies.backendDescription)

    let run = CommandRun(
      settings: settings, dependencies: dependencies, console: errors,
      renderer: Renderer(now: now()), command: invocation.command)
    return await run.perform()
  }

  private func reportUsage(_ error: UsageError) -> ExitCode {
    console.printError("Error: \(error.message)")
    let help = error.command.map { "strata \($0) --help" } ?? "strata --help"
    console.printError("See '\(help)' for more information.")
    return .usage
  }
}

/// One command, from view model to exit code.
@MainActor
struct CommandRun {
  let settings: Settings
  let dependencies: Dependencies
  let console: Console
  let renderer: Renderer
  let command: Command

  var policy: ReadPolicy { settings.offline ? .storeOnly : .networkFirst }

  func perform() async -> ExitCode {
    switch command {
    case .profile(let userID):
      let viewModel = ProfileViewModel(
        userID: userID, repository: dependencies.users, policy: policy)
      await viewModel.load()
      return present(viewModel.state, text: renderer.profile, json: JSONOutput.UserObject.init)

    case .articles(let request):
      let viewModel = ArticleListViewModel(
        repository: dependencies.articles, firstPage: request, policy: policy)
      await viewModel.load()
      return present(viewModel.state, text: renderer.articles) { feed in
        JSONOutput.ArticlesObject(
          page: feed.firstPage, perPage: feed.perPage, totalCount: feed.totalCount,
          articles: feed.articles.map {
            JSONOutput.ArticleObject(id: $0.id, userId: $0.userId, title: $0.title, body: $0.body)
          })
      }

    case .editProfile(let userID, let name, let email):
      let viewModel = EditProfileViewModel(
        userID: userID, repository: dependencies.users, name: name, email: email)
      await viewModel.save()
      return present(viewModel.state, text: renderer.saved, json: JSONOutput.UserObject.init)

    case .sync(let userID):
      let viewModel = SyncViewModel(userID: userID, service: dependencies.sync)
      let progressLine = console.errorIsTerminal ? ProgressLine(viewModel, console, renderer) : nil
      progressLine?.start()
      await viewModel.sync()
      progressLine?.finish()
      return present(viewModel.state, text: renderer.syncSummary, json: JSONOutput.SyncObject.init)
    }
  }

  /// Prints a finished view model's state: the value on stdout (text or JSON), notices and
  /// errors on stderr; returns the matching exit code.
  private func present<Value, Output: Encodable>(
    _ state: ViewState<Value>,
    text: (Value) -> String,
    json: (Value) -> Output
  ) -> ExitCode {
    switch state {
    case .loaded(let value, let notices):
      console.print(settings.json ? JSONOutput.text(json(value)) : text(value))
      for notice in notices { console.printError(renderer.notice(notice)) }
      let unsaved = notices.contains { if case .notSavedOffline = $0 { true } else { false } }
      return unsaved ? .ioError : .success
    case .failed(let error):
      console.printError("Error: \(error.message)")
      let live = if case .live = settings.backend { !settings.offline } else { false }
      if let hint = FailureHint.text(for: error, command: command, live: live) {
        console.printError(hint)
      }
      return ExitCode(error.category)
    case .idle, .loading:
      console.printError("Error: The command was interrupted before it finished.")
      return .busy
    }
  }
}

extension Console {
  /// This console, with every stderr line passed through `redactor` first.
  func redactingErrors(with redactor: Redactor) -> Console {
    let write = writeError
    return Console(
      writeOutput: writeOutput, writeError: { write(redactor.redact($0)) },
      errorIsTerminal: errorIsTerminal)
  }
}
