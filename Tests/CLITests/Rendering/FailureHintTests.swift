import Features
import Networking
import Repositories
import Storage
import Testing

@testable import CLI

/// Each way a store fails has its own next step: a full disk is not a permission problem, and
/// a full outbox is not a broken file.
@Suite("Failure hints", .tags(.cliContract))
struct FailureHintTests {
  /// The hint `strata outbox` prints under `error`.
  static func hint(for error: RepositoryError, signsIn: Bool = false) throws -> String? {
    guard case .run(_, let definition, let options) = try CommandLineParser().parse(["outbox"])
    else { return nil }
    let settings = try Settings(
      options, for: definition,
      environment: ["HOME": "/h", "STRATA_BASE_URL": "https://api.example.com"],
      passwordDatabaseHome: { nil })
    return FailureHint.text(
      for: UserFacingError(error), command: definition, settings: settings, signsIn: signsIn)
  }

  static func hint(_ reason: StoreFailure.Reason, at path: String) throws -> String? {
    try hint(
      for: .storageFailed(StoreFailure(path: path, reason, underlyingError: .notFound(path: path))))
  }

  @Test(
    "A store failure's hint names the step for its cause",
    arguments: [
      (StoreFailure.Reason.diskFull, "/d/cache/x/notes.json", "Free some space"),
      (.tooLarge(limit: 32 << 20), "/d/cache/x/notes.json", "the next read or 'strata sync'"),
      (.corrupted, "/d/outbox/x/next.json", "what it held is then not sent"),
      (.notARegularFile, "/d/cache/x/notes.json", "Move that file aside"),
      (
        .otherSchemaVersion(9), "/d/outbox/x/change-1-notes.json",
        "Another version of strata wrote it"
      ),
      (.locked(holder: "a sync"), "/d/outbox/x/outbox.lock", "Wait for it to finish"),
      (.system(code: 13, description: "Permission denied"), "/d", "data directory is writable"),
    ])
  func storeHints(reason: StoreFailure.Reason, path: String, words: String) throws {
    let hint = try #require(try Self.hint(reason, at: path))
    #expect(hint.contains(words), "\(hint)")
  }

  @Test("A change that cannot be read back names the discard that drops it")
  func unreadableChange() throws {
    #expect(
      try Self.hint(for: .unreadableChange(id: 4))
        == "Drop it with 'strata outbox discard 4', and make the change again.")
  }

  @Test("A change set apart names the discard that drops it, after its cause's own hint")
  func unsentChange() throws {
    let cause = RepositoryError.invalidResponse(
      ResponseProblem(
        .notJSON(mediaType: "text/html"), underlyingError: .unexpectedContentType("text/html")))
    #expect(
      try Self.hint(for: .unsentChange(id: 4, cause: cause))
        == "Check that --base-url points at the REST API; a Wi-Fi sign-in page can also cause "
        + "this.\nThe server may have applied it: look before making it again. 'strata outbox "
        + "discard 4' drops it.")
    let refused = RepositoryError.unsentChange(id: 4, cause: .unauthorized(statusCode: 401))
    #expect(
      try Self.hint(for: refused, signsIn: true)?.hasPrefix("Sign in with 'strata login'") == true)
  }

  @Test("A full outbox names the commands that make room")
  func outboxFull() throws {
    #expect(
      try Self.hint(for: .outboxFull(capacity: 10_000))
        == "'strata sync' sends what waits, and 'strata outbox discard <id>' drops a change.")
  }

  @Test("A size limit reads in the unit it was set in, for a read or a write alike")
  func sizes() {
    let failure = { (limit: Int) in
      UserFacingError(
        .storageFailed(
          StoreFailure(path: "/o", .tooLarge(limit: limit), underlyingError: .notFound(path: "/o")))
      ).message
    }
    #expect(failure(64 << 10).contains("its limit of 64 KiB"))
    #expect(failure(32 << 20).contains("its limit of 32 MiB"))
  }
}
