public import Domain
public import Repositories

/// The one place Strata's errors become English. Each function turns a typed value from the
/// layers below into words; nothing below this file writes a sentence a person reads.
extension UserFacingError {
  /// The sentence for one invalid field called `name`, such as "Due on must be a date, such as
  /// 2026-12-24.": what a form shows beside the field, and what the command line prints.
  public static func message(for problem: FieldProblem, named name: String) -> String {
    switch problem {
    case .empty: "\(name) must not be empty."
    case .tooLong(let maximum): "\(name) must be at most \(maximum) characters."
    case .containsControlCharacters: "\(name) must be one line, without control characters."
    case .malformedEmail: "\(name) must look like name@example.com."
    case .missing: "\(name) is required."
    case .cannotBeCleared: "\(name) is required, so it cannot be cleared."
    case .notAWholeNumber: "\(name) must be a whole number, such as 42."
    case .notANumber: "\(name) must be a number, such as 2.5."
    case .notTrueOrFalse: "\(name) must be true or false."
    case .notText: "\(name) must be text."
    case .notADate: "\(name) must be a date, such as 2026-12-24 or 2026-12-24T09:30:00Z."
    case .notOneOf(let words): "\(name) must be one of \(words.joined(separator: ", "))."
    case .notAList: "\(name) must be a list, its items separated by commas."
    case .tooMany(let maximum): "\(name) may hold at most \(maximum) items."
    case .notAUUID: "\(name) must be a UUID, such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F."
    case .tooShort(let minimum):
      "\(name) must be at least \(minimum) character\(minimum == 1 ? "" : "s")."
    case .tooSmall(let minimum): "\(name) must be at least \(FieldDisplay.number(minimum))."
    case .tooLarge(let maximum): "\(name) must be at most \(FieldDisplay.number(maximum))."
    case .doesNotMatch(let shape): "\(name) must be \(shape)."
    case .refusedByRule(let reason): "\(name) \(reason)."
    }
  }

  static func sentence(for error: RepositoryError) -> String {
    switch error {
    case .notFound(let resource, _) where resource.isUnsent:
      return "No \(resource) waits in the outbox; 'strata outbox' lists the changes that do."
    case .notFound(let resource, let message?):
      return "The server has no \(resource): \(message)"
    case .notFound(let resource, nil):
      return "The server has no \(resource)."
    case .unauthorized(let code, let message?):
      return "The server refused the credentials (HTTP \(code)): \(message)"
    case .unauthorized(let code, nil):
      return "The server refused the credentials (HTTP \(code))."
    case .signedOut:
      return "Your session has ended: run 'strata login'."
    case .rejected(let code, let message?):
      return "The server refused the request (HTTP \(code)): \(message)"
    case .rejected(let code, nil):
      return "The server refused the request (HTTP \(code))."
    case .invalidRequest:
      if let name = error.unfillablePathParameter {
        return "The request could not be made: its path has no value it can hold for \(name)."
      }
      return "The request could not be made: its body could not be encoded as JSON."
    case .unavailable(let unavailability):
      let copy = unavailability.unusableStoredCopy.map { " " + sentence(forDiscarded: $0) } ?? ""
      return "The server is unavailable: \(phrase(for: unavailability.reason)).\(copy)"
    case .invalidResponse(let problem):
      return "The server's response could not be understood: \(phrase(for: problem.reason))."
    case .notStored(let resource, let discarded):
      let copy = discarded.map { " " + sentence(forDiscarded: $0) } ?? ""
      return "Nothing is stored for \(resource).\(copy)"
    case .storageFailed(let failure):
      if case .entryTooLarge(let limit) = failure.reason {
        return "The change is too large to keep: one change may hold at most \(limit >> 10) KiB, "
          + "and nothing was sent or kept."
      }
      return "The local store failed at \(failure.path): \(phrase(for: failure.reason))."
    case .busy(let path, let holder):
      return "The store is busy: \(holder ?? "another process") holds its lock (\(path))."
    case .conflict(let conflict):
      let fields = conflict.fields.map(\.key).joined(separator: ", ")
      return "Change \(conflict.change.id) was not sent: someone else changed \(fields) too."
    case .unreadableChange(let id):
      return "Change \(id) was kept, but it can no longer be read, so it will never be sent."
    case .unsentChange(let id, let cause):
      return sentence(for: cause)
        + " Change \(id) is set apart in the outbox: it is not sent again."
    case .outboxFull(let capacity):
      return "The outbox holds \(capacity) changes, the most it keeps, so this change was not kept."
    case .cancelled:
      return "Cancelled."
    }
  }

