import Domain
import DomainMocks
import Features
import Foundation
import TestSupport
import Testing

@testable import CLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `strata browse` on a real pseudo-terminal (``TerminalSession``), typed into as a person types,
/// for the sandbox and for the loopback server. Every run checks the exit code and that the
/// terminal is given back as it was: raw mode, echo, the cursor and the alternate screen.
@Suite("End to end: browse", .tags(.endToEnd), .hangGuard)
struct BrowseEndToEndTests {
  let home: TemporaryDirectory

  init() throws {
    home = try TemporaryDirectory()
  }

  /// Waits for the program to exit, and checks its code and that the terminal is as it was.
  func expectExit(
    _ session: TerminalSession, code: Int32 = 0, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let ending = try await session.waitForExit()
    #expect(ending.exitCode == code, sourceLocation: sourceLocation)
    #expect(ending.terminalRestored, "stty -g changed", sourceLocation: sourceLocation)
  }

  /// Starts `strata browse` on the sandbox and waits for its home screen.
  func startHome() async throws -> TerminalSession {
    let session = try await TerminalSession.start(["browse"], home: home)
    try await session.waitFor("Strata · Home")
    return session
  }

  /// Quits with `q`, and checks the exit and that the shell's screen is back, its backend line too.
  func quitToShell(
    _ session: TerminalSession, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    try await session.type("q")
    try await expectExit(session, sourceLocation: sourceLocation)
    let screen = try await session.screen()
    #expect(
      screen.contains { $0.hasPrefix("Backend: embedded sandbox") },
      sourceLocation: sourceLocation)
    #expect(!screen.contains { $0.contains("Strata ·") }, sourceLocation: sourceLocation)
  }

  @Test("Starts on the home screen; ? shows the keys, Esc goes back, q exits 0")
  func home() async throws {
    let session = try await startHome()
    try await session.type("?")
    try await session.waitFor("show these keys")
    // A lone Escape: nothing follows it, and it must not wait for a sequence for ever.
    try await session.press("Escape")
    try await session.waitFor("Strata · Home")
    try await quitToShell(session)
  }

  @Test("SIGTERM exits 143 and restores the terminal")
  func terminate() async throws {
    let session = try await startHome()
    kill(try await session.programID(), SIGTERM)
    try await expectExit(session, code: 143)
  }

  @Test(
    "Suspended (Ctrl-Z, or SIGTSTP from outside), it gives the terminal back; continued, it takes it over and draws everything",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat"), "reads /proc"),
    arguments: ["Ctrl-Z", "SIGTSTP"])
  func suspend(how: String) async throws {
    let session = try await startHome()
    let program = try await session.programID()
    if how == "Ctrl-Z" {
      try await session.press("C-z")
    } else {
      kill(program, SIGTSTP)
    }
    try await session.waitUntilStopped(program)
    // The shell's screen, as the shell left it, and its settings: cooked mode, echo, the cursor.
    try await session.waitUntilGone("Strata ·")
    #expect(try await session.terminalSettings() == session.settingsBefore())

    kill(program, SIGCONT)
    try await session.waitFor("Strata · Home")
    // Raw mode again: a key acts at once, with no Enter after it.
    try await session.type("?")
    try await session.waitFor("show these keys")
    try await session.type("q")
    try await expectExit(session)
  }

  @Test(
    "Offline, browse adds, edits and deletes into the outbox, marks the changed row, and sends nothing",
    .tags(.loopback),
    .enabled(if: FormSample.first != nil, "no resource allows add, edit and delete"))
  func offlineWrites() async throws {
    let sample = try #require(FormSample.first)
    let names = sample.names
    let server = try await LoopbackServer.start("ok", collections: [sample.path], in: home)
    func strata(_ arguments: [String]) async throws -> ProcessResult {
      try await StrataBinary.run(arguments + ["--base-url", server.baseURL], home: home)
    }
    // Two items on the server, and a stored copy of the items' list: what an offline browse reads.
    for _ in 1...2 { #expect(try await strata(sample.add).exitCode == 0) }
    #expect(try await strata(["sync"]).exitCode == 0)
    #expect(try await strata(sample.list).exitCode == 0)
    let before = server.requests().count

    let session = try await TerminalSession.start(
      ["browse", "--offline", "--base-url", server.baseURL], home: home)
    try await session.waitFor("\(names.plural)")
    for _ in 0..<sample.menuIndex { try await session.type("j") }
    try await session.press("Enter")
    if !sample.parameters.isEmpty {
      for value in sample.parameters {
        try await session.type(value)
        try await session.press("Tab")
      }
      try await session.press("Enter")
    }
    try await session.waitFor(" · 2 of 2")

    // a: every field typed, as `CommandSamples` fills an add's options.
    try await session.type("a")
    try await session.waitFor("New \(sample.singularWords)")
    for value in sample.values {
      try await session.press("C-u")
      try await session.type(value)
      try await session.press("Tab")
    }
    try await session.press("Enter")
    try await session.waitFor("Queued: the change waits to be sent")
    // Back in the list, the new item comes first, marked, known by its change (+1) until the
    // server gives it an identifier, and counted.
    try await session.press("Escape")
    let list = try await session.waitFor(" · 3 of 3")
    #expect(list.contains { $0.contains(" › +") && $0.contains(" ~ ") }, "\(list)")

    /// Opens item `id`, waiting until it has loaded: `e` and `d` act on a loaded item only.
    func openNext(_ id: Int) async throws {
      try await session.type("j")
      try await session.waitFor(" ›  \(id)   ")
      try await session.press("Enter")
      try await session.waitFor("\(names.singular) \(id)")
      try await session.waitUntilGone("Loading…")
    }

    // e on item 1: one text field changed.
    try await openNext(1)
    try await session.type("e")
    try await session.waitFor("Edit \(sample.singularWords) 1")
    for _ in 0..<sample.editedField { try await session.press("Tab") }
    try await session.press("C-u")
    try await session.type("Changed offline")
    try await session.press("Enter")
    try await session.waitFor("Queued: the change waits to be sent")
    try await session.press("Escape")
    try await session.waitFor("A change of this item waits to be sent")
    try await session.press("Escape")
    try await session.waitFor(" ›  1 ~ ")

    // d on item 2, after asking.
    try await openNext(2)
    try await session.type("d")
    try await session.waitFor("Delete \(sample.singularWords) 2?")
    try await session.type("y")
    try await session.waitFor("Queued: the delete waits for strata sync.")
    try await session.type("q")
    try await expectExit(session)

    let sent = server.requests().dropFirst(before).map { "\($0.method) \($0.path)" }
    #expect(sent.isEmpty, "browse --offline sent \(sent)")
    let outbox = try await strata(["outbox", "--json"])
    let object = try JSONSerialization.jsonObject(with: Data(outbox.stdout.utf8))
    let changes = (object as? [String: Any])?["changes"] as? [[String: Any]] ?? []
    let summary = changes.map { change in
      let id = (change["target"] as? [String: Any])?["id"] as? Int
      return "\(change["action"] as? String ?? "?") \(id.map(String.init) ?? "-")"
    }
    #expect(summary == ["add -", "edit 1", "delete 2"])
    #expect(changes.allSatisfy { $0["state"] as? String == "pending" })
  }

  @Test("Resizing redraws at the new size, and below 40×12 asks for a larger window")
  func resize() async throws {
    let session = try await TerminalSession.start(["browse"], columns: 100, rows: 30, home: home)
    try await session.waitFor("Strata · Home")
    try await session.resize(columns: 30, rows: 10)
    try await session.waitFor("Make the window larger")
    try await session.resize(columns: 120, rows: 40)
    let screen = try await session.waitFor("Enter open · s sync · ? keys · q quit")
    #expect(screen.contains { $0.contains("Strata · Home") })
    try await session.type("q")
    try await expectExit(session)
  }

  @Test("Without an interactive terminal, or with TERM=dumb: exit 64 and one sentence")
  func notInteractive() async throws {
    let piped = try await StrataBinary.run(["browse"], home: home, environment: ["TERM": "xterm"])
    #expect(piped.exitCode == 64)
    #expect(piped.stderr.hasPrefix("Error: strata browse needs an interactive terminal"))
    #expect(piped.stdout.isEmpty)

    let session = try await TerminalSession.start(
      ["browse"], home: home, environment: ["TERM": "dumb"])
    try await session.waitFor("needs an interactive terminal")
    try await expectExit(session, code: 64)
  }
}

