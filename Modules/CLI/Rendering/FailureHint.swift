import Features
import Repositories

/// The line after an error that says what to do next, chosen from the error's typed cause. It
/// lives in the CLI, not in Features, because it names CLI things: flags, commands, variables.
enum FailureHint {
  /// The hint for `error` raised by `command`, or `nil` when there is nothing useful to add;
  /// `signsIn` says whether the API signs in with `strata login`.
  static func text(
    for error: UserFacingError, command: CommandDefinition, settings: Settings,
    signsIn: Bool = false
  ) -> String? {
    let live = if case .live = settings.backend { !settings.offline } else { false }
    let orOffline = command.worksOffline ? ", or add --offline to read the stored copy" : ""
    switch error.underlyingError {
    case .unauthorized? where signsIn && settings.token == nil:
      return "Sign in with 'strata login', and try again."
    case .unauthorized?:
      return "Set \(CommonOptions.tokenVariable) to a valid API token and try again."
    case .notStored?:
      // A sync stores the lists and items read before and what the features keep whole; anything
      // else is stored by reading it once, as typed.
      guard Self.syncStores(command) else {
        return "Run the same command without --offline once to store a copy; 'strata sync' "
          + "keeps it up to date."
      }
      return "Run 'strata sync' while online to store a copy, then try again."
    case .busy?:
      return "Wait for it to finish and try again."
    case .conflict?:
      return "See 'strata outbox'; discard the change with 'strata outbox discard <id>', or make "
        + "it again."
    case .unreadableChange(let id)?:
      return "Drop it with 'strata outbox discard \(id)', and make the change again."
    case .unsentChange(let id, let cause)?:
      // Not "try again": the server may have applied it, and making it again would make it twice.
      let then =
        "The server may have applied it: look before making it again. 'strata outbox discard "
        + "\(id)' drops it."
      let first = text(
        for: UserFacingError(cause), command: command, settings: settings, signsIn: signsIn)
      return first.map { $0 + "\n" + then } ?? then
    case .outboxFull?:
      return "'strata sync' sends what waits, and 'strata outbox discard <id>' drops a change."
    case .storageFailed(let failure)?:
      return hint(for: failure)
    case .unavailable(let unavailability)? where live:
      return hint(for: unavailability.reason) + orOffline + "."
    case .invalidResponse? where live:
      return "Check that --base-url points at the REST API; a Wi-Fi sign-in page can also cause "
        + "this."
    case .invalidRequest?:
      return "See 'strata \(command.name) --help'."
    case nil where error.category == .invalidInput:
      return "See 'strata \(command.name) --help'."
    default:
      return nil
    }
  }

  /// Whether `strata sync` stores what `command` reads whatever was read before: the app's
  /// (an interactive command browses all of it), and the features' that a sync keeps whole.
  private static func syncStores(_ command: CommandDefinition) -> Bool {
    let whole: Set = [
      "sync",
      "profile", "articles",
    ]
    return command.isInteractive || whole.contains(command.name)
  }

  /// What to do about a store that failed: each cause its own step, the outbox's its own.
  private static func hint(for failure: StoreFailure) -> String {
    let outbox = failure.path.contains("/outbox")
    switch failure.reason {
    case .diskFull:
      return "Free some space on the disk that holds the data directory, and try again."
    case .entryTooLarge:
      return "Give it fewer or shorter values."
    case .tooLarge, .corrupted, .notARegularFile:
      return outbox
        ? "Move that file aside to start the outbox afresh; what it held is then not sent."
        : "Move that file aside; the next read or 'strata sync' stores a fresh copy."
    case .otherSchemaVersion:
      // Not "newer": a file of an older format that is not migrated, or one edited, says so too.
      return "Another version of strata wrote it: use that version, or give this one a data "
        + "directory of its own with --data-dir."
    case .locked:
      return "Wait for it to finish and try again."
    case .exposed:
      return "Make it yours alone (chmod 700 for a directory, 600 for a file), or delete it and "
        + "sign in again."
    case .system, .missing, .unencodable, .unsafeName:
      return "Check that the data directory is writable, or choose another with --data-dir."
    }
  }

  private static func hint(for reason: Unavailability.Reason) -> String {
    switch reason {
    case .hostNotFound: "Check the host name in --base-url"
    case .cannotConnect: "Check that a server is running at --base-url"
    case .timedOut: "The server did not answer within --timeout; try a longer one"
    case .notConnectedToInternet: "Check this device's network connection"
    case .secureConnectionFailed: "Check that the server's TLS certificate is valid for its name"
    case .serverError(429): "The server asks to slow down; try again in a while"
    case .serverError: "The server is failing; try again later"
    case .connectionLost, .other: "Check the network and --base-url"
    case .offline: "Run the command without --offline to reach the server"
    }
  }
}
