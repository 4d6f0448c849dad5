import Foundation
import TestSupport
import Testing

@testable import CLI

/// The bash completion script in a real bash: `complete -p` finds it, and it offers declared words.
@Suite("Shell completion", .tags(.cliContract), .hangGuard)
struct ShellCompletionTests {
  let directory: TemporaryDirectory
  let script: URL

  init() throws {
    directory = try TemporaryDirectory()
    script = directory.appending("strata.bash")
    try ShellCompletion.script(for: .bash, HelpTextTests.held)
      .write(to: script, atomically: true, encoding: .utf8)
  }

  /// What bash offers for the command line `line`, the cursor at its end.
  func offered(_ line: String) async throws -> [String] {
    let program = """
      source \(ShellCompletion.shellWord(script.path))
      complete -p strata >/dev/null || exit 3
      COMP_LINE=\(ShellCompletion.shellWord(line)); COMP_POINT=${#COMP_LINE}
      _strata
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let child = try ChildProcess(
      "bash", ["--norc", "--noprofile", "-c", program],
      environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"],
      directory: directory.url)
    let result = await child.wait()
    #expect(result.exitCode == 0, "\(result.stderr)")
    return result.stdout.split(separator: "\n").map(String.init).sorted()
  }

  @Test("Offers the commands, then a group's subcommands, then a command's options")
  func offers() async throws {
    #expect(try await offered("strata lo") == ["login", "logout"])
    #expect(try await offered("strata outbox ").contains("discard"))
    // A command's own options, and those every command takes.
    let options = try await offered("strata outbox --")
    #expect(options.contains("--per-page") && options.contains("--json"))
    // An option's value is not a command word: after `--page 2`, still the options of `outbox`.
    #expect(try await offered("strata outbox --page 2 --per") == ["--per-page"])
    // Nor is an argument, nor a URL with a port (bash's own split would break it at ':').
    #expect(try await offered("strata outbox discard 5 --js") == ["--json"])
    #expect(
      try await offered("strata --base-url http://localhost:8080 outbox --pa") == ["--page"])
    #expect(try await offered("strata --generate-completion-script z") == ["zsh"])
    #expect(try await offered("strata --generate-m") == ["--generate-manual"])
    #expect(try await offered("strata sync --timeout ").isEmpty)
  }
}

/// The completion scripts and the manual page, held to golden texts, written again with the help's.
@Suite("Release help text", .tags(.cliContract))
struct ReleaseHelpTextTests {
  @Test(
    "The completion scripts and the manual page are their golden texts",
    arguments: ShellCompletion.Shell.allCases.map(\.rawValue) + ["manual"])
  func generated(name: String) throws {
    let text =
      ShellCompletion.Shell(rawValue: name).map {
        ShellCompletion.script(for: $0, HelpTextTests.held)
      } ?? ManualPage.text(HelpTextTests.held, version: "1.2.3")
    try HelpTextTests().expectMatchesGolden(
      text, name: name == "manual" ? "manual" : "completion-\(name)")
  }

  @Test("Each is asked for by its flag, and a word it does not take is a usage error")
  func flags() throws {
    let parser = CommandLineParser(commands: [])
    for arguments in [["--generate-completion-script", "zsh"], ["--generate-manual"]] {
      guard case .describe(let text) = try parser.parse(arguments) else {
        Issue.record("\(arguments) is not a description")
        continue
      }
      #expect(text.word == arguments.dropFirst().first)
    }
    for arguments in [["--generate-completion-script", "tcsh"], ["--generate-manual", "x"]] {
      #expect(throws: UsageError.self) { try parser.parse(arguments) }
    }
  }
}
