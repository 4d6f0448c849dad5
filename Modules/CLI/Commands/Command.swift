import Domain

/// One `strata` command: its declaration, how it reads its arguments, and what it does.
///
/// Adding a command is one file with one type that conforms, plus its line in
/// ``CommandList/all``. The declaration drives parsing, `--help` and README's command list;
/// `init` reads the parsed values with the same declarations; `run` builds a view model from
/// the composition root's dependencies, drives it, and presents its state.
protocol Command: Sendable {
  /// The command's name, options and help, declared once.
  static var definition: CommandDefinition { get }

  /// Reads the command's own values out of what the parser found.
  ///
  /// - Throws: ``UsageError`` for a missing or invalid value (exit 64; nothing is sent).
  init(_ arguments: ParsedArguments) throws(UsageError)

  /// Runs the command and returns its exit code.
  @MainActor func run(in context: CommandContext) async -> ExitCode
}

/// Every command `strata` has, in the order `strata --help` lists them: the hand-written ones,
/// then each resource's, made from its schema.
enum CommandList {
  /// The commands written by hand.
  static let fixed: [any Command.Type] = [
    ProfileCommand.self,
    ArticlesCommand.self,
    EditProfileCommand.self,
    SyncCommand.self,
    BrowseCommand.self,
    BookmarkAddCommand.self,
    BookmarkRemoveCommand.self,
    BookmarksCommand.self,
    OutboxCommand.self,
    OutboxDiscardCommand.self,
  ]

  /// Every command of the app: the fixed ones, then each of ``Resources/all``'s.
  static var all: [any Command.Type] { all(resources: Resources.all) }

  /// Every command, with the commands of `resources`.
  static func all(resources: [any Resource.Type]) -> [any Command.Type] {
    fixed + resources.flatMap { ResourceCommands.types(for: $0) }
  }

  /// The definitions of the app's commands, for the parser and the help.
  static var definitions: [CommandDefinition] { all.map { $0.definition } }
}
