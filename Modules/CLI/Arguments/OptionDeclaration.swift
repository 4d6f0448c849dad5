/// The untyped face of an option, flag or argument: everything the parser and the help need.
struct OptionDeclaration: Hashable, Sendable {
  /// `--user`; for a positional argument, its placeholder (`article-id`).
  var name: String
  /// `ID` in `--user ID`; `nil` for a flag.
  var valueName: String?
  /// One sentence for `--help`.
  var help: String
  /// The default, as help shows it, or `nil` for none.
  var defaultText: String?
  /// What a valid value looks like, for the error message ("must be a whole number from 1").
  var requirement: String?
  /// The environment variable that can also set it, for the common options.
  var environmentVariable: String?
  /// Whether the command cannot run without it.
  var isRequired = false

  /// Whether the option takes a value.
  var takesValue: Bool { valueName != nil }
}
