public import Foundation
public import Repositories
import Storage

/// The changes an earlier Strata left in one outbox folder: a JSON document, `outbox.json`, or a
/// log, `outbox.log`, whose lines each end in a checksum of the rest (docs/decisions/0015).
///
/// ```text
/// v 2 13 5f0c…                        the format, and the next number
/// + 12 {"action":"add",…} 9b1e…       change 12 added, with its data
/// = 12 {"action":"add",…} 04c2…       change 12's data replaced
/// - 12 3d1f…                          change 12 left: sent, or discarded
/// ! 7 e0b4…                           change 7 could not be read, and was set apart
/// ```
///
/// A damaged line or entry, or one holding no change this Strata can read, is left out and counted.
public struct EarlierOutbox: Hashable, Sendable {
  /// The files an earlier Strata kept an outbox in, by name.
  public static let fileNames = ["outbox.json", "outbox.log"]

  /// The waiting changes, oldest first; `outbox.json`'s follow the log's and may repeat them.
  public private(set) var changes: [PendingChange] = []
  /// How many lines, entries or changes could not be read.
  public private(set) var unreadable = 0

  /// What `files`, the contents of the earlier outbox's files by name, hold.
  public init(_ files: [String: Data]) {
    if let log = files["outbox.log"] { readLog(log) }
    if let document = files["outbox.json"] { readDocument(document) }
  }

  private mutating func readLog(_ log: Data) {
    var order: [Int] = []
    var waiting: [Int: Data] = [:]
    for line in log.split(separator: UInt8(ascii: "\n")) {
      guard let space = line.lastIndex(of: UInt8(ascii: " ")),
        String(decoding: line[(space + 1)...], as: UTF8.self) == Self.checksum(line[..<space])
      else {
        unreadable += 1
        continue
      }
      let fields = line[..<space].split(separator: UInt8(ascii: " "), maxSplits: 2)
      let id = fields.count > 1 ? Int(String(decoding: fields[1], as: UTF8.self)) : nil
      switch (fields.first.map { String(decoding: $0, as: UTF8.self) }, id) {
      case ("v", _):
        continue
      case ("+", let id?) where fields.count == 3:
        if waiting.updateValue(Data(fields[2]), forKey: id) == nil { order.append(id) }
      case ("=", let id?) where fields.count == 3 && waiting[id] != nil:
        waiting[id] = Data(fields[2])
      case ("-", let id?):
        waiting[id] = nil
      case ("!", let id?):
        waiting[id] = nil
        unreadable += 1
      default:
        unreadable += 1
      }
    }
    var seen = Set<Int>()
    for id in order where seen.insert(id).inserted {
      if let data = waiting[id] { add(data, as: id) }
    }
  }

  /// `outbox.json`: `{"schemaVersion": 1, "nextID": …, "entries": [{"id": …, "data": base64}]}`.
  private mutating func readDocument(_ document: Data) {
    struct File: Decodable {
      struct Entry: Decodable {
        var id: Int
        var data: Data
      }
      var schemaVersion: Int
      var entries: [Entry]
    }
    guard let file = try? JSONDecoder().decode(File.self, from: document),
      file.schemaVersion == 1
    else {
      unreadable += 1
      return
    }
    for entry in file.entries { add(entry.data, as: entry.id) }
  }

  private mutating func add(_ data: Data, as id: Int) {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    guard var change = try? decoder.decode(PendingChange.self, from: data) else {
      unreadable += 1
      return
    }
    change.id = id
    changes.append(change)
  }

  /// FNV-1a of `bytes`, in sixteen hexadecimal digits: how the log checked its lines.
  private static func checksum(_ bytes: Data.SubSequence) -> String {
    let hex = String(bytes.withUnsafeBytes(StableHash.fnv1a(bytes:)), radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
