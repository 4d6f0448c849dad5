import TestSupport
import Testing

@testable import CLI

/// Exercise 18: `--trace` shows every seam a command crosses, the outbox included.
@MainActor
@Suite("Outbox trace", .tags(.cliContract), .hangGuard)
struct OutboxTraceTests {
  @Test("strata outbox --trace shows the outbox's hop, down and back up")
  func outboxIsTraced() async throws {
    let (code, recording) = try await InProcessStrata().run(["outbox", "--trace"])
    #expect(code == .success)
    let hops = TraceTests.hops(recording.stderr)
    #expect(
      hops.contains("Repositories: → Outbox.changes(page 1)"),
      "The outbox is not traced: no hop says 'Repositories: → Outbox.changes(page 1)'")
    #expect(hops.contains("Repositories: ← 0 changes"))
  }
}
