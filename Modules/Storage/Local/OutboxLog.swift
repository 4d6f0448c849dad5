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
  /// The file is read in place, one pass over its bytes: a change's data is a slice of `data`,
  /// never a copy, so reading 100,000 changes costs the file's size once (docs/benchmarks.md).
  ///
  /// - Throws: ``StorageError/unsupportedVersion(path:found:)`` when the first line is the header
  ///   of another format; ``StorageError/corrupted(path:_:)`` when no line is a record at all.
  static func read(_ data: Data, path: String) throws(StorageError) -> State {
    let lines = data.withUnsafeBytes { bytes in Line.all(in: bytes) }
    var state = State(lines: lines.count)
    if let first = lines.first, case .header(let version, _) = first.kind,
      version != currentVersion
    {
      throw .unsupportedVersion(path: path, found: version)
    }
    var order: [Int] = []
    var payloads: [Int: Data] = [:]
    order.reserveCapacity(lines.count)
    payloads.reserveCapacity(lines.count)
    var unreadable = Set<Int>()
    var named = 0
    // A change's data is a slice of the file, not a copy: the file is kept once.
    func payload(_ range: Range<Int>) -> Data {
      data[(data.startIndex + range.lowerBound)..<(data.startIndex + range.upperBound)]
    }
    for line in lines {
      switch line.kind {
      case .header(currentVersion, let nextID):
        state.nextID = max(state.nextID, nextID)
      case .header:
        continue
      case .add(let id, let range):
        if payloads.updateValue(payload(range), forKey: id) != nil {
          // A number given twice (a counter restored from an older copy): neither change may
          // silently take the other's place.
          unreadable.insert(id)
        } else {
          order.append(id)
        }
        state.nextID = max(state.nextID, id + 1)
      case .replace(let id, let range):
        if payloads[id] != nil { payloads[id] = payload(range) }
      case .remove(let id):
        payloads[id] = nil
        unreadable.remove(id)
      case .unreadable(let id), .damaged(let id?):
        unreadable.insert(id)
        state.nextID = max(state.nextID, id + 1)
      case .damaged(nil):
        continue
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

  /// FNV-1a, 64 bits, in hexadecimal: enough to tell a torn or bit-flipped line, not a defence
  /// against someone who means it (the data directory is the person's own).
  static func checksum(_ bytes: Data) -> String {
    let hex = String(bytes.withUnsafeBytes(fnv1a), radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  fileprivate static func fnv1a(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}

extension OutboxLog {
  /// One line of the file, as found in place: what it records, and where its data lies.
  struct Line {
    enum Kind: Equatable {
      case header(version: Int, nextID: Int)
      case add(Int, Range<Int>)
      case replace(Int, Range<Int>)
      case remove(Int)
      case unreadable(Int)
      /// Not what was written (its checksum, or its shape, is wrong), and the change it names
      /// when its number survived.
      case damaged(Int?)
    }

    var kind: Kind

    /// Every whole line of `bytes`. What follows the last newline is nothing, or an append a
    /// kill cut short: it never was.
    static func all(in bytes: UnsafeRawBufferPointer) -> [Line] {
      guard let base = bytes.baseAddress else { return [] }
      var lines: [Line] = []
      var start = 0
      // memchr: the C library's search, many bytes at a time, where a loop would take one.
      while start < bytes.count,
        let found = memchr(base + start, Int32(OutboxLog.newline), bytes.count - start)
      {
        let end = base.distance(to: UnsafeRawPointer(found))
        lines.append(Line(bytes, start..<end))
        start = end + 1
      }
      return lines
    }

    /// The line `range` of `bytes` holds, without its newline: `kind number [data] checksum`,
    /// single spaces between.
    init(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) {
      // The kind, one character, and a space.
      guard range.count >= 3, bytes[range.lowerBound + 1] == UInt8(ascii: " ") else {
        kind = .damaged(nil)
        return
      }
      let mark = bytes[range.lowerBound]
      // The number, up to the next space.
      let digits = range.lowerBound + 2
      var afterNumber = digits
      while afterNumber < range.upperBound, bytes[afterNumber] != UInt8(ascii: " ") {
        afterNumber += 1
      }
      let number = Int(decimal: bytes[digits..<afterNumber])
      let names = "+=-!".utf8.contains(mark) ? number.flatMap { $0 > 0 ? $0 : nil } : nil
      // The checksum: the last sixteen characters, after the line's last space.
      guard let space = bytes[afterNumber..<range.upperBound].lastIndex(of: UInt8(ascii: " ")),
        let expected = UInt64(hexadecimal: bytes[(space + 1)..<range.upperBound]),
        OutboxLog.fnv1a(UnsafeRawBufferPointer(rebasing: bytes[range.lowerBound..<space]))
          == expected,
        let number, number > 0
      else {
        kind = .damaged(names)
        return
      }
      // The data: what lies between the number and the checksum, when there is any.
      let data = afterNumber < space ? (afterNumber + 1)..<space : nil
      switch (mark, data) {
      case (UInt8(ascii: "v"), let data?):
        kind =
          Int(decimal: bytes[data]).map { .header(version: number, nextID: max(1, $0)) }
          ?? .damaged(nil)
      case (UInt8(ascii: "+"), let data?) where !data.isEmpty: kind = .add(number, data)
      case (UInt8(ascii: "="), let data?) where !data.isEmpty: kind = .replace(number, data)
      case (UInt8(ascii: "-"), nil): kind = .remove(number)
      case (UInt8(ascii: "!"), nil): kind = .unreadable(number)
      default: kind = .damaged(names)
      }
    }
  }
}

extension Int {
  /// The number `bytes` spell in decimal digits alone, when it has at most eighteen of them.
  fileprivate init?(decimal bytes: Slice<UnsafeRawBufferPointer>) {
    guard !bytes.isEmpty, bytes.count <= 18, bytes.allSatisfy({ (48...57).contains($0) }) else {
      return nil
    }
    self = bytes.reduce(0) { $0 * 10 + Int($1 - 48) }
  }
}

extension UInt64 {
  /// The number `bytes` spell in exactly sixteen lower-case hexadecimal digits, as a checksum is
  /// written.
  fileprivate init?(hexadecimal bytes: Slice<UnsafeRawBufferPointer>) {
    guard bytes.count == 16 else { return nil }
    var value: UInt64 = 0
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt64(byte - 48)
      case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt64(byte - 87)
      default: return nil
      }
    }
    self = value
  }
}
