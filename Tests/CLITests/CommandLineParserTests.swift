import Domain
import Testing

@testable import CLI

@Suite("Command-line parser", .tags(.contract))
struct CommandLineParserTests {
  let parser = CommandLineParser()

  func run(_ arguments: String...) throws -> Invocation {
    let outcome = try parser.parse(arguments)
    guard case .run(let invocation) = outcome else {
      Issue.record("Expected a command, got \(outcome)")
      return Invocation(command: .sync(userID: 0), options: CommonOptions())
    }
    return invocation
  }

  @Test("Each command has the contract's defaults")
  func defaults() throws {
    #expect(try run("profile").command == .profile(userID: 1))
    #expect(try run("articles").command == .articles(try PageRequest(page: 1, perPage: 10)))
    #expect(try run("sync").command == .sync(userID: 1))
    #expect(try run("profile").options == CommonOptions())
  }

  @Test("Reads options as '--name value' or '--name=value', in any order")
  func optionForms() throws {
    let invocation = try run("articles", "--json", "--per-page=25", "--page", "3", "--offline")
    #expect(invocation.command == .articles(try PageRequest(page: 3, perPage: 25)))
    #expect(invocation.options.json)
    #expect(invocation.options.offline)
    #expect(!invocation.options.verbose)
  }

  @Test("Reads the common options with values")
  func commonOptions() throws {
    let options = try run(
      "profile", "--base-url", "https://api.example.com", "--data-dir=/tmp/x", "--timeout", "2.5",
      "--verbose"
    ).options
    #expect(options.baseURL == "https://api.example.com")
    #expect(options.dataDirectory == "/tmp/x")
    #expect(options.timeout == "2.5")
    #expect(options.verbose)
  }

  @Test("Reads edit-profile's fields, keeping their text as typed")
  func editProfile() throws {
    let command = try run("edit-profile", "--user", "3", "--name", "  Ada  ", "--email=a@b.co")
      .command
    #expect(command == .editProfile(userID: 3, name: "  Ada  ", email: "a@b.co"))
  }

  @Test(
    "Answers help and version requests",
    arguments: [
      (["--help"], CommandLineParser.Outcome.help(command: nil)),
      (["-h"], .help(command: nil)),
      (["help"], .help(command: nil)),
      (["help", "sync"], .help(command: "sync")),
      (["articles", "--help"], .help(command: "articles")),
      (["edit-profile", "--name", "x", "-h"], .help(command: "edit-profile")),
      (["--version"], .version),
    ])
  func helpAndVersion(arguments: [String], outcome: CommandLineParser.Outcome) throws {
    #expect(try parser.parse(arguments) == outcome)
  }

  @Test(
    "Refuses what it cannot run, saying why",
    arguments: [
      ([], "Missing command: say which one, for example 'strata articles'."),
      (["artciles"], "Unknown command 'artciles'. Did you mean 'articles'?"),
      (["frobnicate"], "Unknown command 'frobnicate'."),
      (["help", "nope"], "There is no command 'nope'."),
      (["profile", "--usr", "2"], "Unknown option '--usr'. Did you mean '--user'?"),
      (["articles", "--user", "2"], "Unknown option '--user'."),
      (["profile", "extra"], "Unexpected argument 'extra'."),
      (["profile", "--user"], "--user needs a value."),
      (["profile", "--user", "--json"], "--user needs a value."),
      (["profile", "--user", "1", "--user", "2"], "--user was given more than once."),
      (["profile", "--json=yes"], "--json is a flag and takes no value."),
      (["profile", "--user", "one"], "--user must be a whole number from 1, not 'one'."),
      (["profile", "--user", "0"], "--user must be a whole number from 1, not '0'."),
      (["articles", "--page", "-2"], "--page must be a whole number from 1, not '-2'."),
      (["articles", "--per-page", "101"], "--per-page must be from 1 to 100."),
      (["articles", "--page", "99999999"], "--page must be from 1 to 1000000."),
      (["edit-profile", "--user", "2"], "Say what to change: --name, --email, or both."),
    ])
  func usageErrors(arguments: [String], message: String) {
    #expect(throws: UsageError.self) { try parser.parse(arguments) }
    do {
      _ = try parser.parse(arguments)
    } catch {
      #expect(error.message == message)
    }
  }

  @Test("Names the command in a usage error, for the help hint")
  func usageErrorNamesCommand() {
    do {
      _ = try parser.parse(["sync", "--bogus"])
      Issue.record("Expected a usage error")
    } catch {
      #expect(error.command == "sync")
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
}
