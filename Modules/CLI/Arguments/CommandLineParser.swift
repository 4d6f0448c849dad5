/// Turns `strata`'s arguments into a command, or into a request for help or the version, following
/// swift-argument-parser's conventions (`--name=value`, `-h` anywhere, a near miss suggested)
/// without depending on it, as Strata depends on the toolchain alone.
struct CommandLineParser {
  /// What the arguments ask for.
  enum Outcome {
    /// Run `command`, declared by `definition`, with the common `options`.
    case run(any RunnableCommand, CommandDefinition, CommonOptions)
    /// Print help: a command's, or the program's when `nil`.
    case help(CommandDefinition?)
    /// Print a group's help (`bookmark` for `bookmark add` and `bookmark remove`).
    case groupHelp(String, [CommandDefinition])
    /// Print the version.
    case version
    /// Print a text `strata` writes about itself (a completion script, the manual page).
    case describe(SelfDescription.Text)
  }

  /// The commands to choose from.
  var commands: [CommandEntry] = CommandList.all

  /// Parses the arguments after the program name, such as `["articles", "--page", "2"]`.
  func parse(_ arguments: [String]) throws(UsageError) -> Outcome {
    guard let first = arguments.first else {
      throw UsageError(
        message: "Missing command: say which one, for example 'strata sync'.", command: nil)
    }
    switch first {
    case "-h", "--help", "help":
      let topic = Array(arguments.dropFirst())
      guard !topic.isEmpty else { return .help(nil) }
      // A group's help only for a word that is not a command itself (`outbox` is one, and has
      // `outbox discard` beside it: its own help says what it does).
      if topic.count == 1, !commands.contains(where: { $0.definition.name == topic[0] }),
        let group = group(topic[0])
      {
        return .groupHelp(topic[0], group)
      }
      guard let (command, _) = match(topic) else {
        throw UsageError(
          message: "There is no command '\(topic.joined(separator: " "))'.", command: nil)
      }
      return .help(command.definition)
    case "--version":
      return .version
    default:
      if let description = SelfDescription.all.first(where: { $0.flag == first }) {
        return .describe(try description.text(for: arguments))
      }
    }
    guard let (entry, rest) = match(arguments) else {
      if let group = group(first), arguments.contains("-h") || arguments.contains("--help") {
        return .groupHelp(first, group)
      }
      throw unknownCommand(arguments)
    }
    let definition = entry.definition
    if rest.contains("-h") || rest.contains("--help") { return .help(definition) }
    let parsed = try parseArguments(rest, for: definition)
    return .run(try entry.make(parsed), definition, CommonOptions(parsed))
  }

  /// The command whose name the arguments start with (the longest, so `bookmark add` beats a
  /// `bookmark`), and the arguments after it.
  private func match(_ arguments: [String]) -> (CommandEntry, [String])? {
    let candidates = commands.compactMap { entry -> (CommandEntry, Int)? in
      let words = entry.definition.name.split(separator: " ").map(String.init)
      return arguments.starts(with: words) ? (entry, words.count) : nil
    }
    guard let (entry, length) = candidates.max(by: { $0.1 < $1.1 }) else { return nil }
    return (entry, Array(arguments.dropFirst(length)))
  }

  /// The commands of the group `word`, or `nil` when no command's name starts with it.
  private func group(_ word: String) -> [CommandDefinition]? {
    let members = commands.map { $0.definition }.filter { $0.name.hasPrefix(word + " ") }
    return members.isEmpty ? nil : members
  }

  private func unknownCommand(_ arguments: [String]) -> UsageError {
    let first = arguments[0]
    if let group = group(first) {
      let list = group.map { "'\($0.name)'" }.joined(separator: ", ")
      return UsageError(message: "'\(first)' needs a subcommand: \(list).", command: nil)
    }
    let suggestion =
      EditDistance.nearest(to: first, among: commands.map { $0.definition.name }).map {
        " Did you mean '\($0)'?"
      } ?? ""
    return UsageError(message: "Unknown command '\(first)'.\(suggestion)", command: nil)
  }

  private func parseArguments(_ arguments: [String], for definition: CommandDefinition)
    throws(UsageError) -> ParsedArguments
  {
    let command = definition.name
    var parsed = ParsedArguments(command: command)
    let known = definition.options + definition.fields + CommonOptions.declarations
    var positionals = definition.arguments[...]
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("-") else {
        guard let next = positionals.popFirst() else {
          throw UsageError(message: "Unexpected argument '\(argument)'.", command: command)
        }
        parsed.positionals[next.name] = argument
        continue
      }
      let (name, inlineValue) = Self.split(argument)
      guard let option = known.first(where: { $0.name == name }) else {
        throw unknownOption(argument, of: definition)
      }
      if definition.isInteractive && CommonOptions.screenOnly(option) {
        throw UsageError(
          message: name == CommonOptions.json.declaration.name
            ? "\(command) is interactive; --json is not available for it."
            : "\(command) draws on the whole terminal, so \(name) has nowhere to write; use it "
              + "with another command, such as 'strata articles \(name)'.",
          command: command)
      }
      guard option.takesValue else {
        guard inlineValue == nil else {
          throw UsageError(message: "\(name) is a flag and takes no value.", command: command)
        }
        parsed.flags.insert(name)
        continue
      }
      guard parsed.values[name] == nil else {
        throw UsageError(message: "\(name) was given more than once.", command: command)
      }
      if let inlineValue {
        parsed.values[name] = inlineValue
      } else if index < arguments.count, !arguments[index].hasPrefix("--") {
        parsed.values[name] = arguments[index]
        index += 1
      } else {
        throw UsageError(message: "\(name) needs a value.", command: command)
      }
    }
    if let missing = positionals.first {
      throw UsageError(message: "\(missing.name) is missing.", command: command)
    }
    return parsed
  }

  private func unknownOption(_ argument: String, of definition: CommandDefinition) -> UsageError {
    let candidates =
      (definition.options + definition.fields + CommonOptions.declarations).map(\.name) + ["--help"]
    let suggestion =
      EditDistance.nearest(to: Self.split(argument).name, among: candidates).map {
        " Did you mean '\($0)'?"
      } ?? ""
    return UsageError(
      message: "Unknown option '\(argument)'.\(suggestion)", command: definition.name)
  }

  private static func split(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
