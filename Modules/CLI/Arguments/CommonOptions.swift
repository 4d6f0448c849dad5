import Networking
import Storage

/// The options every command takes, declared once, and the values a command line gave them.
/// ``Settings`` checks them with the environment's, so a bad flag and a bad variable read alike.
struct CommonOptions: Equatable, Sendable {
  static let json = Flag("--json", help: "Print machine-readable JSON on stdout.")
  static let baseURL = option(
    "--base-url", "URL", environment: "STRATA_BASE_URL",
    help: "Use the REST API at URL. "
      + (Settings.Backend.withoutURL.first.map { "Without it, \($0.summary) answers. " }
        ?? "Required. ")
      + "Plain http:// only for this machine.")
  static let dataDirectory = option(
    "--data-dir", "PATH", environment: DataDirectory.environmentVariable,
    help: "Keep data in PATH. Default: $XDG_DATA_HOME/strata, else ~/.local/share/strata; "
      + "~/Library/Application Support/Strata on Apple platforms.")
  static let timeout = option(
    "--timeout", "SECONDS", environment: "STRATA_TIMEOUT",
    help: "Give up on a request attempt after SECONDS (default "
      + "\(Int(RetryingTransport.defaultAttemptTimeout.components.seconds)), at most "
      + "\(Int(Settings.maximumTimeout))). A transient failure is tried "
      + "\(RetryPolicy.standard.maximumRetries + 1) times in all, so a command gives up within "
      + "\(RetryPolicy.standard.maximumRetries + 1) × SECONDS + "
      + "\(Int(waitsBetweenAttempts.components.seconds)) s.")
  static let offline = Flag("--offline", help: "Read the stored copy only; send nothing.")
  static let verbose = Flag("--verbose", help: "Log each request on stderr, with secrets redacted.")
  static let trace = Flag(
    "--trace",
    help: "Show on stderr each call as it crosses a layer, down and back up, with its time.")

  /// Every common option, in the order help lists them.
  static let declarations: [OptionDeclaration] = [
    json.declaration, baseURL.declaration, dataDirectory.declaration, timeout.declaration,
    offline.declaration, verbose.declaration, trace.declaration,
  ]

  /// Whether `option` writes beside a command's result (`--json`, `--verbose`), which an
  /// interactive command, drawing on the whole terminal, cannot allow.
  static func screenOnly(_ option: OptionDeclaration) -> Bool {
    [json, verbose, trace].contains { $0.declaration.name == option.name }
  }

  /// The environment variable that carries the API token; it has no flag, so it is never in a
  /// shell's history.
  static let tokenVariable = "STRATA_API_TOKEN"

  var json = false
  var offline = false
  var verbose = false
  var trace = false
  /// `--base-url URL`, as typed.
  var baseURL: String?
  /// `--data-dir PATH`, as typed.
  var dataDirectory: String?
  /// `--timeout SECONDS`, as typed.
  var timeout: String?

  /// Reads the common options out of what the parser found.
  init(_ arguments: ParsedArguments) {
    json = arguments.isSet(Self.json)
    offline = arguments.isSet(Self.offline)
    verbose = arguments.isSet(Self.verbose)
    trace = arguments.isSet(Self.trace)
    baseURL = arguments.values[Self.baseURL.declaration.name]
    dataDirectory = arguments.values[Self.dataDirectory.declaration.name]
    timeout = arguments.values[Self.timeout.declaration.name]
  }

  /// No option given.
  init() {}

  /// The longest the waits between attempts can add up to under the standard policy.
  private static var waitsBetweenAttempts: Duration {
    RetryPolicy.standard.longestTotalDuration(attemptTimeout: .zero)
  }

  private static func option(
    _ name: String, _ valueName: String, environment: String, help: String
  ) -> Option<String?> {
    var option = Option<String?>.text(name, valueName: valueName, help: help)
    option.declaration.environmentVariable = environment
    return option
  }
}
