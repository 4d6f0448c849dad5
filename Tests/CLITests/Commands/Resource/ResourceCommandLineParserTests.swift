import Domain
import DomainMocks
import Testing

@testable import CLI

/// The parser on a resource's commands, `Note`'s, whose collections are addressed by board.
@Suite("Command-line parser: a resource's commands", .tags(.cliContract))
struct ResourceCommandLineParserTests {
  let parser = CommandLineParser(commands: CommandList.all(served: Served(resources: [Note.self])))

  /// The command the arguments parse into, or a recorded failure.
  func run<C: Command>(_ type: C.Type, _ arguments: String...) throws -> C {
    let outcome = try parser.parse(arguments)
    let (command, _) = try #require(outcome.command, "Expected a command, got \(outcome)")
    return try #require(command as? C, "Expected \(C.self), got \(command)")
  }

  @Test("A list reads its address and its page, with the contract's defaults")
  func list() throws {
    let defaults = try run(ResourceListCommand<Note>.self, "notes", "--board-id", "1")
    #expect(defaults.request == .first)
    #expect(defaults.address == Note.Address(boardID: 1))
    let given = try run(
      ResourceListCommand<Note>.self, "notes", "--per-page=25", "--board-id", "2", "--page", "3")
    #expect(given.request == (try PageRequest(page: 3, perPage: 25)))
    #expect(given.address == Note.Address(boardID: 2))
  }

  @Test(
    "Answers help for a command of a resource",
    arguments: [
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

  @Test(
    "Refuses what it cannot run, saying why",
    arguments: [
      (["nots"], "Unknown command 'nots'. Did you mean 'notes'?"),
      (["note"], "'note' needs a subcommand: 'note show', 'note add', 'note edit', 'note delete'."),
      (["notes", "--bord-id", "2"], "Unknown option '--bord-id'. Did you mean '--board-id'?"),
      (["sync", "--board-id", "2"], "Unknown option '--board-id'."),
      (["notes", "--board-id"], "--board-id needs a value."),
      (["notes", "--board-id", "1", "--board-id", "2"], "--board-id was given more than once."),
      (["notes", "--board-id", "1", "--per-page", "101"], "--per-page must be from 1 to 100."),
    ])
  func usageErrors(arguments: [String], message: String) {
    #expect {
      try parser.parse(arguments)
    } throws: { error in
      (error as? UsageError)?.message == message
    }
  }
}
