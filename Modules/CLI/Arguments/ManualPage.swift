import Foundation

/// `strata --generate-manual`: the manual page, `strata.1`, written in roff from the same
/// declarations as `--help`; `scripts/install` puts it in `share/man/man1`.
enum ManualPage {
  /// The page for `definitions`, at version `version`, without a last newline (printing adds
  /// it). It carries no date, so the same sources always write the same page.
  static func text(_ definitions: [CommandDefinition], version: String) -> String {
    var lines = [
      ".TH STRATA 1 \"\" \"strata \(version)\" \"User Commands\"",
      ".SH NAME",
      "strata \\- a layered Swift app you can read, test and run anywhere",
      ".SH SYNOPSIS",
      ".B strata",
      ".I command",
      ".RI [ options ]",
      ".SH DESCRIPTION",
      escaped(
        "strata reads and changes the resources of a REST API, online or offline: each read is "
          + "kept, each write waits in an outbox until the server takes it."
          + (Settings.Backend.withoutURL.first.map {
            " Without --base-url \($0.summary) answers, so every command works with no network."
          } ?? " --base-url names the API.")),
      ".SH COMMANDS",
    ]
    for definition in definitions {
      let arguments = definition.arguments.map { " <\($0.name)>" }.joined()
      let fields = definition.fields.isEmpty ? "" : " <fields>"
      lines += [".TP", ".B strata \(escaped(definition.name))\(escaped(arguments + fields))"]
      lines.append(
        escaped(definition.discussion.isEmpty ? definition.summary : definition.discussion))
      for option in definition.arguments + definition.options + definition.fields {
        lines += [".RS", ".TP", entry(option), escaped(help(option)), ".RE"]
      }
    }
    lines.append(".SH OPTIONS")
    let interactive = definitions.filter(\.isInteractive).map(\.name)
    let online = definitions.filter { !$0.worksOffline }.map(\.name)
    lines.append(
      escaped(
        (interactive.isEmpty
          ? "Every command takes these"
          : "Every command takes these; one that draws on the whole terminal "
            + "(\(interactive.joined(separator: ", "))) refuses --json, --verbose and --trace")
          + (online.isEmpty
            ? "."
            : "; one that must reach the server (\(online.joined(separator: ", "))) "
              + "refuses --offline.")))
    for option in CommonOptions.declarations {
      lines += [".TP", entry(option), escaped(help(option))]
    }
    lines += [".TP", "\\fB\\-h\\fR, \\fB\\-\\-help\\fR", "Show help."]
    lines += [".TP", "\\fB\\-\\-version\\fR", "Show the version."]
    for description in SelfDescription.all {
      let words = description.choices.map { "\\fI\(escaped($0))\\fR" }.joined(separator: "|")
      let usage = "\\fB\(escaped(description.flag))\\fR" + (words.isEmpty ? "" : " " + words)
      lines += [".TP", usage, escaped(description.summary)]
    }
    lines.append(".SH ENVIRONMENT")
    for option in CommonOptions.declarations {
      guard let variable = option.environmentVariable else { continue }
      lines += [".TP", ".B \(escaped(variable))", "Same as \(entry(option, valueToo: false))."]
    }
    lines += [
      ".TP", ".B \(CommonOptions.tokenVariable)",
      escaped("Sent as \"\(Dependencies.authScheme)\"; never printed."),
    ]
    lines.append(".SH EXIT STATUS")
    for (code, meaning) in ExitCode.documented {
      lines += [".TP", ".B \(escaped(code))", escaped(meaning)]
    }
    lines += [
      ".SH SEE ALSO", escaped("strata --help, and strata <command> --help for one command."),
    ]
    return lines.joined(separator: "\n")
  }

  /// `--page N`, bold and italic as manual pages write an option.
  private static func entry(_ option: OptionDeclaration, valueToo: Bool = true) -> String {
    if option.valueName == option.name { return "\\fI<\(escaped(option.name))>\\fR" }
    let value = valueToo ? option.valueName.map { " \\fI\(escaped($0))\\fR" } ?? "" : ""
    return "\\fB\(escaped(option.name))\\fR" + value
  }

  private static func help(_ option: OptionDeclaration) -> String {
    var help = option.help
    if let defaultText = option.defaultText { help += " Default: \(defaultText)." }
    if option.isRequired { help += " Required." }
    return help
  }

  /// `text` as roff takes it: `\` and `-` escaped, `×` and `…` spelled out, and a line that would
  /// start with a control character (`.` or `'`) guarded.
  static func escaped(_ text: String) -> String {
    let body = text.replacingOccurrences(of: "\\", with: "\\e")
      .replacingOccurrences(of: "-", with: "\\-")
      .replacingOccurrences(of: "×", with: "\\(mu")
      .replacingOccurrences(of: "…", with: "...")
    return body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line)
    }.joined(separator: "\n")
  }
}

extension SelfDescription {
  /// `--generate-manual`.
  static let manual = SelfDescription(
    flag: "--generate-manual", summary: "Print the manual page (roff).",
    texts: [Text(word: nil) { ManualPage.text($0, version: Version.current) }])
}
