import Foundation
import Testing

@testable import CLI

/// `--trace` on the embedded sandbox: the hops of a request that never leaves the process.
extension TraceTests {
  @Test("One request crosses every layer, down and back up, each line naming its module")
  func pageHops() async throws {
    let (code, output) = await strata.run(["articles", "--trace"])
    #expect(code == .success)
    let hops = Self.hops(output.stderr)
    #expect(
      Array(hops.prefix(6)) == [
        "Features: → ArticleListViewModel.load()",
        "Repositories: → RemoteArticleRepository.articles(page: 1, perPage: 10, policy: networkFirst)",
        "Networking: → RemoteAPIClient.send(FetchArticles: GET /posts)",
        "Sandbox: → SandboxTransport.send(GET /posts?_page=1&_limit=10)",
        "Sandbox: ← 200, 2303 bytes",
        "Networking: ← Page<Article>",
      ])
    #expect(hops.contains { $0.hasPrefix("Storage: → FileAccessor.write(") })
    #expect(hops.suffix(2) == ["Repositories: ← 10 articles, live", "Features: ← state: loaded"])
    // Indented by depth: each hop down sits two columns right of its caller.
    let lines = output.stderr.split(separator: "\n").filter { $0.hasPrefix("trace  ") }
    try #require(lines.count >= 2)
    #expect(
      lines[0].contains("  → ArticleListViewModel") && lines[1].contains("    → RemoteArticle"))
  }

  @Test("stdout is the same with and without it, and --json stays valid JSON")
  func stdoutUnchanged() async throws {
    for arguments in [
      ["articles"], ["articles", "--json"], ["articles", "--page", "2", "--json"],
    ] {
      let (_, plain) = await strata.run(arguments)
      let (code, traced) = await strata.run(arguments + ["--trace"])
      #expect(code == .success)
      #expect(traced.stdout == plain.stdout, "\(arguments)")
      #expect(!traced.stdout.contains("trace"))
    }
    let (_, json) = await strata.run(["outbox", "--json", "--trace"])
    #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [String: Any])
  }

  @Test("A failure is traced where it happens, and travels back up")
  func failure() async {
    let (code, output) = await strata.run(["articles", "--offline", "--trace"])
    #expect(code == .unavailable)
    let hops = Self.hops(output.stderr)
    #expect(hops.contains { $0.hasPrefix("Repositories: ← failed: notStored") })
    #expect(hops.last == "Features: ← state: failed (notStored)")
  }
}
