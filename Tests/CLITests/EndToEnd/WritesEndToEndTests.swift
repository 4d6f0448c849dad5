import Domain
import Foundation
import TestSupport
import Testing

@testable import CLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes as the built `strata` makes them, against a real HTTP server that records every
/// request and honours `Idempotency-Key`: offline, no command sends anything. (A resource's
/// writes, and a sync killed at any moment losing or repeating none, are its +Resources file's.)
@Suite("End to end: writes and the outbox", .tags(.endToEnd, .loopback), .hangGuard)
struct WritesEndToEndTests: LoopbackSuite {
  let home: TemporaryDirectory

  init() throws {
    home = try TemporaryDirectory()
  }

  /// The collections the server keeps.
  static let collections: [String] =
    []
    + CommandSamples.collectionPaths

  /// The lists a person reads before going offline.
  static let lists: [[String]] =
    []
    + resourceLists

  @Test("With --offline no command sends anything: every command, to a server that records")
  func offlineSendsNothing() async throws {
    let server = try await LoopbackServer.start("ok", collections: Self.collections, in: home)
    // Copies stored first, so the offline reads have something to read, as a person's would.
    _ = try await strata(["sync"], server)
    for list in Self.lists { _ = try await strata(list, server) }
    let before = server.requests().count

    var ran: [String] = []
    for definition in CommandList.definitions {
      let arguments = CommandSamples.arguments(for: definition) + ["--offline"]
      let result = try await strata(arguments, server)
      #expect(result.killedBy == nil, "strata \(arguments.joined(separator: " ")) crashed")
      ran.append("\(definition.name) (exit \(result.exitCode))")
    }
    let sent = server.requests().dropFirst(before).map { "\($0.method) \($0.path)" }
    #expect(sent.isEmpty, "Sent with --offline: \(sent); commands run: \(ran)")
    #expect(ran.count == CommandList.definitions.count)
  }
}