  private static func phrase(for reason: Unavailability.Reason) -> String {
    switch reason {
    case .timedOut: "the request timed out"
    case .cannotConnect: "could not connect to the server"
    case .hostNotFound: "the server's host name could not be found"
    case .connectionLost: "the connection was lost"
    case .notConnectedToInternet: "this device is not connected to a network"
    case .offline: "strata was started with --offline, so nothing is sent"
    case .secureConnectionFailed: "a secure connection to the server could not be made"
    case .serverError(429): "the server asked to slow down (HTTP 429)"
    case .serverError(let code): "the server answered HTTP \(code)"
    case .other(let code): "the request failed (URL error \(code))"
    }
  }

  /// What was wrong with an answer, as a clause: "the response is not valid JSON".
  public static func phrase(for reason: ResponseProblem.Reason) -> String {
    switch reason {
    case .notJSON(let mediaType?): "the server sent \(mediaType) where JSON was expected"
    case .notJSON(nil): "the response is not valid JSON"
    case .missingField(let field) where field.isEmpty: "the response is empty"
    case .missingField(let field): "field `\(field)` is missing"
    case .invalidField(let field) where field.isEmpty: "the response has the wrong shape"
    case .invalidField(let field): "field `\(field)` has a value of the wrong type"
    case .unknownWord(let field, let word, let allowed):
      "field `\(field)` is '\(word)', which is not one of \(allowed.joined(separator: ", "))"
    case .invalidHeader(let name): "its \(name) header cannot be right"
    case .tooLarge(let limit): "the response was larger than \(limit / 1024) KiB"
    case .refusedRedirect(let problem): phrase(for: problem)
    case .unexpectedStatus(let code): "the server answered with an unexpected HTTP \(code)"
    case .malformed: "the reply was not valid HTTP, or its body could not be decoded"
    case .tooManyItems(let limit): "the server lists more than the \(limit) items a sync stores"
    }
  }

  private static func phrase(for problem: ResponseProblem.RedirectProblem) -> String {
    switch problem {
    case .insecureDowngrade: "the server redirected to an insecure http:// address"
    case .disallowedTarget(let target):
      "the server redirected to \(target), which Strata does not follow (https, or http to this "
        + "machine only)"
    case .wouldDropBody(let method) where ["POST", "PUT", "PATCH"].contains(method):
      "the server redirected a \(method) request in a way that would lose its body (Strata sends "
        + "a write again only on a 307 or 308 to the same server)"
    case .wouldDropBody(let method):
      "the server redirected a \(method) request, which Strata sends again only on a 307 or 308 "
        + "to the same server"
    case .tooMany(let limit): "the server redirected more than \(limit) times"
    }
  }

  private static func phrase(for reason: StoreFailure.Reason) -> String {
    switch reason {
    case .diskFull: "the disk is full"
    case .system(_, let words): "the system said \"\(words)\""
    case .notARegularFile: "it is not a regular file, so it was not read"
    case .tooLarge(let limit):
      "it would pass its limit of \(limit >= 1 << 20 ? "\(limit >> 20) MiB" : "\(limit >> 10) KiB"), "
        + "so it was left as it was"
    case .entryTooLarge(let limit): "one entry may hold at most \(limit >> 10) KiB"
    case .unencodable: "a value could not be written as JSON"
    case .corrupted: "the file is corrupted"
    case .otherSchemaVersion(let version): "the file was written with schema version \(version)"
    case .missing: "the file is missing"
    case .locked(let holder): "\(holder ?? "another process") holds the lock"
    case .unsafeName: "the name is not a safe file name"
    case .exposed: "others may read it, so the secret in it is not used"
    }
  }

  private static func sentence(forDiscarded copy: StoreFailure) -> String {
    switch copy.reason {
    case .otherSchemaVersion(let version):
      "The stored copy at \(copy.path) was written with schema version \(version), which this "
        + "version of Strata cannot read, and was ignored."
    default:
      "The stored copy at \(copy.path) could not be used (\(phrase(for: copy.reason))) and was "
        + "ignored."
    }
  }
}
