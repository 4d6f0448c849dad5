/// A text `strata` writes about itself when its own flag asks (a completion script, the manual).
struct SelfDescription: Sendable {
  /// One text, and the word after the flag that asks for it (`bash`), nil when it takes none.
  struct Text: Sendable {
    let word: String?
    /// The text for the commands declared.
    let write: @Sendable ([CommandDefinition]) -> String
  }

  /// The flag that asks for it.
  let flag: String
  /// What `--help` and the manual say it prints.
  let summary: String
  /// Its texts: one without a word, or one for each word the flag takes.
  let texts: [Text]

  /// The words the flag takes (`bash`, `zsh`, `fish`); empty when it takes none.
  var choices: [String] { texts.compactMap(\.word) }

  /// The flag and its argument, as `--help` shows them.
  var usage: String { choices.isEmpty ? flag : flag + " " + choices.joined(separator: "|") }

  /// What `strata` can write about itself; `scripts/remove-extra release` takes these out.
  static let all: [SelfDescription] = [
    .completionScript,
    .manual,
  ]

  /// The text `arguments` (the flag and what follows it) ask for.
  ///
  /// - Throws: ``UsageError`` for a word it does not take, or one too many.
  func text(for arguments: [String]) throws(UsageError) -> Text {
    let word = arguments.count == 2 ? arguments[1] : nil
    if arguments.count <= 2, let text = texts.first(where: { $0.word == word }) { return text }
    guard let last = choices.last else {
      throw UsageError(message: "\(flag) takes nothing after it.", command: nil)
    }
    let words = choices.dropLast().joined(separator: ", ") + " or " + last
    throw UsageError(message: "\(flag) takes one of: \(words).", command: nil)
  }
}
