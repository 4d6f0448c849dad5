import Foundation
import Networking
import Storage

/// Everything a run needs to know, from flags first, then the environment, then defaults, and
/// checked once here, at the edge.
struct Settings: Equatable {
  /// Which server answers.
  enum Backend: Equatable {
    /// The embedded sandbox (no `--base-url`).
    case sandbox
    /// The live REST API at this root.
    case live(BaseURL)
  }

  /// The environment variables `strata` reads.
  enum Variable {
    static let baseURL = "STRATA_BASE_URL"
    static let dataDirectory = DataDirectory.environmentVariable
    static let timeout = "STRATA_TIMEOUT"
    static let token = "STRATA_API_TOKEN"
  }

  /// The per-attempt timeout when none is given.
  static let defaultTimeout = Duration.seconds(10)
  /// The longest per-attempt timeout accepted.
  static let maximumTimeout = 600.0

  var backend: Backend
  var dataDirectory: URL
  var timeout: Duration
  var token: APIToken?
  var json: Bool
  var offline: Bool
  var verbose: Bool

  /// Resolves the settings for `invocation`.
  ///
  /// - Parameters:
  ///   - invocation: The parsed command line.
  ///   - environment: The process environment.
  ///   - homeDirectory: The user's home, for the default data directory.
  /// - Throws: ``UsageError`` for any invalid value, naming the flag or variable it came from.
  init(
    _ invocation: Invocation, environment: [String: String], homeDirectory: URL
  ) throws(UsageError) {
    let options = invocation.options
    let command = invocation.command.name
    // A flag's value wins over its variable's; `source` names whichever was used, for messages.
    func value(_ flagValue: String?, flag: String, variable: String)
      -> (text: String, source: String)?
    {
      if let flagValue { return (flagValue, flag) }
      if let text = environment[variable], !text.isEmpty { return (text, variable) }
      return nil
    }

    if let (text, source) = value(options.baseURL, flag: "--base-url", variable: Variable.baseURL) {
      do {
        backend = .live(try BaseURL(validating: text))
      } catch {
        throw UsageError(
          message: "\(source) is not usable: \(Self.describe(error)).", command: command)
      }
    } else {
      backend = .sandbox
    }

    if let (text, _) = value(
      options.dataDirectory, flag: "--data-dir", variable: Variable.dataDirectory)
    {
      dataDirectory = URL(fileURLWithPath: text, isDirectory: true).standardizedFileURL
    } else {
      dataDirectory = DataDirectory.resolve(environment: environment, homeDirectory: homeDirectory)
    }

    if let (text, source) = value(options.timeout, flag: "--timeout", variable: Variable.timeout) {
      guard let seconds = Double(text), seconds.isFinite, seconds > 0,
        seconds <= Self.maximumTimeout
      else {
        throw UsageError(
          message: "\(source) must be a number of seconds above 0 and at most "
            + "\(Int(Self.maximumTimeout)), not '\(text)'.",
          command: command)
      }
      timeout = .milliseconds(Int64((seconds * 1000).rounded(.up)))
    } else {
      timeout = Self.defaultTimeout
    }

    if let secret = environment[Variable.token], !secret.isEmpty {
      guard let token = APIToken(secret) else {
        throw UsageError(
          message: "\(Variable.token) must be one line with no spaces or control characters.",
          command: command)
      }
      self.token = token
    } else {
      token = nil
    }

    if options.offline && !invocation.command.worksOffline {
      throw UsageError(
        message: "--offline cannot be used with \(command): it needs the server.", command: command)
    }
    json = options.json
    offline = options.offline
    verbose = options.verbose
  }

  private static func describe(_ error: BaseURLError) -> String {
    switch error {
    case .malformed: "it is not an absolute http(s) URL"
    case .unsupportedScheme(let scheme): "the scheme must be https, not \(scheme)"
    case .insecureHTTP(let host):
      "plain http is allowed only for this machine, not \(host); use https"
    case .containsCredentials: "it must not contain a user name or password"
    case .containsQueryOrFragment: "it must not contain a query or fragment"
    }
  }
}
