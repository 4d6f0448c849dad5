import Domain
import Foundation
import Networking
import Storage
import TestSupport
import Testing

@testable import CLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The offline store under what a real disk and real people do to it, through the app's first
/// resource that can be added to and listed.
extension OfflineEndToEndTests {
  /// The app's first resource that can be added to and listed, served as a writable collection
  /// holding one item added through the app, and its list command; `nil` when there is none.
  static let resource: (add: [String], list: [String], path: String)? = {
    guard let (model, path) = CommandSamples.resource(allowing: .add),
      let add = CommandSamples.arguments(model, .add),
      let list = CommandSamples.arguments(model, .list)
    else { return nil }
    return (add, list, path)
  }()

  /// A server with the resource's collection, one item added to it.
  func serverWithOneItem(_ scenario: String = "ok") async throws -> (LoopbackServer, [String]) {
    let resource = try #require(Self.resource)
    let server = try await LoopbackServer.start(
      scenario, collections: [resource.path], in: home)
    let added = try await strata(resource.add, server)
    #expect(added.exitCode == 0, "\(added.stderr)")
    return (server, resource.list)
  }

  /// The stored copies of the resource's lists.
  func storedLists(_ server: LoopbackServer) throws -> [URL] {
    let directory = try cacheDirectory(server)
    return try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasPrefix("resource-") && $0.contains("-list-") || $0.hasSuffix("-list.json") }
      .map { directory.appendingPathComponent($0) }
  }

  @Test(
    "A corrupted stored list, or one of an unknown schema version, is reported and treated as missing, then mended by the next read",
    .needsResource(allowing: .add))
  func corruptedStore() async throws {
    let (server, list) = try await serverWithOneItem()
    #expect(try await strata(list, server).exitCode == 0)
    let file = try #require(try storedLists(server).first)
    for (bytes, words) in [
      (
        "{\"schemaVersion\": 1, \"storedAt\": \"2026-",
        "could not be used (the file is corrupted) and was ignored"
      ),
      (
        #"{"schemaVersion": 7, "storedAt": "2030-01-01T00:00:00Z", "payload": {}}"#,
        "schema version 7"
      ),
    ] {
      try Data(bytes.utf8).write(to: file)
      let offline = try await strata(list + ["--offline"], server)
      #expect(offline.exitCode == 69)
      #expect(offline.stderr.contains(words), "\(offline.stderr)")
      #expect(try await strata(list, server).exitCode == 0)
      #expect(try await strata(list + ["--offline"], server).exitCode == 0)
    }
  }

  @Test(
    "After a sync, reads work with the server stopped, saying the copy is stored",
    .needsResource(allowing: .add))
  func syncThenServerGone() async throws {
    let (server, list) = try await serverWithOneItem()
    #expect(try await strata(list, server).exitCode == 0)
    #expect(try await strata(["sync"], server).exitCode == 0)
    let live = try await strata(list, server)
    await server.stop()

    let offline = try await strata(list + ["--offline"], server)
    #expect(offline.exitCode == 0)
    #expect(offline.stdout == live.stdout)
    #expect(offline.stderr.contains("Offline: showing the copy stored just now"))

    let fallback = try await strata(list, server)
    #expect(fallback.exitCode == 0)
    #expect(fallback.stdout == live.stdout)
    #expect(fallback.stderr.contains("The server is unavailable: could not connect to the server."))
  }

  @Test(
    "A sync that finds the store locked waits briefly, then exits 75 saying so",
    .needsResource(allowing: .add))
  func busy() async throws {
    let (server, list) = try await serverWithOneItem()
    #expect(try await strata(list, server).exitCode == 0)
    let lockURL = try cacheDirectory(server).appendingPathComponent("sync.lock")
    let lock = try #require(try FileLock().tryLock(at: lockURL, holder: "a test"))
    defer { lock.release() }

    let result = try await strata(["sync"], server)
    #expect(result.exitCode == 75)
    #expect(
      result.stderr.contains(
        "Error: The store is busy: a test (process \(getpid())) holds its lock (\(lockURL.path))."))
    // It waited for the lock before giving up: a lower bound, which no load can break.
    #expect(result.duration >= .seconds(2))
  }

  @Test(
    "A data directory that cannot be created: exit 74 with the path, the result still printed",
    .needsResource(allowing: .add))
  func unwritableDataDirectory() async throws {
    let (server, list) = try await serverWithOneItem()
    let live = try await strata(list, server)
    let blocker = home.appending("not-a-directory")
    try Data().write(to: blocker)
    let result = try await strata(list + ["--data-dir", blocker.path], server)
    #expect(result.exitCode == 74)
    #expect(result.stdout == live.stdout)
    #expect(result.stderr.contains(blocker.path))
  }

  @Test(
    "Reading offline needs only read access: a read-only data directory still serves the copy",
    .needsResource(allowing: .add),
    .disabled(if: getuid() == 0, "root ignores permission bits, so the test could not fail"))
  func readOnlyDataDirectory() async throws {
    let (server, list) = try await serverWithOneItem()
    let live = try await strata(list, server)
    let data = home.appending("data")
    let paths =
      try FileManager.default.subpathsOfDirectory(atPath: data.path).map {
        data.appendingPathComponent($0).path
      } + [data.path]
    for path in paths {
      try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: path)
    }
    defer {
      for path in paths {
        try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: path)
      }
    }
    let offline = try await strata(list + ["--offline"], server)
    #expect(offline.exitCode == 0, "\(offline.stderr)")
    #expect(offline.stdout == live.stdout)
  }
}
