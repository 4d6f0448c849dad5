import FeaturesMocks
import Foundation
import NetworkingMocks
import TestSupport
import Testing

@testable import CLI

/// The whole program in-process: real parsing and wiring, the embedded sandbox and a real data
/// directory; only the terminal is recorded.
@MainActor
@Suite("Application")
struct ApplicationTests {
  let strata: InProcessStrata

  init() throws {
    strata = try InProcessStrata(now: { Date(timeIntervalSince1970: 1_800_000_000) })
  }

  var home: TemporaryDirectory { strata.home }
  var dataDirectory: URL { home.appending("data") }

  func run(
    _ arguments: String..., environment: [String: String] = [:], terminal: Bool = false,
    failing: (Console.Stream, Int32)? = nil
  ) async -> (ExitCode, RecordingConsole) {
    await strata.run(arguments, environment: environment, terminal: terminal, failing: failing)
  }

  @Test("Prints help and the version with exit 0")
  func helpAndVersion() async {
    let (helpCode, help) = await run("--help")
    #expect(helpCode == .success)
    #expect(help.stdout.hasPrefix("strata: a layered Swift app"))
    let (versionCode, version) = await run("--version")
    #expect(versionCode == .success)
    #expect(version.stdout == "strata \(Version.current)\n")
  }

  @Test("A usage error says what is wrong and where to look, and wires nothing")
  func usageError() async {
    let (code, output) = await run("outbox", "--per-page", "0")
    #expect(code == .usage)
    #expect(
      output.stderr
        == "Error: --per-page must be a whole number from 1, not '0'.\nSee 'strata outbox --help' for more information.\n"
    )
    #expect(!FileManager.default.fileExists(atPath: dataDirectory.path))
  }

  @Test("Output that cannot be written ends the run with exit 74, saying so on stderr")
  func unwritableOutput() async {
    let (code, output) = await run("outbox", failing: (.output, 28))  // ENOSPC
    #expect(code == .ioError)
    #expect(output.stderr.contains("Error: Could not write the output: No space left on device."))
  }

  @Test(
    "Stderr that cannot be written changes no outcome: success stays 0, a failure keeps its code")
  func unwritableErrors() async {
    let (success, _) = await run("outbox", failing: (.error, 9))  // EBADF
    #expect(success == .success)
    let (failure, _) = await run("outbox", "discard", "999", failing: (.error, 9))
    #expect(failure == .refused)
  }

  @Test("A reader that went away (EPIPE) ends the run with exit 74, quietly")
  func brokenPipe() async {
    let (code, output) = await run("outbox", failing: (.output, 32))  // EPIPE
    #expect(code == .ioError)
    #expect(!output.stderr.contains("Could not write"))
  }
}
