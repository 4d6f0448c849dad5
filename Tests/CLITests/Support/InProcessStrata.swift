import Domain
import Foundation
import Networking
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
  var resources: [any AppResource.Type]
  /// The clock every run reads.
  var now: @Sendable () -> Date
  /// How a person signs in: the app's, or a test's.
  var signIn: (any SignInFlow)? = Dependencies.signIn
  /// The commands, with those of the resources: the app's, or a test's.
  var commands: @MainActor ([any AppResource.Type]) -> [CommandEntry] = CommandList.all(resources:)

  /// A program serving `resources`, reading the time from `now`.
  ///
  /// - Parameters:
  ///   - home: Its home, when it shares one with runs of the built `strata`; else a home of its
  ///     own.
  ///   - resources: The resources it serves.
  ///   - now: The clock every run reads.
  /// - Throws: The error of creating its own home.
  init(
    home: TemporaryDirectory? = nil, resources: [any AppResource.Type] = Resources.all,
    now: @escaping @Sendable () -> Date = Date.init
  ) throws {
    self.home = try home ?? TemporaryDirectory()
    self.resources = resources
    self.now = now
  }

  /// Runs `strata` as a person would type it.
  ///
  /// - Parameters:
  ///   - arguments: What follows `strata`.
  ///   - environment: Added to the program's own (its data directory is the home's).
  ///   - terminal: Whether standard error is a terminal, as the recording console reports it.
  ///   - failing: A stream whose writes fail, and the `errno` they fail with.
  ///   - lines: What the person types, a line each (a name, a password), in order.
  /// - Returns: The exit code, and what the program printed.
  func run(
    _ arguments: [String], environment: [String: String] = [:], terminal: Bool = false,
    failing: (Console.Stream, Int32)? = nil, typing lines: [String] = []
  ) async -> (ExitCode, RecordingConsole) {
    let recording = RecordingConsole(isTerminal: terminal)
    if let (stream, code) = failing { recording.fail(stream, with: code) }
    var environment = environment
    environment["STRATA_DATA_DIR"] = environment["STRATA_DATA_DIR"] ?? home.appending("data").path
    var typed = lines
    let application = Application(
      environment: environment, console: recording.console, now: now,
      passwordDatabaseHome: { nil },
      typedLine: { _, _ in typed.isEmpty ? nil : typed.removeFirst() }, resources: resources,
      signIn: signIn, commands: commands)
    return (await application.run(arguments), recording)
  }

  /// Runs `strata` with `arguments`, as a person would type them: `run("todos", "--json")`.
  func run(_ arguments: String...) async -> (ExitCode, RecordingConsole) {
    await run(arguments)
  }
}
