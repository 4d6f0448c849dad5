import Domain
import Testing

@testable import CLI

@Suite("Command-line parser", .tags(.cliContract))
struct CommandLineParserTests {
  /// The app's commands.
  let parser = CommandLineParser(commands: CommandList.all)

  /// The command and common options the arguments parse into, or a recorded failure.
  func run<C: Command>(_ type: C.Type, _ arguments: String...) throws -> (C, CommonOptions) {
    let outcome = try parser.parse(arguments)
    let (command, options) = try #require(outcome.command, "Expected a command, got \(outcome)")
    return (try #require(command as? C, "Expected \(C.self), got \(command)"), options)
  }

  @Test("Each command has the contract's defaults")
  func defaults() throws {
    let (outbox, options) = try run(OutboxCommand.self, "outbox")
    #expect(outbox.page == (try PageRequest(page: 1, perPage: 100)))
    #expect(!outbox.pageGiven)
    #expect(options == CommonOptions())
  }

  @Test("Reads options as '--name value' or '--name=value', in any order")
  func optionForms() throws {
    let (command, options) = try run(
      OutboxCommand.self, "outbox", "--json", "--per-page=25", "--page", "3", "--offline")
    #expect(command.page == (try PageRequest(page: 3, perPage: 25)))
    #expect(command.pageGiven)
    #expect(options.json)
    #expect(options.offline)
    #expect(!options.verbose)
  }

  @Test("Reads an argument after its command's name")
  func argument() throws {
    #expect(try run(OutboxDiscardCommand.self, "outbox", "discard", "7").0.changeID == 7)
  }

  @Test("Reads the common options with values")
  func commonOptions() throws {
    let options = try run(
      SyncCommand.self, "sync", "--base-url", "https://api.example.com", "--data-dir=/tmp/x",
      "--timeout", "2.5", "--verbose"
    ).1
    #expect(options.baseURL == "https://api.example.com")
    #expect(options.dataDirectory == "/tmp/x")
    #expect(options.timeout == "2.5")
    #expect(options.verbose)
  }

  @Test(
    "Answers help and version requests",
    arguments: [
      (["--help"], nil), (["-h"], nil), (["help"], nil), (["help", "sync"], "sync"),
      (["help", "outbox"], "outbox"), (["outbox", "--help"], "outbox"),
      (["help", "outbox", "discard"], "outbox discard"),
      (["outbox", "discard", "7", "-h"], "outbox discard"),
    ] as [([String], String?)])
  func help(arguments: [String], topic: String?) throws {
    let outcome = try parser.parse(arguments)
    let definition = try #require(outcome.helpTopic, "Expected help, got \(outcome)")
    #expect(definition?.name == topic)
  }

  @Test("Answers --version")
  func version() throws {
    #expect(try parser.parse(["--version"]).isVersion)
  }

  @Test(
    "Refuses what it cannot run, saying why",
    arguments: [
      ([], "Missing command: say which one, for example 'strata sync'."),
      (["sycn"], "Unknown command 'sycn'. Did you mean 'sync'?"),
      (["frobnicate"], "Unknown command 'frobnicate'."),
      (["help", "nope"], "There is no command 'nope'."),
      (["outbox", "--pgae", "2"], "Unknown option '--pgae'. Did you mean '--page'?"),
      (["sync", "--page", "2"], "Unknown option '--page'."),
      (["sync", "extra"], "Unexpected argument 'extra'."),
      (["outbox", "discard"], "id is missing."),
      (["outbox", "--page"], "--page needs a value."),
      (["outbox", "--page", "--json"], "--page needs a value."),
      (["outbox", "--page", "1", "--page", "2"], "--page was given more than once."),
      (["sync", "--json=yes"], "--json is a flag and takes no value."),
      (["outbox", "--page", "-2"], "--page must be a whole number from 1, not '-2'."),
      (
        ["outbox", "--page", "99999999999999999999"],
        "--page must be a whole number from 1, not '99999999999999999999'."
      ),
      (["outbox", "--per-page", "101"], "--per-page must be from 1 to 100."),
      (["outbox", "--page", "99999999"], "--page must be from 1 to 1000000."),
    ])
  func usageErrors(arguments: [String], message: String) {
    #expect {
      try parser.parse(arguments)
    } throws: { error in
      (error as? UsageError)?.message == message
    }
  }

  @Test("Names the command in a usage error, for the help hint")
  func usageErrorNamesCommand() {
    #expect {
      try parser.parse(["sync", "--bogus"])
    } throws: { error in
      (error as? UsageError)?.command == "sync"
    }
  }

  @Test(
    "Measures typos by edit distance",
    arguments: [
      ("kitten", "sitting", 3), ("", "abc", 3), ("same", "same", 0), ("--pgae", "--page", 2),
    ])
  func editDistance(a: String, b: String, distance: Int) {
    #expect(EditDistance.between(a, b) == distance)
  }

  @Test("Suggests nothing for a word too long to be a typo, without scanning it")
  func longWord() {
    #expect(EditDistance.nearest(to: String(repeating: "x", count: 10_000), among: ["a"]) == nil)
  }
}
