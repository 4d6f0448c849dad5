import Domain
import DomainMocks
import Foundation
import Networking
import Storage
import TestSupport
import Testing

@testable import CLI

extension OfflineEndToEndTests {
  @Test("After a sync, the articles and the profile read with the server stopped")
  func articlesSyncThenServerGone() async throws {
    let server = try await LoopbackServer.start("ok", articles: 30, in: home)
    #expect(try await strata(["sync"], server).exitCode == 0)
    await server.stop()

    let offline = try await strata(["articles", "--offline", "--page", "3"], server)
    #expect(offline.exitCode == 0)
    #expect(offline.stdout.hasPrefix("Articles 21–30 of 30 · page 3 of 3"))
    #expect(offline.stderr.contains("Offline: showing the copy stored just now"))

    let fallback = try await strata(["profile"], server)
    #expect(fallback.exitCode == 0)
    #expect(fallback.stdout.hasPrefix("Loopback User 1"))
    #expect(fallback.stderr.contains("The server is unavailable: could not connect to the server."))
  }

  @Test("kill -9 in the middle of a sync leaves the previous copy whole")
  func killedSync() async throws {
    // The first sync (1 profile + 20 pages) runs at full speed; after it, every answer takes
    // 2 s, so the second sync (six rounds of requests at least) is surely mid-flight when it is
    // killed, however loaded the machine.
    let server = try await LoopbackServer.start(
      "ok", articles: 2000, latency: 2_000, latencyAfter: 21, in: home)
    #expect(try await strata(["sync"], server).exitCode == 0)
    let before = try await strata(
      ["articles", "--offline", "--page", "20", "--per-page", "100", "--json"], server)
    #expect(before.exitCode == 0)

    let sync = try StrataBinary.start(["sync", "--base-url", server.baseURL], home: home)
    try await server.waitForRequests(count: 24)
    sync.send(SIGKILL)
    #expect(await sync.wait().killedBy == SIGKILL)

    let after = try await strata(
      ["articles", "--offline", "--page", "20", "--per-page", "100", "--json"], server)
    #expect(after.exitCode == 0)
    #expect(after.stdout == before.stdout)
    let names = try FileManager.default.contentsOfDirectory(atPath: try cacheDirectory(server).path)
    #expect(Set(names).isSuperset(of: ["articles.json", "user-1.json"]))
  }

  @Test("Three syncs at once: none interleaves, and the store is whole afterwards")
  func concurrentSyncs() async throws {
    let server = try await LoopbackServer.start("ok", articles: 400, latency: 20, in: home)
    let syncs = try (0..<3).map { _ in
      try StrataBinary.start(["sync", "--base-url", server.baseURL], home: home)
    }
    var codes: [Int32] = []
    for sync in syncs { codes.append(await sync.wait().exitCode) }
    #expect(codes.allSatisfy { $0 == 0 || $0 == 75 }, "exit codes: \(codes)")
    #expect(codes.contains(0))

    let offline = try await strata(
      ["articles", "--offline", "--per-page", "100", "--page", "4", "--json"], server)
    #expect(offline.exitCode == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(offline.stdout.utf8)) as? [String: Any])
    #expect(
      (json["articles"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == Array(301...400))
  }
}
