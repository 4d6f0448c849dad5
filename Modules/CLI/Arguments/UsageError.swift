/// A mistake on the command line or in the environment: exit 64, and nothing is sent.
struct UsageError: Error, Equatable {
  /// What is wrong, as a sentence.
  var message: String
  /// The command it concerns, for the "see --help" hint; `nil` for the program as a whole.
  var command: String?
}
