/// `strata --help` and `strata <command> --help`, written from the commands' declarations alone.
enum HelpText {
  /// The width help is wrapped to.
  static let width = 94
  /// Where an option's description starts.
  static let column = 23

  /// The program's help: every command, the common options, the environment, the exit codes.
  static func overview(_ definitions: [CommandDefinition] = CommandList.definitions) -> String {
    let nameWidth = (definitions.map(\.name.count).max() ?? 0) + 3
    let commands = definitions.map { definition in
      "  " + pad(definition.name, to: nameWidth) + definition.summary
    }
    let environment =
      CommonOptions.declarations.compactMap { option in
        option.environmentVariable.map {
          "  " + pad($0, to: column - 2) + "Same as \(option.name)."
        }
      } + [
        "  " + pad(CommonOptions.tokenVariable, to: column - 2)
          + "Sent as \"\(Dependencies.authScheme)\"; never printed."
      ]
    return
      ([
        "strata: a layered Swift app you can read, test and run anywhere.",
        "",
        "Usage: strata <command> [options]",
        "",
        "Commands:",
      ] + commands + [
        "",
        commonOptions(),
        "",
        "  strata --version     Show the version.",
      ]
      + SelfDescription.all.flatMap {
        ["  strata \($0.usage)", "                       \($0.summary)"]
      } + [
        "",
        "Environment:",
      ] + environment + [
        "",
        exitCodes(),
        "",
        "Run 'strata <command> --help' for a command's own options.",
      ]).joined(separator: "\n")
  }

  /// A group's help (`strata bookmark --help`): its subcommands, each with its summary.
  static func group(_ name: String, _ definitions: [CommandDefinition]) -> String {
    let nameWidth = (definitions.map(\.name.count).max() ?? 0) + 3
    return
      ([
        "Usage: strata \(name) <subcommand> [options]",
        "",
        "Subcommands:",
      ]
      + definitions.map { "  " + pad($0.name, to: nameWidth) + $0.summary }
      + [
        "",
        "Run 'strata \(name) <subcommand> --help' for a subcommand's own options.",
      ]).joined(separator: "\n")
  }

  /// One command's help: its usage, what it does, its own options, then the common ones.
  static func text(for definition: CommandDefinition) -> String {
    var lines = [
      "Usage: " + definition.usage, "",
      wrap(definition.discussion.isEmpty ? definition.summary : definition.discussion, indent: 0),
    ]
    let own = definition.arguments + definition.options
    if !own.isEmpty {
      lines.append("")
      lines += own.map(entry)
    }
    if !definition.fields.isEmpty {
      lines += ["", "Fields:"] + definition.fields.map(entry)
    }
    lines += ["", commonOptions(definition.commonOptions)]
    return lines.joined(separator: "\n")
  }

  /// The exit codes, from ``ExitCode``: one contract with README and the code itself.
  static func exitCodes() -> String {
    let rows = ExitCode.documented.map { code, meaning in
      "  " + pad(code, to: 7) + wrap(meaning, indent: 9).dropFirst(9)
    }
    return (["Exit codes:"] + rows).joined(separator: "\n")
  }

  private static func commonOptions(_ options: [OptionDeclaration] = CommonOptions.declarations)
    -> String
  {
    let help = OptionDeclaration(
      name: "-h, --help", valueName: nil, help: "Show help.", defaultText: nil, requirement: nil)
    return (["Options for every command:"] + (options + [help]).map(entry)).joined(separator: "\n")
  }

  private static func entry(_ option: OptionDeclaration) -> String {
    // A positional argument is named once, as usage writes it: `<article-id>`.
    let name =
      option.valueName == option.name
      ? "<\(option.name)>" : option.name + (option.valueName.map { " \($0)" } ?? "")
    var help = option.help
    if let variable = option.environmentVariable { help += " (env \(variable))" }
    if let defaultText = option.defaultText { help += " Default: \(defaultText)." }
    let head = "  " + name
    let first = head.count < column ? pad(head, to: column) : head + "\n" + pad("", to: column)
    return first + wrap(help, indent: column).dropFirst(column)
  }

  /// `text` wrapped to ``width`` at word boundaries, every line indented by `indent`.
  private static func wrap(_ text: String, indent: Int) -> String {
    let margin = String(repeating: " ", count: max(0, indent))
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, margin.count + line.count + 1 + word.count > width {
        lines.append(margin + line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    lines.append(margin + line)
    return lines.joined(separator: "\n")
  }

  private static func pad(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
  }
}
