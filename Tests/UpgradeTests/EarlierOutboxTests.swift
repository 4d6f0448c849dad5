import Domain
import Foundation
import Repositories
import Storage
import Testing
import Upgrade

/// The files an earlier Strata kept its outbox in, read as they were written.
@Suite("Earlier outbox")
struct EarlierOutboxTests {
  @Test("Reads a log as it was: adds, replacements and removals, in the order added")
  func log() throws {
    let log = [
      Self.line("v 2 4"),
      Self.line("+ 1 " + (try Self.json(.add("A")))),
      Self.line("+ 2 " + (try Self.json(.add("B")))),
      Self.line("= 1 " + (try Self.json(.add("A, edited")))),
      Self.line("- 2"),
      Self.line("+ 3 " + (try Self.json(.add("C")))),
    ].joined()
    let earlier = EarlierOutbox(["outbox.log": Data(log.utf8)])
    #expect(earlier.changes.map(\.id) == [1, 3])
    #expect(
      earlier.changes.map(\.fields) == [["title": .text("A, edited")], ["title": .text("C")]])
    #expect(earlier.changes.first?.idempotencyKey == "key-A, edited")
    #expect(earlier.unreadable == 0)
  }

  @Test(
    "A damaged line, a change set apart and one this Strata cannot read are counted, not read")
  func damaged() throws {
    var flipped = Self.line("+ 4 " + (try Self.json(.add("D"))))
    flipped = flipped.replacingOccurrences(of: "\"D\"", with: "\"E\"")
    let log = [
      Self.line("+ 1 " + (try Self.json(.add("A")))),
      flipped,
      Self.line("! 5"),
      Self.line(#"+ 6 {"action":"teleport"}"#),
      "garbage\n",
    ].joined()
    let earlier = EarlierOutbox(["outbox.log": Data(log.utf8)])
    #expect(earlier.changes.map(\.id) == [1])
    #expect(earlier.unreadable == 4)
  }

  @Test(
    "Reads outbox.json, after the log when both are there; one of another version is counted")
  func document() throws {
    let document = try Self.document(version: 1, [(7, .add("J"))])
    let log = Self.line("+ 1 " + (try Self.json(.add("L"))))
    let both = EarlierOutbox(["outbox.json": document, "outbox.log": Data(log.utf8)])
    #expect(both.changes.map(\.id) == [1, 7])
    let other = EarlierOutbox(["outbox.json": try Self.document(version: 9, [(7, .add("J"))])])
    #expect(other.changes.isEmpty && other.unreadable == 1)
  }

  /// A line of the log, its checksum and newline added.
  static func line(_ body: String) -> String {
    let hex = String(StableHash.fnv1a(body), radix: 16)
    return body + " " + String(repeating: "0", count: 16 - hex.count) + hex + "\n"
  }

  /// `outbox.json` of `version`, holding `entries`.
  static func document(version: Int, _ entries: [(Int, PendingChange)]) throws -> Data {
    let items = try entries.map { id, change in
      #"{"id": \#(id), "data": "\#(try encoder.encode(change).base64EncodedString())"}"#
    }
    let text =
      #"{"schemaVersion": \#(version), "nextID": 99, "entries": [\#(items.joined(separator: ","))]}"#
    return Data(text.utf8)
  }

  static func json(_ change: PendingChange) throws -> String {
    String(decoding: try encoder.encode(change), as: UTF8.self)
  }

  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }
}

extension PendingChange {
  /// An add of a note titled `title`, keyed `key-<title>`, as an earlier Strata kept it.
  static func add(_ title: String) -> PendingChange {
    PendingChange(
      id: 0, action: .add, resource: "notes", target: [:], fields: ["title": .text(title)],
      original: nil, queuedAt: Date(timeIntervalSince1970: 1_800_000_000),
      idempotencyKey: "key-\(title)")
  }
}
