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

/// The writes of the first resource the app ships that may be added to, its arguments from
/// `CommandSamples`; with none, the tests that need one do not run.
extension WritesEndToEndTests {
  /// Every resource's list.
  static let resourceLists: [[String]] = Resources.all.compactMap {
    CommandSamples.arguments($0, .list)
  }

  static let writable = CommandSamples.resource(allowing: .add)

  /// The arguments that add an item of the first resource that may be added to, and a server
  /// meeting `scenario` (answering its first `healthy` requests well) that serves its collection.
  func addingTo(_ scenario: String, healthy: Int = 0) async throws
    -> (add: [String], server: LoopbackServer)
  {
    let (model, collection) = try #require(Self.writable)
    let add = try #require(CommandSamples.arguments(model, .add))
    let server = try await LoopbackServer.start(
      scenario, healthy: healthy, collections: [collection], in: home)
    return (add, server)
  }

  @Test(
    "An add answered 201 with a body too large to read was made: not queued, never sent again",
    .needsResource(allowing: .add))
  func appliedButTooLarge() async throws {
    let (add, server) = try await addingTo("huge-answer")
    let added = try await strata(add, server)
    #expect(added.exitCode == 0, "\(added.stdout)\(added.stderr)")
    let synced = try await strata(["sync"], server)
    #expect(synced.exitCode == 0, "\(synced.stdout)\(synced.stderr)")
    let outbox = try await strata(["outbox", "--json"], server)
    #expect(!outbox.stdout.contains(#""id""#), "left in the outbox: \(outbox.stdout)")
    #expect(server.requests().filter { $0.method == "POST" }.count == 1)
  }

