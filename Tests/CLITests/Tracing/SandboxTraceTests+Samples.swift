import Foundation
import Testing

@testable import CLI

extension TraceTests {
  nonisolated static let learn = StrataBinary.packageRoot.appendingPathComponent("LEARN.md")

  // The course is an extra: taken out, there is no quote to hold.
  @Test(
    "LEARN.md's trace of the profile is the one it prints, its times aside",
    .enabled(if: FileManager.default.fileExists(atPath: learn.path)))
  func learnQuotesIt() async throws {
    let text = try String(contentsOf: Self.learn, encoding: .utf8)
    let block = #/swift run strata profile --trace\n```\n\n```\n(?<trace>[^`]*)```/#
    let quoted = try #require(text.firstMatch(of: block), "LEARN.md quotes no trace")
    let (code, output) = await strata.run(["profile", "--trace"])
    #expect(code == .success)
    #expect(Self.timeless(output.stderr) == Self.timeless(String(quoted.trace)))
  }

  /// The trace lines of `text`, each without its time.
  static func timeless(_ text: String) -> [String] {
    text.split(separator: "\n").filter { $0.hasPrefix("trace  ") }.map {
      String($0.replacing(#/ \([0-9.]+ ms\)/#, with: ""))
    }
  }

  // The hops of a request that never leaves the process: the exemplar's, which the sandbox
  // serves with the samples.

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

  @Test("A failure is traced where it happens, and travels back up")
  func failure() async {
    let (code, output) = await strata.run(["articles", "--offline", "--trace"])
    #expect(code == .unavailable)
    let hops = Self.hops(output.stderr)
    #expect(hops.contains { $0.hasPrefix("Repositories: ← failed: notStored") })
    #expect(hops.last == "Features: ← state: failed (notStored)")
  }
}
