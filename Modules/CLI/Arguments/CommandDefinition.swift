/// A command's declaration: its name, what it does, and what it takes. The parser reads it to
/// parse, ``HelpText`` reads it to write `--help`, and a test holds README's command list to it.
struct CommandDefinition: Sendable {
  /// The words typed after `strata`: `profile`, or `bookmark add` for a subcommand.
  var name: String
  /// One line, for the program's list of commands.
  var summary: String
  /// What the command does, for its own `--help`; the summary when empty.
  var discussion: String = ""
  /// The positional arguments, in order.
  var arguments: [OptionDeclaration] = []
  /// The command's own options.
  var options: [OptionDeclaration] = []
  /// The options that set a resource's fields (`--title TEXT`), `<fields>` in usage.
  var fields: [OptionDeclaration] = []
  /// Whether `--offline` makes sense: the command can run on the stored copy alone.
  var worksOffline: Bool
  /// Whether the command draws on the whole terminal, so `--json` and `--verbose` are refused. It
  /// stays when the terminal app is removed, for the next full-screen command.
  var isInteractive = false

  /// The common options this command takes: not `--offline` where it cannot run on the stored
  /// copy, nor what writes beside a result where it draws on the whole terminal.
  var commonOptions: [OptionDeclaration] {
    CommonOptions.declarations.filter { option in
      (!isInteractive || !CommonOptions.screenOnly(option))
        && (worksOffline || option.name != CommonOptions.offline.declaration.name)
    }
  }

  /// `strata profile [--user ID] [options]`.
  var usage: String {
    let arguments = arguments.map { " <\($0.name)>" }.joined()
    let options = options.map { option in
      let text = option.name + (option.valueName.map { " \($0)" } ?? "")
      return option.isRequired ? " \(text)" : " [\(text)]"
    }.joined()
    let fields = fields.isEmpty ? "" : " <fields>"
    return "strata \(name)\(arguments)\(options)\(fields) [options]"
  }
}
