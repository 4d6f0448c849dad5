import Features
import Foundation
import Repositories

/// What a running command works with: the settings, the wired dependencies, the console, and
/// the one way to turn a finished view model's state into output and an exit code.
@MainActor
struct CommandContext {
  let settings: Settings
  let dependencies: Dependencies
  let console: Console
  let renderer: Renderer
  let definition: CommandDefinition
  /// The process's environment, for what a command reads itself (`NO_COLOR`).
  let environment: [String: String]
  /// The time now.
  let now: @Sendable () -> Date
  /// Where an interactive command puts the screen it opens, for the signals to find.
  let screen: OpenScreen
  /// Reads a line the person types, after a prompt; with `echo` off, it is not shown.
  let typedLine: @MainActor (_ prompt: String, _ echo: Bool) -> String?

  /// Runs a view model's intent, such as `load()`; under `--trace`, as the first hop, into
  /// Features, reporting the `state` it leaves the view model in.
  func drive<Value>(
    _ call: String, reporting state: @autoclosure () -> ViewState<Value>,
    _ intent: () async -> Void
  ) async {
    guard let tracer = dependencies.tracer else { return await intent() }
    func outcome(_: Void) -> String { Self.describe(state()) }
    await tracer.hop("Features", call, outcome: outcome) { () async in await intent() }
  }

  private static func describe<Value>(_ state: ViewState<Value>) -> String {
    switch state {
    case .idle: "state: idle"
    case .loading: "state: loading"
    case .loaded(_, let notices) where notices.isEmpty: "state: loaded"
    case .loaded(_, let notices): "state: loaded, \(notices.count) notice(s)"
    case .failed(let error): "state: failed (\(error.category))"
    }
  }

  /// Whether the command may use the network.
  var policy: ReadPolicy { settings.offline ? .storeOnly : .networkFirst }

  /// Prints a finished view model's state (the value on stdout, notices and errors on stderr) and
  /// returns its exit code. A read that could not be kept offline exits 74 so the person can act; a
  /// `write` that happened exits 0 all the same, so a script does not repeat it.
  func present<Value, Output: Encodable>(
    _ state: ViewState<Value>,
    write: Bool = false,
    text: (Value) -> String,
    json: (Value) -> Output
  ) -> ExitCode {
    switch state {
    case .loaded(let value, let notices):
      if settings.json {
        do {
          console.printJSON(
            try JSONOutput.text(
              json(value), storedAt: notices.storedAt, pending: notices.contains(.pending)))
        } catch {
          console.printError("Error: The result could not be written as JSON: \(error).")
          return .dataError
        }
      } else {
        console.print(text(value))
      }
      for notice in notices { console.printError(renderer.notice(notice)) }
      let unsaved = notices.contains { if case .notSavedOffline = $0 { true } else { false } }
      return unsaved && !write ? .ioError : .success
    case .failed(let error):
      console.printError("Error: \(error.message)")
      if let hint = FailureHint.text(
        for: error, command: definition, settings: settings,
        signsIn: dependencies.sessions != nil)
      {
        console.printError(hint)
      }
      return ExitCode(error.category)
    case .idle, .loading:
      // A finished run never ends here unless it was interrupted; the signal's code wins.
      console.printError("Error: The command was interrupted before it finished.")
      return .busy
    }
  }

  /// Runs `work`, a command's one call to a repository, and presents what it ends in.
  func present<Value: Sendable, Output: Encodable>(
    _ work: () async throws(RepositoryError) -> Value, write: Bool = false,
    text: (Value) -> String, json: (Value) -> Output
  ) async -> ExitCode {
    do {
      return present(.loaded(try await work(), notices: []), write: write, text: text, json: json)
    } catch {
      return present(ViewState<Value>.failed(UserFacingError(error)), text: text, json: json)
    }
  }
}

extension CommandContext {
  /// Says on stderr which other backends have changes waiting, and where an earlier Strata left
  /// changes this version does not send; an outbox it cannot read is only noted.
  func noteChangesWaitingElsewhere() {
    let folders: [OutboxFolder]
    do {
      folders = try dependencies.outboxFolders()
    } catch {
      console.printError(
        "Note: the outboxes of other backends could not be listed. "
          + UserFacingError(error).message)
      return
    }
    for folder in folders {
      for file in folder.earlierFiles {
        console.printError(
          "Note: an earlier strata left changes in outbox/\(folder.name)/\(file), which this "
            + "version does not send; \(Self.upgradeHint(for: folder)).")
      }
      guard !folder.isThisBackend else { continue }
      switch folder.waiting {
      case .success(0):
        continue
      case .success(let count):
        let changes = count == 1 ? "1 change waits" : "\(count) changes wait"
        console.printError(
          "Note: \(changes) for another backend (outbox/\(folder.name)); "
            + "\(Self.syncCommand(for: folder.name)) sends them.")
      case .failure(let error):
        console.printError(
          "Note: the changes waiting for another backend (outbox/\(folder.name)) could not be "
            + "counted. \(UserFacingError(error).message)")
      }
    }
  }

  /// What brings an earlier Strata's changes in `folder` into this version's outbox.
  static func upgradeHint(for folder: OutboxFolder) -> String {
    guard CommandList.all.contains(where: { $0.definition.name == "upgrade" }) else {
      return "send them with that version, or move the file aside"
    }
    return folder.isThisBackend
      ? "'strata upgrade' brings them into this outbox"
      : "'strata upgrade --from \(folder.name) --base-url <its URL>' brings them into its outbox"
  }

  /// The command that sends the changes waiting in the outbox of `namespace`.
  static func syncCommand(for namespace: String) -> String {
    // The backend that answers without --base-url, when this build has one (the sandbox).
    Settings.Backend.withoutURL.first?.namespace == namespace
      ? "'strata sync' without --base-url" : "'strata sync --base-url <its URL>'"
  }
}

extension CommandContext {
  /// On stderr: why a write was queued and how many wait, or what of the server's answer to a
  /// write it applied could not be read.
  func reportAfterWrite<Value>(_ written: Written<Value>?) {
    if let queued = written?.queued { console.printError(renderer.queued(queued)) }
    if let problem = written?.unreadableAnswer {
      console.printError(renderer.unreadableAnswer(problem))
    }
  }
}
