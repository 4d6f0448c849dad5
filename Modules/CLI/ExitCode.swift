import Features

/// `strata`'s exit codes: a contract that scripts rely on, from BSD's `sysexits.h`.
enum ExitCode: Int32, CaseIterable {
  /// It worked.
  case success = 0
  /// The server refused: a 4xx such as 401, 403 or 404.
  case refused = 1
  /// A usage error or invalid input; nothing was sent (`EX_USAGE`).
  case usage = 64
  /// The response could not be understood (`EX_DATAERR`).
  case dataError = 65
  /// Unavailable: network, timeout, 5xx after retries, or offline with nothing stored
  /// (`EX_UNAVAILABLE`).
  case unavailable = 69
  /// The local store failed (`EX_IOERR`).
  case ioError = 74
  /// Busy: another sync holds the store; try again later (`EX_TEMPFAIL`).
  case busy = 75

  /// The exit code for a failure of `category`.
  ///
  /// - Parameter category: What kind of failure.
  init(_ category: UserFacingError.Category) {
    switch category {
    case .notFound, .unauthorized, .refused: self = .refused
    case .invalidInput: self = .usage
    case .unreadableResponse: self = .dataError
    case .unavailable, .notStored: self = .unavailable
    case .storage: self = .ioError
    // A cancelled run was interrupted; like `busy`, trying again later may work.
    case .busy, .cancelled: self = .busy
    }
  }
}

/// The program's version.
enum Version {
  static let current = "0.1.0"
}
