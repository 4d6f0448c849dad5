import Foundation

/// The outbox's file, `outbox.log`: one line per event, only ever appended to, so adding a
/// change or recording that one was sent costs one short write however long the queue is
/// (docs/decisions/0015).
///
/// ```text
/// v 2 1 5f0c0f5a1a9e3b21                  the format's version, and the next number to give
/// + 1 {"action":"add",…} 9b1e…           change 1 is added, with its data
/// + 2 {"action":"edit",…} 04c2…
/// = 2 {"action":"edit",…} 77aa…          change 2's data is replaced
/// - 1 3d1f…                               change 1 leaves (sent, or discarded)
/// ! 7 e0b4…                               change 7 could not be read, and is kept apart
/// ```
///
/// Each line ends with a checksum of the rest, so a line that is not what was written is known.
/// A last line without its newline is an append a kill cut short: it never was, and the next
/// append cuts it off. A damaged line anywhere else sets its change apart as unreadable (to be
/// shown and discarded, never sent); a damaged line that does not even name a change is skipped.
enum OutboxLog {
  static let fileName = "outbox.log"
  /// The format this Strata writes: 1 was the single JSON document `outbox.json`.
  static let currentVersion = 2
  /// The highest number a change may have: eighteen digits, what every reader of a line parses
  /// without overflow. The counter refuses to go past it.
  static let maximumID = 999_999_999_999_999_999

  /// One line of the log.
  enum Record: Equatable {
    case header(nextID: Int)
    case add(OutboxEntry)
    case replace(OutboxEntry)
    case remove(Int)
    case unreadable(Int)
  }

  /// What a log holds once every line is applied.
  struct State: Equatable {
    var entries: [OutboxEntry] = []
    var unreadable: [Int] = []
    var nextID = 1
    /// How many lines were read: with ``entries`` and ``unreadable``, how much is dead.
    var lines = 0

    init(lines: Int = 0) { self.lines = lines }

    /// Whether most of the file is changes long gone, so rewriting it pays.
    var isMostlyDead: Bool { lines > 64 && lines > 2 * (entries.count + unreadable.count + 1) }

    /// The lines of a file holding only this, as compaction writes it. An entry whose data
    /// would break its line (a newline in it, from a file of the earlier format) is kept as
    /// unreadable instead.
    var compacted: Data {
      var data = OutboxLog.line(.header(nextID: nextID))
      for entry in entries {
        let breaksLine = entry.data.contains(OutboxLog.newline)
        data += OutboxLog.line(breaksLine ? .unreadable(entry.id) : .add(entry))
      }
      for id in unreadable { data += OutboxLog.line(.unreadable(id)) }
      return data
    }
  }

  /// `record` as a line of a file written whole (compaction), its newline included.
  static func line(_ record: Record) -> Data {
    appendable(record) + [newline]
  }

  /// `record` as ``FileAccessorProviding/appendLine(_:to:limit:)`` takes it: the line without
  /// its newline, which the accessor adds.
  static func appendable(_ record: Record) -> Data {
    let body: Data =
      switch record {
      case .header(let nextID): Data("v \(currentVersion) \(nextID)".utf8)
      case .add(let entry): Data("+ \(entry.id) ".utf8) + entry.data
      case .replace(let entry): Data("= \(entry.id) ".utf8) + entry.data
      case .remove(let id): Data("- \(id)".utf8)
      case .unreadable(let id): Data("! \(id)".utf8)
      }
    return body + Data(" \(checksum(body))".utf8)
  }

