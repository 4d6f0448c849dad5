/// One `strata` command: a declaration that drives parsing, `--help` and README's command list, an
/// `init` that reads the parsed values, and a `run` that drives a view model and presents its
/// state. Adding one is a conforming type and its line in ``CommandList/fixed``.
protocol Command: RunnableCommand {
  /// The command's name, options and help, declared once.
  static var definition: CommandDefinition { get }

  /// Reads the command's own values out of what the parser found.
  ///
  /// - Throws: ``UsageError`` for a missing or invalid value (exit 64; nothing is sent).
  init(_ arguments: ParsedArguments) throws(UsageError)
}

/// A command read from the arguments, ready to run: a ``Command``, or one made from a value
/// rather than a type (an action of a resource's own, `strata book archive`).
protocol RunnableCommand: Sendable {
  /// Runs the command and returns its exit code.
  @MainActor func run(in context: CommandContext) async -> ExitCode
}

/// One command as the parser and the help see it: its declaration, and how to make it.
struct CommandEntry: Sendable {
  /// The command's name, options and help.
  let definition: CommandDefinition
  /// Reads the command's own values out of what the parser found.
  let make: @Sendable (ParsedArguments) throws(UsageError) -> any RunnableCommand
}

extension Command {
  /// The command's entry: its definition, and its initializer.
  static var entry: CommandEntry {
    CommandEntry(definition: definition) { arguments throws(UsageError) in
      try Self(arguments)
    }
  }
}

/// Every command `strata` has, in the order `strata --help` lists them: those written by hand,
/// then those of what the app serves through a generic stack.
enum CommandList {
  /// The app's own commands, written by hand.
  static let fixed: [any Command.Type] = [
    SyncCommand.self,
    BrowseCommand.self,
    OutboxCommand.self,
    OutboxDiscardCommand.self,
    UpgradeCommand.self,
    LoginCommand.self,
    LogoutCommand.self,
    SessionCommand.self,
  ]

  /// The commands written by hand.
  static var handWritten: [any Command.Type] {
    fixed
      + samples
  }

  /// Every command of the app: the hand-written ones, then those of what it serves.
  static var all: [CommandEntry] { all(served: Served()) }

  /// Every command, with the commands of what is `served`.
  static func all(served: Served) -> [CommandEntry] {
    handWritten.map { $0.entry }
      + served.commands
  }

  /// The definitions of the app's commands, for the parser and the help.
  static var definitions: [CommandDefinition] { all.map(\.definition) }
}
