/// A text `strata` writes about itself from its commands' declarations, asked for by a flag of its
/// own rather than a command: the completion scripts and the manual page a release installs.
struct SelfDescription: Sendable {
  /// The flag that asks for it.
  let flag: String
  /// The words its one argument may be (`bash`, `zsh`, `fish`); empty when it takes none.
  let choices: [String]
  /// What `--help` says it prints.
  let summary: String
  /// The text for the commands declared and the word given (`nil` when it takes none).
  let text: @Sendable ([CommandDefinition], String?) -> String

  /// The flag and its argument, as `--help` shows them.
  var usage: String { choices.isEmpty ? flag : flag + " " + choices.joined(separator: "|") }

  /// What `strata` can write about itself: the release's texts, which
  /// `scripts/remove-extra release` takes out with it.
  static let all: [SelfDescription] = [
    .completionScript,
    .manual,
  ]

  /// The word `arguments` (the flag and what follows it) give for it.
  ///
  /// - Throws: ``UsageError`` for a word it does not take, or one too many.
  func word(in arguments: [String]) throws(UsageError) -> String? {
    if choices.isEmpty {
      guard arguments.count == 1 else {
        throw UsageError(message: "\(flag) takes nothing after it.", command: nil)
      }
      return nil
    }
    guard arguments.count == 2, choices.contains(arguments[1]) else {
      let words = choices.dropLast().joined(separator: ", ") + " or " + (choices.last ?? "")
      throw UsageError(message: "\(flag) takes one of: \(words).", command: nil)
    }
    return arguments[1]
  }
}