  @Test(
    "A sync the server stops while sending says what it sent before: exit 69, the rest waits",
    .needsResource(allowing: .add))
  func stoppedSyncSaysWhatWent() async throws {
    // Two requests answered, then 500s: two of three adds go, the third stops the sync.
    let (add, server) = try await addingTo("always-500", healthy: 2)
    for _ in 1...3 { _ = try await strata(add + ["--offline"], server) }
    let synced = try await strata(["sync"], server)
    #expect(synced.exitCode == 69)
    #expect(
      synced.stderr.contains(
        "Sent 2 changes from the outbox before the sync stopped; 0 in conflict, 0 refused, "
          + "1 still waiting: see 'strata outbox'."), "\(synced.stderr)")
  }

  @Test(
    "A sync of 20 queued adds, killed at seeded moments and run again, adds each exactly once",
    .needsResource(allowing: .add),
    arguments: 0..<20)
  func killedSync(round: Int) async throws {
    let (model, collection) = try #require(Self.writable)
    let add = try #require(CommandSamples.arguments(model, .add))
    let list = try #require(CommandSamples.arguments(model, .list))
    var random = SeededGenerator(seed: 0x5EED_0000 + UInt64(round))
    // Each write waits 40 ms before it is made: a kill lands while the server works on it, and
    // the write is made anyway, the lost answer that an Idempotency-Key replay is for.
    let server = try await LoopbackServer.start(
      "ok", latency: 40, collections: [collection], in: home)
    // Queued in this process on the same home: the same code and files as the built `strata`
    // without four hundred starts a run, for what is tested is the sync.
    let adds = 20
    let queueing = try await InProcessStrata(home: home)
    for _ in 0..<adds {
      let (code, output) = await queueing.run(add + ["--offline", "--base-url", server.baseURL])
      #expect(code == .success, "\(output.stderr)")
    }

    let kills = try await killSyncs(server, eachAfterUpTo: 8, using: &random)

    let finished = try await strata(["sync"], server)
    #expect(finished.exitCode == 0, "round \(round): \(finished.stdout)\(finished.stderr)")
    // What is left is read in process too: the same files, two starts fewer a round.
    let (_, outbox) = await queueing.run(["outbox", "--json", "--base-url", server.baseURL])
    let log = server.requests().map { "\($0.method) \($0.path) \($0.idempotencyKey ?? "-")" }
    #expect(
      outbox.stdout.contains(#""changes" : ["#) && !outbox.stdout.contains(#""id""#),
      "round \(round): left in the outbox: \(outbox.stdout); the server saw: \(log)")
    let posts = server.requests().filter { $0.method == "POST" }
    let keys = Set(posts.compactMap(\.idempotencyKey))
    #expect(keys.count == adds, "every add sent with its own key, the same on every attempt")
    #expect(posts.allSatisfy { $0.idempotencyKey != nil })
    let (_, listed) = await queueing.run(
      list + ["--per-page", "100", "--json", "--base-url", server.baseURL])
    let object = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8))
    let total = (object as? [String: Any])?["totalCount"] as? Int
    #expect(total == adds, "round \(round): \(kills) kills; \(posts.count) POSTs for \(adds) adds")
  }

  @Test(
    "Edits, second edits and deletes, a sync killed and run again: no false conflict or refusal",
    .enabled(if: editable != nil, "no resource of the app may be added to, edited and deleted"),
    arguments: 0..<8)
  func killedMixedSync(round: Int) async throws {
    let (model, collection) = try #require(Self.editable)
    let add = try #require(CommandSamples.arguments(model, .add))
    var random = SeededGenerator(seed: 0x5EED_1000 + UInt64(round))
    let server = try await LoopbackServer.start(
      "ok", latency: 40, collections: [collection], in: home)
    let strata = try await InProcessStrata(home: home)
    let backend = ["--base-url", server.baseURL]
    // Four items made online (each then has a stored copy to edit), then offline two edits of
    // each (the second from the first's value) and a delete of every other one: the replays of a
    // killed sync most likely to read as a conflict or a refusal.
    var ids: [String] = []
    for _ in 0..<4 {
      let (code, output) = await strata.run(add + ["--json"] + backend)
      #expect(code == .success, "\(output.stderr)")
      ids.append(try #require(Self.itemID(in: output.stdout), "\(output.stdout)"))
    }
    let deleted = ids.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)
    for id in ids {
      for value in ["first", "second"] {
        let edit = try #require(Self.editing(model, id, to: value))
        let (code, output) = await strata.run(edit + ["--offline"] + backend)
        #expect(code == .success, "\(output.stderr)")
      }
    }
    for id in deleted {
      let delete = try #require(Self.arguments(model, .delete, id: id))
      let (code, output) = await strata.run(delete + ["--offline"] + backend)
      #expect(code == .success, "\(output.stderr)")
    }

    let kills = try await killSyncs(server, eachAfterUpTo: 6, using: &random)
    let finished = try await self.strata(["sync"], server)
    let log = server.requests().map { "\($0.method) \($0.path)" }
    #expect(
      finished.exitCode == 0,
      "round \(round), \(kills) kills: \(finished.stdout)\(finished.stderr); the server saw \(log)")
    let (_, outbox) = await strata.run(["outbox", "--json"] + backend)
    #expect(
      !outbox.stdout.contains(#""id""#),
      "round \(round): left in the outbox: \(outbox.stdout); the server saw: \(log)")
    for id in ids {
      let show = try #require(Self.arguments(model, .show, id: id))
      let (code, shown) = await strata.run(show + ["--json"] + backend)
      if deleted.contains(id) {
        #expect(code == .refused, "round \(round): item \(id) was deleted: \(shown.stdout)")
      } else {
        #expect(shown.stdout.contains(#""second""#), "round \(round): \(shown.stdout)")
      }
    }
  }

  @Test(
    "A server that takes writes only with If-Match: an edit carries the ETag read before it, a delete is sent again with it",
    .enabled(if: editable != nil, "no resource of the app may be added to, edited and deleted"))
  func validatorsRequired() async throws {
    let (model, collection) = try #require(Self.editable)
    let add = try #require(CommandSamples.arguments(model, .add))
    let server = try await LoopbackServer.start("etags", collections: [collection], in: home)
    let strata = try await InProcessStrata(home: home)
    let backend = ["--base-url", server.baseURL]
    var ids: [String] = []
    for _ in 0..<3 {
      let (code, output) = await strata.run(add + ["--json"] + backend)
      ids.append(try #require(Self.itemID(in: output.stdout), "\(code): \(output.stderr)"))
    }
    // Online, with --verbose showing the read and the edit sent If-Match its ETag at once;
    // then queued, and sent by a sync.
    let edit = try #require(Self.editing(model, ids[0], to: "online"))
    let (edited, output) = await strata.run(edit + ["--verbose"] + backend)
    #expect(edited == .success, "\(output.stderr)")
    #expect(output.stderr.contains("→ GET ") && output.stderr.contains("  If-Match: \""))
    #expect(!output.stderr.contains("← 428"), "\(output.stderr)")
    let queued = try #require(Self.editing(model, ids[1], to: "queued"))
    let delete = try #require(Self.arguments(model, .delete, id: ids[2]))
    for command in [queued, delete] {
      let (code, output) = await strata.run(command + ["--offline"] + backend)
      #expect(code == .success, "\(output.stderr)")
    }
    let (synced, sync) = await strata.run(["sync", "--json"] + backend)
    #expect(synced == .success, "\(sync.stdout)\(sync.stderr)")
    let (_, outbox) = await strata.run(["outbox", "--json"] + backend)
    #expect(!outbox.stdout.contains(#""id""#), "left in the outbox: \(outbox.stdout)")
    let writes = server.requests().filter { ["PATCH", "PUT", "DELETE"].contains($0.method) }
    // The edits once each, If-Match the ETag of a read; the delete refused once, then sent.
    #expect(writes.count == 4, "\(writes.map(\.method))")
    for (id, value) in zip(ids, ["online", "queued"]) {
      let (_, shown) = await strata.run(
        try #require(Self.arguments(model, .show, id: id)) + ["--json"] + backend)
      #expect(shown.stdout.contains(#""\#(value)""#), "\(id): \(shown.stdout)")
    }
  }

  /// A resource that may be added to, edited and deleted, with a text field; `nil` when none.
  static let editable = CommandSamples.resource(allowing: .add).flatMap { model, collection in
    editing(model, "1", to: "x") != nil
      && CommandSamples.arguments(model, .delete) != nil
      && CommandSamples.arguments(model, .show) != nil ? (model, collection) : nil
  }

  /// `strata <item> edit <id>` with every field as `CommandSamples` gives it, but its first text
  /// field set to `value`; `nil` when the resource cannot be edited or has no text field.
  static func editing(_ model: any Resource.Type, _ id: String, to value: String) -> [String]? {
    let name = "\(CommandSamples.names(of: model).itemCommand) edit"
    guard let definition = CommandList.definitions.first(where: { $0.name == name }),
      var arguments = arguments(model, .edit, id: id)
    else { return nil }
    let texts = Set(
      definition.fields.filter { CommandSamples.value(for: $0.valueName) == "general" }.map(\.name))
    guard let index = arguments.indices.dropLast().first(where: { texts.contains(arguments[$0]) })
    else { return nil }
    arguments[index + 1] = value
    return arguments
  }

  /// The `id` of the item an add printed with `--json`, as text.
  static func itemID(in json: String) -> String? {
    let object = try? JSONSerialization.jsonObject(with: Data(json.utf8))
    let id = ((object as? [String: Any])?.values.first as? [String: Any])?["id"]
    return (id as? Int).map(String.init) ?? id as? String
  }

  /// Starts a sync one to three times, as `random` decides, and kills each once `server` has
  /// seen one to `most` more requests (or once it has ended); returns how many were started.
  func killSyncs(
    _ server: LoopbackServer, eachAfterUpTo most: Int, using random: inout SeededGenerator
  ) async throws -> Int {
    let kills = Int.random(in: 1...3, using: &random)
    var seen = server.requests().count
    for _ in 0..<kills {
      seen += Int.random(in: 1...most, using: &random)
      let sync = try StrataBinary.start(["sync", "--base-url", server.baseURL], home: home)
      try await killWhen(server, hasSeen: seen, orExitOf: sync)
      let result = await sync.wait()
      // It may have finished before the kill landed; then everything was sent already.
      #expect(result.killedBy == SIGKILL || result.exitCode == 0)
      seen = server.requests().count
    }
    return kills
  }

  /// `strata <item> <action> <id>` of `model`, every other argument as `CommandSamples` gives it.
  static func arguments(_ model: any Resource.Type, _ action: ResourceAction, id: String)
    -> [String]?
  {
    guard var arguments = CommandSamples.arguments(model, action) else { return nil }
    arguments[CommandSamples.names(of: model).itemCommand.split(separator: " ").count + 1] = id
    return arguments
  }

  /// Kills `sync` once `server` has received `count` requests in all, or once it has exited,
  /// whichever comes first: a sync left with fewer requests to make than the seed asked for
  /// finishes before the server sees them all, and a wait for the server alone would never end.
  func killWhen(_ server: LoopbackServer, hasSeen count: Int, orExitOf sync: ChildProcess)
    async throws
  {
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask { try await server.waitForRequests(count: count) }
      group.addTask { await sync.exited() }
      // Not collected yet, an exited sync keeps its pid: the kill can reach no other process.
      defer {
        group.cancelAll()
        sync.send(SIGKILL)
      }
      try await group.next()
    }
  }

  /// Add, edit, show, delete, then show and delete what is gone, against one backend: each
  /// step's exit code and the shape of its `--json` (keys at every level, not values).
  func writeContract(_ model: any Resource.Type, backend: [String]) async throws -> [String] {
    func run(_ arguments: [String]) async throws -> (Int32, String) {
      let result = try await StrataBinary.run(arguments + backend + ["--json"], home: home)
      return (result.exitCode, Self.shape(of: result.stdout))
    }
    func on(_ action: ResourceAction, _ id: String) throws -> [String] {
      try #require(
        action == .add
          ? CommandSamples.arguments(model, action) : Self.arguments(model, action, id: id))
    }
    let added = try await StrataBinary.run(try on(.add, "") + backend + ["--json"], home: home)
    let object = try JSONSerialization.jsonObject(with: Data(added.stdout.utf8))
    let item = (object as? [String: Any])?.values.first as? [String: Any]
    let id = String(try #require(item?["id"] as? Int, "\(added.stdout)"))
    var steps = ["add \(added.exitCode) \(Self.shape(of: added.stdout))"]
    for (label, action) in [
      ("edit", ResourceAction.edit), ("show", .show), ("delete", .delete), ("show gone", .show),
      ("delete gone", .delete),
    ] {
      let (code, shape) = try await run(try on(action, id))
      steps.append("\(label) \(code) \(shape)")
    }
    let (code, _) = try await run(try on(.edit, "999999"))
    steps.append("edit missing \(code)")
    return steps
  }

  /// The keys of a JSON text at every level, sorted: what two backends must agree on.
  static func shape(of json: String) -> String {
    func keys(_ value: Any, _ prefix: String) -> [String] {
      guard let object = value as? [String: Any] else { return [] }
      return object.flatMap { key, nested in [prefix + key] + keys(nested, prefix + key + ".") }
    }
    guard let value = try? JSONSerialization.jsonObject(with: Data(json.utf8)) else { return "" }
    return keys(value, "").sorted().joined(separator: ",")
  }

  @Test(
    "Ten processes adding at once, offline: every change kept in the outbox, none refused as busy",
    .needsResource(allowing: .add),
    arguments: [10])
  func concurrentWriters(processes: Int) async throws {
    // Six each: sixty writes from ten processes, each holding the outbox's lock for a few
    // milliseconds of a start that takes tens, meet each other often.
    let each = 6
    // Offline, nothing is sent: the closed port only names whose outbox the changes wait in.
    let backend = ["--base-url", "http://127.0.0.1:9"]
    let add = try #require(CommandSamples.firstAdd) + ["--offline"] + backend
    let results = try await withThrowingTaskGroup(of: [Int32].self) { group in
      for _ in 0..<processes {
        group.addTask {
          var codes: [Int32] = []
          for _ in 1...each {
            // Started directly, not through the suite's limit of child processes: the test is
            // that ten run at once.
            let child = try StrataBinary.start(add, home: home)
            codes.append(await child.wait().exitCode)
          }
          return codes
        }
      }
      return try await group.reduce(into: []) { $0 += $1 }
    }
    #expect(results.count == processes * each)
    #expect(results.allSatisfy { $0 == 0 }, "exit codes: \(Set(results))")
    let listed = try await StrataBinary.run(["outbox", "--json"] + backend, home: home)
    let object = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8))
    let changes = (object as? [String: Any])?["changes"] as? [Any]
    #expect(changes?.count == processes * each)
  }
}
