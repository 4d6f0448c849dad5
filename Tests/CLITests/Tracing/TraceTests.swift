import Domain
import FeaturesMocks
import Foundation
import Networking
import NetworkingMocks
import Repositories
import RepositoriesMocks
import TestSupport
import Testing

@testable import CLI

/// `--trace`: a line per hop down and back up, on stderr, and stdout unchanged.
@MainActor
@Suite("Trace", .tags(.cliContract), .hangGuard)
struct TraceTests {
  let strata: InProcessStrata
  var home: TemporaryDirectory { strata.home }

  init() throws {
    var strata = try InProcessStrata()
    strata.commands = { _ in CommandList.withArticles }
    self.strata = strata
  }

  /// The trace lines, each as its module and what follows it, the time taken out.
  static func hops(_ stderr: String) -> [String] {
    stderr.split(separator: "\n").filter { $0.hasPrefix("trace  ") }.map { line in
      let text = line.dropFirst("trace  ".count)
      let module = text.prefix(12).trimmingCharacters(in: .whitespaces)
      let call = text.dropFirst(14).trimmingCharacters(in: .whitespaces)
        .replacingOccurrences(of: #" \([0-9.]+ ms\)"#, with: "", options: .regularExpression)
      return "\(module): \(call)"
    }
  }

  @Test("Retries and the waits between them show in the trace", .tags(.loopback))
  func retries() async throws {
    let server = try await LoopbackServer.start("flaky", in: home)
    let (code, output) = await strata.run(["articles", "--trace", "--base-url", server.baseURL])
    #expect(code == .success)
    let hops = Self.hops(output.stderr)
    let attempts = hops.filter {
      $0.hasPrefix("Networking: → URLSessionTransport.send(GET /posts")
    }
    #expect(attempts.count == 2)
    #expect(hops.contains { $0.hasPrefix("Networking: ← 503") })
    #expect(
      hops.contains { $0.hasPrefix("Networking: · RetryingTransport waits before trying again: ") })
  }

  @Test("Concurrent calls indent by their own call chain")
  func concurrentDepth() async {
    let lines = Recorder<String>()
    let tracer = Tracer(write: lines.append)
    await tracer.hop("Features", "outer") { () async in
      await withTaskGroup(of: Void.self) { group in
        for index in 0..<4 {
          group.addTask {
            await tracer.hop("Repositories", "inner \(index)") { () async in }
          }
        }
      }
    }
    let inner = lines.values.filter { $0.contains("Repositories") }
    #expect(inner.count == 8)
    // Every inner call sits one level under the outer one, though they ran at once.
    #expect(
      inner.allSatisfy {
        $0.hasPrefix("trace  Repositories    → inner")
          || $0.hasPrefix("trace  Repositories    ← done")
      })
    #expect(lines.values.first == "trace  Features      → outer")
    #expect(Tracer.milliseconds(.microseconds(3140)) == "3.1 ms")
  }

  @Test("A traced request's line is redacted by the decorator itself, not only by the console")
  func transportLineRedacted() async throws {
    struct Answering: HTTPTransport {
      func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
        (Data(), HTTPResponse(statusCode: 200, headers: [:]))
      }
    }
    let lines = Recorder<String>()
    let traced = TracingTransport(
      base: Answering(), tracer: Tracer(write: lines.append), module: "Networking",
      name: "URLSessionTransport", redactor: Redactor(secrets: ["tok-123456"]))
    let url = try #require(URL(string: "https://api.example.com/users/1?token=tok-123456"))
    _ = try await traced.send(HTTPRequest(method: .get, url: url))
    #expect(!lines.values.isEmpty)
    #expect(lines.values.allSatisfy { !$0.contains("tok-123456") }, "\(lines.values)")
  }

  @Test("A decorator passes calls and errors through unchanged")
  func decoratorIsTransparent() async throws {
    let base = MockArticleRepository()
    let page = try PageRequest(page: 5, perPage: 10)
    base.articles.fails(with: .notFound(.articlesPage(5)))
    let traced = TracingArticleRepository(base: base, tracer: Tracer(write: { _ in }))
    await #expect(throws: RepositoryError.notFound(.articlesPage(5))) {
      try await traced.articles(page, policy: .storeOnly)
    }
    #expect(base.articles.calls == [.init(request: page, policy: .storeOnly)])
  }
}
