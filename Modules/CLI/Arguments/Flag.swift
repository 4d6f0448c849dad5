/// A flag: an option with no value, `true` when given.
struct Flag: Sendable {
  /// What the parser and the help see.
  let declaration: OptionDeclaration

  /// Declares the flag `name`.
  init(_ name: String, help: String) {
    declaration = OptionDeclaration(
      name: name, valueName: nil, help: help, defaultText: nil, requirement: nil)
  }
}
