@testable import CLI

extension CommandLineParser.Outcome {
  /// The command and common options, when the outcome is to run one: for `#require` in tests.
  var command: (any RunnableCommand, CommonOptions)? {
    if case .run(let command, _, let options) = self { return (command, options) }
    return nil
  }

  /// The help asked for (`.some(nil)` for the program's), when the outcome is help.
  var helpTopic: CommandDefinition?? {
    if case .help(let definition) = self { return .some(definition) }
    return nil
  }

  /// The group and the names of its commands, when the outcome is a group's help.
  var groupHelp: (name: String, members: [String])? {
    if case .groupHelp(let name, let definitions) = self { return (name, definitions.map(\.name)) }
    return nil
  }

  /// Whether the outcome is the version.
  var isVersion: Bool {
    if case .version = self { return true }
    return false
  }
}
