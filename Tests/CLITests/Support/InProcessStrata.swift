import Domain
import Foundation
import TestSupport

@testable import CLI

/// The whole program run in this process, as `strata` runs it: its data in a temporary home,
/// what it prints recorded, and no password database read. The in-process CLI tests share it,
/// so they cannot drift apart in how they start the program.
///
/// ```swift
/// let strata = try InProcessStrata()
/// let (code, output) = await strata.run(["bookmarks", "--json"])
/// ```
@MainActor
struct InProcessStrata {
  /// Where the runs keep their data (`data` below it), removed with the value.
  let home: TemporaryDirectory
  /// The resources the program serves: the app's, or a test's own.
  var resources: [any Resource.Type]
  /// The clock every run reads.
  var now: @Sendable () -> Date

  /// A program with a home of its own, serving `resources`, reading the time from `now`.
  init(
    resources: [any Resource.Type] = Resources.all, now: @escaping @Sendable () -> Date = Date.init
  ) throws {
    home = try TemporaryDirectory()
    self.resources = resources
    self.now = now
  }

  /// Runs `strata arguments` with `environment` added to its own, and returns its exit code and
  /// what it printed.
  func run(
    _ arguments: [String], environment: [String: String] = [:]
  ) async -> (ExitCode, RecordingConsole) {
    let recording = RecordingConsole()
    var environment = environment
    environment["STRATA_DATA_DIR"] = environment["STRATA_DATA_DIR"] ?? home.appending("data").path
    let application = Application(
      environment: environment, console: recording.console, now: now,
      passwordDatabaseHome: { nil }, resources: resources)
    return (await application.run(arguments), recording)
  }
}
