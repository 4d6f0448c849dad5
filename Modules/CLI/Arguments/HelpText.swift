/// `strata --help` and `strata <command> --help`. The exit codes here, in README.md and in
/// ``ExitCode`` are one contract: a test checks they agree.
enum HelpText {
  /// The help for `command`, or for the program when `nil`.
  static func text(for command: String?) -> String {
    switch command {
    case "profile": profile
    case "articles": articles
    case "edit-profile": editProfile
    case "sync": sync
    default: overview
    }
  }

  static let overview = """
    strata: a layered Swift app you can read, test and run anywhere.

    Usage: strata <command> [options]

    Commands:
      profile        Show a user's profile.
      articles       List one page of articles.
      edit-profile   Change a user's name or email.
      sync           Store the profile and every article for offline use.

    \(commonOptions)

      strata --version     Show the version.

    Environment:
      STRATA_BASE_URL      Same as --base-url.
      STRATA_DATA_DIR      Same as --data-dir.
      STRATA_TIMEOUT       Same as --timeout.
      STRATA_API_TOKEN     Sent as "Authorization: Bearer <token>"; never printed.

    \(exitCodes)

    Run 'strata <command> --help' for a command's own options.
    """

  static let commonOptions = """
    Options for every command:
      --json               Print machine-readable JSON on stdout.
      --base-url URL       Use the REST API at URL (env STRATA_BASE_URL). Without it, the
                           embedded sandbox answers. Plain http:// only for this machine.
      --data-dir PATH      Keep data in PATH (env STRATA_DATA_DIR; default
                           $XDG_DATA_HOME/strata or ~/.local/share/strata).
      --timeout SECONDS    Give up on a request attempt after SECONDS (env STRATA_TIMEOUT;
                           default 10). A transient failure is retried twice.
      --offline            Read the stored copy only; send nothing.
      --verbose            Log each request on stderr, with secrets redacted.
      -h, --help           Show help.
    """

  static let exitCodes = """
    Exit codes:
      0    success
      1    the server refused (4xx such as 401, 403, 404)
      64   usage error or invalid input; nothing was sent
      65   the response could not be understood
      69   unavailable: network, timeout, 5xx after retries, or offline with nothing stored
      74   local storage failure (a result that arrived is still printed)
      75   busy: another sync holds the store
    """

  static let profile = """
    Usage: strata profile [--user ID] [options]

    Show a user's profile.

      --user ID            The user to show (default 1).

    \(commonOptions)
    """

  static let articles = """
    Usage: strata articles [--page N] [--per-page N] [options]

    List one page of articles, with the total when the server gives it. A page past the end
    is an empty list, not an error.

      --page N             The page, from 1 (default 1).
      --per-page N         Articles per page, from 1 to 100 (default 10).

    \(commonOptions)
    """

  static let editProfile = """
    Usage: strata edit-profile [--user ID] [--name NAME] [--email EMAIL] [options]

    Change a user's name, email, or both. The input is checked first and nothing is sent if it
    is invalid; then the current profile is read, changed and sent back with one PUT.

      --user ID            The user to change (default 1).
      --name NAME          The new name: not empty, at most 100 characters.
      --email EMAIL        The new email address.

    \(commonOptions)
    """

  static let sync = """
    Usage: strata sync [--user ID] [options]

    Store the profile and every article for offline use, four pages at a time. The previous
    copy is replaced only once everything has arrived. Progress is shown on a terminal.

      --user ID            Whose profile to store (default 1).

    \(commonOptions)
    """
}
