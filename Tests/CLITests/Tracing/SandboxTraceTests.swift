import Foundation
import Testing

@testable import CLI

/// `--trace` on the embedded sandbox: what is printed does not change.
extension TraceTests {
  @Test("stdout is the same with and without it, and --json stays valid JSON")
  func stdoutUnchanged() async throws {
    for arguments in [["outbox"], ["outbox", "--json"], ["outbox", "--page", "2", "--json"]] {
      let (_, plain) = await strata.run(arguments)
      let (code, traced) = await strata.run(arguments + ["--trace"])
      #expect(code == .success)
      #expect(traced.stdout == plain.stdout, "\(arguments)")
      #expect(!traced.stdout.contains("trace"))
    }
    let (_, json) = await strata.run(["outbox", "--json", "--trace"])
    #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [String: Any])
  }
}
