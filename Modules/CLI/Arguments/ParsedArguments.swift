/// What the parser found for one command, read into typed values by the declarations it parsed.
struct ParsedArguments: Sendable {
  /// The command's name, for messages.
  var command: String
  /// Each option's text, by option name (`--user` → `"2"`).
  var values: [String: String] = [:]
  /// Each positional argument's text, by its declared name.
  var positionals: [String: String] = [:]
  /// The flags given.
  var flags: Set<String> = []

  /// The value of `option`: its default when absent, or a usage error naming it.
  func value<Value>(of option: Option<Value>) throws(UsageError) -> Value {
    let declaration = option.declaration
    guard let text = values[declaration.name] else {
      guard let defaultValue = option.defaultValue else {
        throw UsageError(message: "\(declaration.name) is required.", command: command)
      }
      return defaultValue
    }
    guard let value = option.parse(text) else {
      let requirement = declaration.requirement ?? "is not valid"
      throw UsageError(
        message: "\(declaration.name) \(requirement), not '\(text)'.", command: command)
    }
    return value
  }

  /// The value of the positional `argument`, or a usage error naming it.
  func value<Value>(of argument: Argument<Value>) throws(UsageError) -> Value {
    let declaration = argument.declaration
    guard let text = positionals[declaration.name] else {
      throw UsageError(message: "\(declaration.name) is missing.", command: command)
    }
    guard let value = argument.parse(text) else {
      let requirement = declaration.requirement ?? "is not valid"
      throw UsageError(
        message: "\(declaration.name) \(requirement), not '\(text)'.", command: command)
    }
    return value
  }

  /// Whether `flag` was given.
  func isSet(_ flag: Flag) -> Bool { flags.contains(flag.declaration.name) }
}
