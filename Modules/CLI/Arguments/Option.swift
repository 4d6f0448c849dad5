/// One option a command takes, declared once and read by the parser, `--help` and README's tables,
/// so none of them can drift from the others.
///
/// <!-- snippet: given arguments: ParsedArguments -->
/// ```swift
/// enum ShowCommand {
///   static let user = Option<Int>.positiveInteger(
///     "--user", valueName: "ID", help: "The user to show.", default: 1)
/// }
/// let userID = try arguments.value(of: ShowCommand.user)
/// ```
struct Option<Value: Sendable>: Sendable {
  /// What the parser and the help see.
  var declaration: OptionDeclaration
  /// Turns the text given into a value, or `nil` when it is not one.
  let parse: @Sendable (String) -> Value?
  /// The value when the option is absent; `nil` makes the option required.
  let defaultValue: Value?

  /// An option whose value is a whole number from 1, as identifiers and page numbers are.
  static func positiveInteger(
    _ name: String, valueName: String, help: String, default defaultValue: Int? = nil
  ) -> Option<Int> {
    Option<Int>(
      declaration: OptionDeclaration(
        name: name, valueName: valueName, help: help,
        defaultText: defaultValue.map(String.init), requirement: PositiveInteger.requirement,
        isRequired: defaultValue == nil),
      parse: PositiveInteger.parse,
      defaultValue: defaultValue)
  }

  /// An option whose value is any text, `nil` when absent.
  static func text(_ name: String, valueName: String, help: String) -> Option<String?> {
    Option<String?>(
      declaration: OptionDeclaration(
        name: name, valueName: valueName, help: help, defaultText: nil, requirement: nil),
      parse: { $0 },
      defaultValue: .some(nil))
  }
}
