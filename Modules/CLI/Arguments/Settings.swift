import Foundation
import Networking
import Storage

/// Everything a run needs to know, from flags first, then the environment, then defaults, and
/// checked once here, at the edge.
struct Settings: Equatable {
  /// Which server answers.
  enum Backend: Equatable {
    /// A backend built into the app (no `--base-url`).
    case embedded(EmbeddedBackend)
    /// The live REST API at this root.
    case live(BaseURL)

    /// Who answers when no `--base-url` is given: the first of these, if any.
    static let withoutURL: [Backend] = EmbeddedBackend.all.map { .embedded($0) }

    /// Who answers, in a few words, for the help.
    var summary: String {
      switch self {
      case .embedded(let backend): "the \(backend.name)"
      case .live(let url): url.description
      }
    }

    /// The name of this backend's containers, one per server so two servers' data never mix.
    var namespace: String {
      switch self {
      case .embedded(let backend): backend.namespace
      case .live(let url): CacheNamespace.name(for: url)
      }
    }
  }

  /// The longest per-attempt timeout accepted, in seconds.
  static let maximumTimeout = 600.0

  var backend: Backend
  var dataDirectory: URL
  var timeout: Duration
  var token: APIToken?
  var json: Bool
  var offline: Bool
  var verbose: Bool
  var trace: Bool

  /// Resolves `options` given to `command` with `environment`, reading `passwordDatabaseHome` only
  /// when `HOME` is unset or relative. A bad value throws a ``UsageError`` naming its flag or
  /// variable.
  init(
    _ options: CommonOptions, for command: CommandDefinition, environment: [String: String],
    passwordDatabaseHome: () -> String? = DataDirectory.homeFromPasswordDatabase
  ) throws(UsageError) {
    let name = command.name
    // A flag's value wins over its variable's; `source` names whichever was used, for messages.
    func value(_ flagValue: String?, _ option: Option<String?>) -> (text: String, source: String)? {
      if let flagValue { return (flagValue, option.declaration.name) }
      if let variable = option.declaration.environmentVariable, let text = environment[variable],
        !text.isEmpty
      {
        return (text, variable)
      }
      return nil
    }

    // Who answers is asked for last (below), so every value given is checked first.
    var chosen: Backend?
    if let (text, source) = value(options.baseURL, CommonOptions.baseURL) {
      do {
        chosen = .live(try BaseURL(validating: text))
      } catch {
        throw UsageError(
          message: "\(source) is not usable: \(Self.describe(error)).", command: name)
      }
    }

    if let (text, source) = value(options.dataDirectory, CommonOptions.dataDirectory) {
      guard !text.isEmpty else {
        throw UsageError(message: "\(source) must not be empty.", command: name)
      }
      dataDirectory = URL(fileURLWithPath: text, isDirectory: true).standardizedFileURL
    } else if let resolved = DataDirectory.resolve(
      environment: environment, passwordDatabaseHome: passwordDatabaseHome)
    {
      dataDirectory = resolved
    } else {
      throw UsageError(
        message: "There is no home directory to keep data in; set --data-dir or "
          + "\(DataDirectory.environmentVariable).",
        command: name)
    }

    if let (text, source) = value(options.timeout, CommonOptions.timeout) {
      guard let seconds = Double(text), seconds.isFinite, seconds > 0,
        seconds <= Self.maximumTimeout
      else {
        throw UsageError(
          message: "\(source) must be a number of seconds above 0 and at most "
            + "\(Int(Self.maximumTimeout)), not '\(text)'.",
          command: name)
      }
      timeout = .milliseconds(Int64((seconds * 1000).rounded(.up)))
    } else {
      timeout = RetryingTransport.defaultAttemptTimeout
    }

    let tokenVariable = CommonOptions.tokenVariable
    if let secret = environment[tokenVariable], !secret.isEmpty {
      do {
        token = try APIToken(validating: secret)
      } catch {
        let problem =
          switch error {
          case .invalidCharacters: "must be one line of printable ASCII, with no spaces"
          case .tooShort(let minimum):
            "is too short to be a token: it needs at least \(minimum) characters"
          }
        throw UsageError(message: "\(tokenVariable) \(problem).", command: name)
      }
    } else {
      token = nil
    }

    if options.offline && !command.worksOffline {
      throw UsageError(
        message: "--offline cannot be used with \(name): it needs the server.", command: name)
    }
    guard let backend = chosen ?? Backend.withoutURL.first else {
      throw UsageError(
        message: "Say which REST API answers: --base-url URL, or "
          + "\(CommonOptions.baseURL.declaration.environmentVariable ?? "its variable").",
        command: name)
    }
    self.backend = backend
    json = options.json
    offline = options.offline
    verbose = options.verbose
    trace = options.trace
  }

  private static func describe(_ error: BaseURLError) -> String {
    switch error {
    case .malformed: "it is not an absolute http(s) URL"
    case .unsupportedScheme(let scheme): "the scheme must be https, not \(scheme)"
    case .insecureHTTP(let host):
      "plain http is allowed only for this machine, not \(host); use https"
    case .containsCredentials: "it must not contain a user name or password"
    case .containsQueryOrFragment: "it must not contain a query or fragment"
    case .invalidPort(let port): "the port must be between 1 and 65535, not \(port)"
    }
  }
}