  /// Applies every line of `data`, the file at `path`.
  ///
  /// - Throws: ``StorageError/unsupportedVersion(path:found:)`` when the first line is the header
  ///   of another format; ``StorageError/corrupted(path:_:)`` when no line is a record at all.
  static func read(_ data: Data, path: String) throws(StorageError) -> State {
    var lines = data.split(separator: newline, omittingEmptySubsequences: false)
    // What follows the last newline is nothing, or an append a kill cut short: it never was.
    lines.removeLast()
    var state = State(lines: lines.count)
    if let first = lines.first, let version = headerVersion(first), version != currentVersion {
      throw .unsupportedVersion(path: path, found: version)
    }
    var order: [Int] = []
    var payloads: [Int: Data] = [:]
    var unreadable = Set<Int>()
    var named = 0
    for line in lines {
      switch parse(line) {
      case .header(let nextID)?:
        state.nextID = max(state.nextID, nextID)
      case .add(let entry)?:
        if payloads[entry.id] != nil {
          // A number given twice (a counter restored from an older copy): neither change may
          // silently take the other's place.
          unreadable.insert(entry.id)
        } else {
          payloads[entry.id] = entry.data
          order.append(entry.id)
        }
        state.nextID = max(state.nextID, entry.id + 1)
      case .replace(let entry)?:
        if payloads[entry.id] != nil { payloads[entry.id] = entry.data }
      case .remove(let id)?:
        payloads[id] = nil
        unreadable.remove(id)
      case .unreadable(let id)?:
        unreadable.insert(id)
        state.nextID = max(state.nextID, id + 1)
      case nil:
        guard let id = namedID(in: line) else { continue }
        unreadable.insert(id)
        state.nextID = max(state.nextID, id + 1)
      }
      named += 1
    }
    // Not one line that is a record, or even names a change: another program's file.
    guard named > 0 || lines.isEmpty else { throw .corrupted(path: path, .notADocument) }
    state.entries = order.compactMap { id in
      unreadable.contains(id) ? nil : payloads[id].map { OutboxEntry(id: id, data: $0) }
    }
    state.unreadable = unreadable.sorted()
    return state
  }

  fileprivate static let newline = UInt8(ascii: "\n")

  /// The record on `line`, when it is whole: a known kind, a number, and the right checksum.
  private static func parse(_ line: Data.SubSequence) -> Record? {
    guard let space = line.lastIndex(of: UInt8(ascii: " ")),
      String(decoding: line[(space + 1)...], as: UTF8.self) == checksum(Data(line[..<space]))
    else { return nil }
    let parts = line[..<space].split(separator: UInt8(ascii: " "), maxSplits: 2)
    guard parts.count >= 2, parts[0].count == 1, let number = Int(decimal: parts[1]), number > 0
    else { return nil }
    let payload = parts.count == 3 ? Data(parts[2]) : nil
    switch (parts[0].first, payload) {
    case (UInt8(ascii: "v"), let payload?):
      guard number == currentVersion, let nextID = Int(decimal: payload[...]) else { return nil }
      return .header(nextID: max(1, nextID))
    case (UInt8(ascii: "+"), let payload?): return .add(OutboxEntry(id: number, data: payload))
    case (UInt8(ascii: "="), let payload?): return .replace(OutboxEntry(id: number, data: payload))
    case (UInt8(ascii: "-"), nil): return .remove(number)
    case (UInt8(ascii: "!"), nil): return .unreadable(number)
    default: return nil
    }
  }

  /// The version a whole header line names, whatever the version.
  private static func headerVersion(_ line: Data.SubSequence) -> Int? {
    guard let space = line.lastIndex(of: UInt8(ascii: " ")),
      String(decoding: line[(space + 1)...], as: UTF8.self) == checksum(Data(line[..<space]))
    else { return nil }
    let parts = line[..<space].split(separator: UInt8(ascii: " "))
    guard parts.count == 3, parts[0].elementsEqual("v".utf8) else { return nil }
    return Int(decimal: parts[1])
  }

  /// The change a damaged line names, when its number survived.
  private static func namedID(in line: Data.SubSequence) -> Int? {
    let parts = line.split(separator: UInt8(ascii: " "), maxSplits: 2)
    guard parts.count >= 2, let kind = parts[0].first, parts[0].count == 1,
      "+=-!".utf8.contains(kind), let id = Int(decimal: parts[1]), id > 0
    else { return nil }
    return id
  }

  /// FNV-1a, 64 bits, in hexadecimal: enough to tell a torn or bit-flipped line, not a defence
  /// against someone who means it (the data directory is the person's own).
  static func checksum(_ bytes: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}

extension Int {
  /// The number `bytes` spell in decimal digits alone, when it fits.
  fileprivate init?(decimal bytes: Data.SubSequence) {
    guard !bytes.isEmpty, bytes.count <= 18, bytes.allSatisfy({ (48...57).contains($0) }) else {
      return nil
    }
    self = bytes.reduce(0) { $0 * 10 + Int($1 - 48) }
  }
}
