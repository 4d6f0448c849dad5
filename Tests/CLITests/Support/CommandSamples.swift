import Domain
import Foundation
import Networking
import Testing

@testable import CLI

/// Arguments that make a command run, made from its declaration alone, so a test can run *every*
/// command, whatever the app ships.
enum CommandSamples {
  /// `strata <command> …` with a value for everything it declares.
  static func arguments(for definition: CommandDefinition) -> [String] {
    var arguments = definition.name.split(separator: " ").map(String.init)
    arguments += definition.arguments.map { _ in "1" }
    for option in definition.options where option.isRequired {
      arguments += [option.name, value(for: option.valueName)]
    }
    for field in definition.fields {
      arguments += [field.name, value(for: field.valueName)]
    }
    if definition.name == "edit-profile" { arguments += ["--name", "Ada King"] }
    return arguments
  }

  /// A value for a placeholder as help shows it: `N`, `TEXT`, `true|false`, `low|high`, `TEXT,…`.
  static func value(for placeholder: String?) -> String {
    let single = (placeholder ?? "TEXT").replacingOccurrences(of: ",…", with: "")
    switch single {
    case "N", "ID": return "1"
    case "NUMBER": return "1.5"
    case "DATE": return "2026-12-24"
    case "TEXT", "NAME": return "general"
    default: return single.split(separator: "|").first.map(String.init) ?? "general"
    }
  }
}
