import Domain
import Foundation
import Networking
import TestSupport

@testable import CLI

/// The whole program run in this process, as `strata` runs it: its data in a temporary home,
/// what it prints recorded, and no password database read.
///
/// ```swift
/// let strata = try InProcessStrata()
/// let (code, output) = await strata.run(["bookmarks", "--json"])
/// ```
@MainActor
struct InProcessStrata {
  /// Where the runs keep their data (`data` below it), removed with the value.
  let home: TemporaryDirectory
  /// What the program serves through a generic stack: the app's, or a test's own.
  var served: Served
  /// Its data directory, in its home.
  var data: URL { home.appending("data") }
  /// The clock every run reads.
  var now: @Sendable () -> Date
  /// How a person signs in: the app's, or a test's.
  var signIn: (any SignInFlow)? = Dependencies.signIn
  /// The commands, with those of what is served: the app's, or a test's.
  var commands: @MainActor (Served) -> [CommandEntry] = CommandList.all(served:)

  /// A program serving what is `served`, reading the time from `now`, in `home` when it shares one
  /// with runs of the built `strata` (else in a home of its own).
  ///
  /// - Throws: The error of creating its own home.
  init(
    home: TemporaryDirectory? = nil, served: Served = Served(),
    now: @escaping @Sendable () -> Date = Date.init
  ) throws {
    self.home = try home ?? TemporaryDirectory()
    self.served = served
    self.now = now
  }

  /// Runs `strata` as a person would type it: `environment` added to the program's own (its data
  /// directory is the home's), standard error a terminal when `terminal`, writes to the `failing`
  /// stream failing with its `errno`, and `lines` typed in order (a name, a password).
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
      typedLine: { _, _ in typed.isEmpty ? nil : typed.removeFirst() }, served: served,
      signIn: signIn, commands: commands)
    return (await application.run(arguments), recording)
  }

  /// Runs `strata` with `arguments` against a loopback server meeting `scenario` and keeping
  /// `collections`, with `STRATA_API_TOKEN` set: its exit code, what it printed, and the server.
  func run(_ arguments: [String], against scenario: String, collections: [String] = [])
    async throws -> (ExitCode, RecordingConsole, LoopbackServer)
  {
    let server = try await LoopbackServer.start(scenario, collections: collections, in: home)
    let (code, recording) = await run(
      arguments + ["--base-url", server.baseURL],
      environment: ["STRATA_API_TOKEN": "in-process-token"])
    return (code, recording, server)
  }

  /// Runs `strata` with `arguments`, as a person would type them: `run("todos", "--json")`.
  func run(_ arguments: String...) async -> (ExitCode, RecordingConsole) {
    await run(arguments)
  }
}

extension CommandList {
  /// The commands written by hand and the exemplar's `articles`: the samples list it, and the
  /// template, which takes them out, keeps it written but off its list.
  static var withArticles: [CommandEntry] {
    let listed = handWritten.map { $0.entry }
    let articles = ArticlesCommand.entry
    return listed.contains { $0.definition.name == articles.definition.name }
      ? listed : listed + [articles]
  }
}
