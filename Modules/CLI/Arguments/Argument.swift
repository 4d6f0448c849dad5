/// A positional argument, such as the article id of `strata bookmark add 7`.
struct Argument<Value: Sendable>: Sendable {
  /// What the parser and the help see.
  let declaration: OptionDeclaration
  /// Turns the text given into a value, or `nil` when it is not one.
  let parse: @Sendable (String) -> Value?

  /// A required argument that is a whole number from 1.
  static func positiveInteger(_ valueName: String, help: String) -> Argument<Int> {
    Argument<Int>(
      declaration: OptionDeclaration(
        name: valueName, valueName: valueName, help: help, defaultText: nil,
        requirement: PositiveInteger.requirement, isRequired: true),
      parse: PositiveInteger.parse)
  }
}
