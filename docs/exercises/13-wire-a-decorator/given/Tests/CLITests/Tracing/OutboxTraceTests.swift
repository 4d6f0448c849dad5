import Foundation
import TestSupport
import Testing

@testable import CLI

/// Exercise 13: `--trace` shows every seam a command crosses, the outbox included.
@MainActor
@Suite("Outbox trace", .tags(.cliContract), .hangGuard)
struct OutboxTraceTests {
  let home: TemporaryDirectory

  init() throws {
    home = try TemporaryDirectory()
  }

  @Test("strata outbox --trace shows the outbox's hop, down and back up")
  func outboxIsTraced() async {
    let recording = RecordingConsole()
    let application = Application(
      environment: ["STRATA_DATA_DIR": home.appending("data").path], console: recording.console,
      passwordDatabaseHome: { nil })
    #expect(await application.run(["outbox", "--trace"]) == .success)
    let hops = TraceTests.hops(recording.stderr)
    #expect(
      hops.contains("Repositories: → Outbox.changes()"),
      "The outbox is not traced: no hop says 'Repositories: → Outbox.changes()'")
    #expect(hops.contains("Repositories: ← 0 changes"))
  }
}