/// What a person types into `strata browse` to write to the first resource the app ships that
/// allows add, edit and delete, made from its schema.
struct FormSample {
  /// The first such resource, or `nil` when there is none.
  static let first: FormSample? = Resources.all.enumerated().lazy.compactMap { index, model in
    sample(model, menuIndex: index)
  }.first

  let names: ResourceNames
  /// One item in a sentence: "todo".
  let singularWords: String
  /// Its place on the home screen.
  let menuIndex: Int
  /// Its collection's path, its parameters filled in as ``parameters`` fills them.
  let path: String
  /// A value for each of its collection's parameters, in order.
  let parameters: [String]
  /// A value for each field of its form, in order, as ``CommandSamples`` fills an add's options.
  let values: [String]
  /// The place in the form of the first text field that is not a parameter: what an edit changes.
  let editedField: Int
  /// `strata <model> add …` and `strata <models> …`.
  let add: [String]
  let list: [String]

  private static func sample<Model: AppResource>(_ model: Model.Type, menuIndex: Int)
    -> FormSample?
  {
    let schema = Model.schema
    let parameters = Set(Model.Address.parts.map(\.key))
    guard Set(schema.actions).isSuperset(of: [.add, .edit, .delete]),
      let edited = schema.fields.firstIndex(where: {
        $0.kind == .text && !parameters.contains($0.key)
      }),
      let add = CommandSamples.arguments(model, .add),
      let list = CommandSamples.arguments(model, .list),
      let path = CommandSamples.collectionPath(of: model, allowing: nil)
    else { return nil }
    return FormSample(
      names: schema.names, singularWords: Model.singularWords, menuIndex: menuIndex, path: path,
      parameters: Model.Address.parts.map { CommandSamples.value(for: $0.kind.placeholder) },
      values: schema.fields.map { CommandSamples.value(for: $0.kind.placeholder) },
      editedField: edited, add: add, list: list)
  }
}
