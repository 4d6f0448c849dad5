import DomainMocks
import Foundation
import Testing

@testable import CLI

/// `--trace` on the embedded sandbox, through a resource's generic stack.
extension TraceTests {
  /// The program serving `Note`, the tests' resource, in a home of its own.
  func servingNotes() throws -> InProcessStrata {
    try InProcessStrata(served: Served(resources: [Note.self]))
  }

  @Test("One request crosses every layer, down and back up, each line naming its module")
  func resourceHops() async throws {
    let (code, output) = try await servingNotes().run(["note", "show", "1", "--trace"])
    #expect(code == .success)
    let hops = Self.hops(output.stderr)
    #expect(
      Array(hops.prefix(6)) == [
        "Features: → ItemViewModel<Note>.load()",
        "Repositories: → RemoteResourceRepository<Note>.item(1, policy: networkFirst)",
        "Networking: → RemoteAPIClient.send(FetchResource<Note>: GET /notes/1)",
        "Sandbox: → SandboxTransport.send(GET /notes/1)",
        "Sandbox: ← 200, 120 bytes",
        "Networking: ← Note",
      ])
    #expect(hops.contains { $0.hasPrefix("Storage: → FileAccessor.write(") })
    #expect(hops.suffix(2) == ["Repositories: ← live", "Features: ← state: loaded"])
    // Indented by depth: each hop down sits two columns right of its caller.
    let lines = output.stderr.split(separator: "\n").filter { $0.hasPrefix("trace  ") }
    try #require(lines.count >= 2)
    #expect(lines[0].contains("  → ItemViewModel") && lines[1].contains("    → RemoteResource"))
  }

  @Test("stdout is the same with and without it, and --json stays valid JSON")
  func resourceStdoutUnchanged() async throws {
    let notes = try servingNotes()
    for arguments in [
      ["notes", "--board-id", "1"], ["notes", "--board-id", "1", "--json"],
      ["note", "show", "1", "--json"],
    ] {
      let (_, plain) = await notes.run(arguments)
      let (code, traced) = await notes.run(arguments + ["--trace"])
      #expect(code == .success)
      #expect(traced.stdout == plain.stdout, "\(arguments)")
      #expect(!traced.stdout.contains("trace"))
    }
    let (_, json) = await notes.run(["outbox", "--json", "--trace"])
    #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [String: Any])
  }

  @Test("A failure is traced where it happens, and travels back up")
  func resourceFailure() async throws {
    let (code, output) = try await servingNotes().run(["note", "show", "999", "--trace"])
    #expect(code == .refused)
    let hops = Self.hops(output.stderr)
    #expect(hops.contains { $0.hasPrefix("Sandbox: ← 404") })
    #expect(hops.contains { $0.hasPrefix("Networking: ← failed: status(404,") })
    #expect(hops.contains { $0.hasPrefix("Repositories: ← failed: notFound(note 999") })
    #expect(hops.last == "Features: ← state: failed (notFound)")
  }
}
