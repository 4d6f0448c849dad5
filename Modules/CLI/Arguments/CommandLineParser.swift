import Domain

/// Turns `strata`'s arguments into an ``Invocation``, or into a request for help or the version.
///
/// A small hand-written parser, because Strata depends on the toolchain alone; its conventions
/// follow swift-argument-parser: `strata <command> [options]`, `--name value` or `--name=value`,
/// `-h`/`--help` anywhere, errors that name the offending argument and suggest a near miss.
struct CommandLineParser {
  /// What the arguments ask for.
  enum Outcome: Equatable {
    /// Run a command.
    case run(Invocation)
    /// Print help (the command's, or the program's when `nil`).
    case help(command: String?)
    /// Print the version.
    case version
  }

  /// The flags every command takes (no value).
  static let commonFlags = ["--json", "--offline", "--verbose"]
  /// The options every command takes (with a value).
  static let commonOptions = ["--base-url", "--data-dir", "--timeout"]
  /// Each command's own options (with a value).
  static let commandOptions: [String: [String]] = [
    "profile": ["--user"],
    "articles": ["--page", "--per-page"],
    "edit-profile": ["--user", "--name", "--email"],
    "sync": ["--user"],
  ]

  /// Parses the arguments after the program name.
  ///
  /// - Parameter arguments: For example `["articles", "--page", "2", "--json"]`.
  /// - Returns: What to do.
  /// - Throws: ``UsageError`` naming the problem.
  func parse(_ arguments: [String]) throws(UsageError) -> Outcome {
    guard let first = arguments.first else {
      throw UsageError(
        message: "Missing command: say which one, for example 'strata articles'.", command: nil)
    }
    switch first {
    case "-h", "--help", "help":
      let topic = arguments.dropFirst().first
      if let topic, Self.commandOptions[topic] == nil {
        throw UsageError(message: "There is no command '\(topic)'.", command: nil)
      }
      return .help(command: topic)
    case "--version":
      return .version
    default:
      break
    }
    guard let ownOptions = Self.commandOptions[first] else {
      let suggestion =
        Self.nearest(to: first, among: Array(Self.commandOptions.keys)).map {
          " Did you mean '\($0)'?"
        } ?? ""
      throw UsageError(message: "Unknown command '\(first)'.\(suggestion)", command: nil)
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("-h") || rest.contains("--help") { return .help(command: first) }

    var values: [String: String] = [:]
    var options = CommonOptions()
    var index = 0
    while index < rest.count {
      let argument = rest[index]
      index += 1
      let (name, inlineValue) = Self.split(argument)
      if Self.commonFlags.contains(name) {
        guard inlineValue == nil else {
          throw UsageError(message: "\(name) is a flag and takes no value.", command: first)
        }
        switch name {
        case "--json": options.json = true
        case "--offline": options.offline = true
        default: options.verbose = true
        }
        continue
      }
      guard Self.commonOptions.contains(name) || ownOptions.contains(name) else {
        throw unknownArgument(argument, command: first, known: ownOptions)
      }
      guard values[name] == nil else {
        throw UsageError(message: "\(name) was given more than once.", command: first)
      }
      if let inlineValue {
        values[name] = inlineValue
      } else if index < rest.count, !rest[index].hasPrefix("--") {
        values[name] = rest[index]
        index += 1
      } else {
        throw UsageError(message: "\(name) needs a value.", command: first)
      }
    }
    options.baseURL = values["--base-url"]
    options.dataDirectory = values["--data-dir"]
    options.timeout = values["--timeout"]
    return .run(Invocation(command: try command(first, values), options: options))
  }

  private func command(_ name: String, _ values: [String: String]) throws(UsageError) -> Command {
    let userID = try Self.positiveInteger(values["--user"], option: "--user", command: name) ?? 1
    switch name {
    case "profile":
      return .profile(userID: userID)
    case "articles":
      let page = try Self.positiveInteger(values["--page"], option: "--page", command: name) ?? 1
      let perPage =
        try Self.positiveInteger(values["--per-page"], option: "--per-page", command: name)
        ?? PageRequest.defaultPerPage
      do {
        return .articles(try PageRequest(page: page, perPage: perPage))
      } catch {
        let (option, allowed) =
          switch error {
          case .pageOutOfRange(_, let allowed): ("--page", allowed)
          case .perPageOutOfRange(_, let allowed): ("--per-page", allowed)
          }
        throw UsageError(
          message: "\(option) must be from \(allowed.lowerBound) to \(allowed.upperBound).",
          command: name)
      }
    case "edit-profile":
      let name = values["--name"]
      let email = values["--email"]
      guard name != nil || email != nil else {
        throw UsageError(
          message: "Say what to change: --name, --email, or both.", command: "edit-profile")
      }
      return .editProfile(userID: userID, name: name, email: email)
    default:
      return .sync(userID: userID)
    }
  }

  private func unknownArgument(_ argument: String, command: String, known: [String]) -> UsageError {
    guard argument.hasPrefix("-") else {
      return UsageError(message: "Unexpected argument '\(argument)'.", command: command)
    }
    let candidates = known + Self.commonOptions + Self.commonFlags + ["--help"]
    let suggestion =
      Self.nearest(to: Self.split(argument).name, among: candidates).map {
        " Did you mean '\($0)'?"
      } ?? ""
    return UsageError(message: "Unknown option '\(argument)'.\(suggestion)", command: command)
  }

  private static func split(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private static func positiveInteger(_ text: String?, option: String, command: String)
    throws(UsageError) -> Int?
  {
    guard let text else { return nil }
    guard let value = Int(text), value >= 1 else {
      throw UsageError(
        message: "\(option) must be a whole number from 1, not '\(text)'.", command: command)
    }
    return value
  }

  /// The candidate closest to `word`, if it is close enough to be a typo.
  private static func nearest(to word: String, among candidates: [String]) -> String? {
    let scored = candidates.map { ($0, EditDistance.between(word, $0)) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, word.count / 3) else {
      return nil
    }
    return best.0
  }
}

/// Levenshtein distance, for "did you mean" suggestions.
enum EditDistance {
  static func between(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
