import Features

/// The line after an error that says what to do next. It lives in the CLI, not in Features,
/// because it names CLI things: flags, commands, environment variables.
enum FailureHint {
  /// The hint for `error` raised by `command`, if there is a useful one.
  ///
  /// - Parameters:
  ///   - error: The failure.
  ///   - command: The command that failed.
  ///   - live: Whether a live server (not the sandbox) was asked.
  /// - Returns: The hint, or `nil` when there is nothing useful to add.
  static func text(for error: UserFacingError, command: Command, live: Bool) -> String? {
    switch error.category {
    case .unauthorized:
      "Set STRATA_API_TOKEN to a valid API token and try again."
    case .notStored:
      "Run 'strata sync' while online to store a copy, then try again."
    case .busy:
      "Another 'strata sync' is running; wait for it to finish and try again."
    case .storage:
      "Check that the data directory is writable, or choose another with --data-dir."
    case .unavailable where live:
      command.worksOffline
        ? "Check the network and --base-url, or add --offline to read the stored copy."
        : "Check the network and --base-url."
    case .unreadableResponse where live:
      "Check that --base-url points at the REST API; a Wi-Fi sign-in page can also cause this."
    case .invalidInput:
      "See 'strata \(command.name) --help'."
    default:
      nil
    }
  }
}
