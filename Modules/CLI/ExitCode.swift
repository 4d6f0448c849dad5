import Features

/// `strata`'s exit codes, from BSD's `sysexits.h`: a contract scripts rely on, which
/// `strata --help`, README.md and a test hold to this type.
enum ExitCode: Int32, CaseIterable {
  /// It worked.
  case success = 0
  /// The server refused: a 4xx such as 401, 403 or 404.
  case refused = 1
  /// A usage error or invalid input; nothing was sent (`EX_USAGE`).
  case usage = 64
  /// The response could not be understood (`EX_DATAERR`).
  case dataError = 65
  /// Network, timeout, 5xx after retries, or offline with nothing stored (`EX_UNAVAILABLE`).
  case unavailable = 69
  /// Local I/O failed: the store, or writing the output (`EX_IOERR`).
  case ioError = 74
  /// Busy: another sync holds the store; try again later (`EX_TEMPFAIL`).
  case busy = 75
  /// The session ended and could not be renewed: sign in again (`EX_NOPERM`).
  case signedOut = 77
  /// Ctrl-C in a full-screen app, where raw mode delivers it as a key rather than as `SIGINT`:
  /// the same code the signal gives, 128 + 2. Documented by the "128+N" row.
  case interrupted = 130

  /// The exit code for a failure of `category`.
  init(_ category: UserFacingError.Category) {
    switch category {
    case .notFound, .unauthorized, .refused: self = .refused
    case .signedOut: self = .signedOut
    case .invalidInput: self = .usage
    case .unreadableResponse: self = .dataError
    case .unavailable, .notStored: self = .unavailable
    case .storage: self = .ioError
    // A cancelled run was interrupted; like `busy`, trying again later may work.
    case .busy, .cancelled: self = .busy
    // A change that met someone else's is refused, for now, as the server would refuse it.
    case .conflict: self = .refused
    }
  }

  /// What each code means, as help and README word it.
  var meaning: String {
    switch self {
    case .success: "success"
    case .refused:
      "the server refused (4xx such as 401, 403, 404; a 404 or 416 for a page past the last, "
        + "when page 1 answers, is an empty page: 0), or a change met a conflict"
    case .usage: "usage error or invalid input; nothing was sent"
    case .dataError: "the response could not be understood"
    case .unavailable:
      "unavailable: network, timeout, 5xx after retries, or offline with nothing stored"
    case .ioError:
      "local I/O failed: the store or the outbox, or writing the output (a result that arrived is "
        + "still printed; a write the server took exits 0 and warns)"
    case .busy: "busy: another strata process holds the store or the session; try again"
    case .signedOut: "the session ended and could not be renewed: run 'strata login'"
    case .interrupted: "stopped by Ctrl-C"
    }
  }

  /// Every documented code with its meaning, the signal codes included.
  static var documented: [(code: String, meaning: String)] {
    allCases.filter { $0 != .interrupted }.map { (String($0.rawValue), $0.meaning) } + [
      ("128+N", "stopped by signal N: 130 for Ctrl-C (SIGINT), 143 for SIGTERM, 131 for SIGQUIT")
    ]
  }
}
