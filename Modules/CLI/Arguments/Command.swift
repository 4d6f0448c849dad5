import Domain

/// What the person asked `strata` to do, parsed and checked.
struct Invocation: Equatable {
  /// The command and its own options.
  var command: Command
  /// The options every command takes.
  var options: CommonOptions
}

/// One of the four commands, with its own options.
enum Command: Equatable {
  /// `strata profile [--user ID]`
  case profile(userID: User.ID)
  /// `strata articles [--page N] [--per-page N]`
  case articles(PageRequest)
  /// `strata edit-profile [--user ID] [--name NAME] [--email EMAIL]`
  case editProfile(userID: User.ID, name: String?, email: String?)
  /// `strata sync [--user ID]`
  case sync(userID: User.ID)

  /// The name typed on the command line.
  var name: String {
    switch self {
    case .profile: "profile"
    case .articles: "articles"
    case .editProfile: "edit-profile"
    case .sync: "sync"
    }
  }

  /// Whether the command can run on the stored copy alone.
  var worksOffline: Bool {
    switch self {
    case .profile, .articles: true
    case .editProfile, .sync: false
    }
  }
}

/// The options every command takes, as typed: values are checked with the environment's in
/// ``Settings``, so a bad flag and a bad variable get the same kind of message.
struct CommonOptions: Equatable {
  /// `--json`: machine-readable output on stdout.
  var json = false
  /// `--offline`: the stored copy only.
  var offline = false
  /// `--verbose`: log requests to stderr, redacted.
  var verbose = false
  /// `--base-url URL`.
  var baseURL: String?
  /// `--data-dir PATH`.
  var dataDirectory: String?
  /// `--timeout SECONDS`.
  var timeout: String?
}

/// A mistake on the command line or in the environment: exit 64, and nothing is sent.
struct UsageError: Error, Equatable {
  /// What is wrong, as a sentence.
  var message: String
  /// The command it concerns, for the "see --help" hint; `nil` for the program as a whole.
  var command: String?
}
