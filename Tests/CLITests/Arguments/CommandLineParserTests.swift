import Domain
import DomainMocks
import FeaturesMocks
import NetworkingMocks
import Testing

@testable import CLI

@Suite("Command-line parser", .tags(.cliContract))
struct CommandLineParserTests {
  /// The app's commands with one resource, `Note`, whose collections are addressed by board.
  let parser = CommandLineParser(commands: CommandList.all(served: Served(resources: [Note.self])))

  /// The command and common options the arguments parse into, or a recorded failure.
  func run<C: Command>(_ type: C.Type, _ arguments: String...) throws -> (C, CommonOptions) {
    let outcome = try parser.parse(arguments)
    let (command, options) = try #require(outcome.command, "Expected a command, got \(outcome)")
    return (try #require(command as? C, "Expected \(C.self), got \(command)"), options)
  }

  @Test("Each command has the contract's defaults")
  func defaults() throws {
    let (list, options) = try run(ResourceListCommand<Note>.self, "notes", "--board-id", "1")
    #expect(list.request == .first)
    #expect(list.address == Note.Address(boardID: 1))
    #expect(options == CommonOptions())
  }

  @Test("Reads options as '--name value' or '--name=value', in any order")
  func optionForms() throws {
    let (command, options) = try run(
      ResourceListCommand<Note>.self, "notes", "--json", "--per-page=25", "--board-id", "2",
      "--page", "3", "--offline")
    #expect(command.request == (try PageRequest(page: 3, perPage: 25)))
    #expect(command.address == Note.Address(boardID: 2))
    #expect(options.json)
    #expect(options.offline)
    #expect(!options.verbose)
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
      (["notes", "--help"], "notes"), (["help", "note", "edit"], "note edit"),
      (["note", "edit", "--title", "x", "-h"], "note edit"),
    ] as [([String], String?)])
  func help(arguments: [String], topic: String?) throws {
    let outcome = try parser.parse(arguments)
    let definition = try #require(outcome.helpTopic, "Expected help, got \(outcome)")
    #expect(definition?.name == topic)
  }

  @Test(
    "Answers help for a group of commands with its subcommands, wherever --help is",
    arguments: [
      ["note", "--help"], ["note", "-h"], ["help", "note"], ["note", "--json", "--help"],
    ])
  func groupHelp(arguments: [String]) throws {
    let group = try #require(try parser.parse(arguments).groupHelp)
    #expect(group.name == "note")
    #expect(group.members == ["note show", "note add", "note edit", "note delete"])
  }

  @Test("A group's help lists its subcommands and how to read theirs")
  func groupHelpText() throws {
    let group = try #require(try parser.parse(["note", "--help"]).groupHelp)
    let definitions = parser.commands.map { $0.definition }.filter {
      group.members.contains($0.name)
    }
    #expect(
      HelpText.group(group.name, definitions) == """
        Usage: strata note <subcommand> [options]

        Subcommands:
          note show     Show one note.
          note add      Add a note.
          note edit     Change a note.
          note delete   Delete a note.

        Run 'strata note <subcommand> --help' for a subcommand's own options.
        """)
  }

  @Test("Answers --version")
  func version() throws {
    #expect(try parser.parse(["--version"]).isVersion)
  }

  @Test(
    "Refuses what it cannot run, saying why",
    arguments: [
      ([], "Missing command: say which one, for example 'strata sync'."),
      (["nots"], "Unknown command 'nots'. Did you mean 'notes'?"),
      (["frobnicate"], "Unknown command 'frobnicate'."),
      (["note"], "'note' needs a subcommand: 'note show', 'note add', 'note edit', 'note delete'."),
      (["help", "nope"], "There is no command 'nope'."),
      (["notes", "--bord-id", "2"], "Unknown option '--bord-id'. Did you mean '--board-id'?"),
      (["sync", "--board-id", "2"], "Unknown option '--board-id'."),
      (["sync", "extra"], "Unexpected argument 'extra'."),
      (["notes", "--board-id"], "--board-id needs a value."),
      (["notes", "--board-id", "--json"], "--board-id needs a value."),
      (["notes", "--board-id", "1", "--board-id", "2"], "--board-id was given more than once."),
      (["sync", "--json=yes"], "--json is a flag and takes no value."),
      (
        ["notes", "--board-id", "1", "--page", "-2"],
        "--page must be a whole number from 1, not '-2'."
      ),
      (
        ["notes", "--board-id", "1", "--page", "99999999999999999999"],
        "--page must be a whole number from 1, not '99999999999999999999'."
      ),
      (["notes", "--board-id", "1", "--per-page", "101"], "--per-page must be from 1 to 100."),
      (["notes", "--board-id", "1", "--page", "99999999"], "--page must be from 1 to 1000000."),
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
