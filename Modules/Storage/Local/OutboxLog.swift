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
/// shown and discarded, never sent); a damaged add counts as waiting until its data is read,
/// since its checksum is checked then. A damaged line that does not even name a change is
/// skipped.
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

  /// What a log holds once every line is applied: the changes that wait, and where the line
  /// that last set each one lies in the file. Their data is read only when asked for (``load``).
  struct Scan: Equatable {
    /// The numbers of the changes waiting, oldest first, those set apart left out.
    var waiting: [Int] = []
    /// The line that last set each change: its add, or its latest replacement (for a change set
    /// apart, too).
    var lines: [Int: Range<Int>] = [:]
    var unreadable = Set<Int>()
    var nextID = 1
    /// How many lines were read: with what waits, how much of the file is dead.
    var lineCount = 0
    /// How many more lines the scan may try to mend (``Line/init(_:_:checkingAdds:mending:)``):
    /// a few, so a file damaged throughout is not searched line by line.
    fileprivate var mendsLeft = 64
    /// The changes whose data lies in a line that was mended, which reading it mends again.
    fileprivate var mended = Set<Int>()
    /// Whether a change added left again, or was set apart: then ``waiting``, the changes in the
    /// order added while the scan runs, must be sifted at its end.
    fileprivate var sift = false

    /// Whether most of the file is changes long gone, so rewriting it pays.
    var isMostlyDead: Bool {
      lineCount > 64 && lineCount > 2 * (waiting.count + unreadable.count + 1)
    }
  }

  /// The lines of a file holding only `contents`, its counter at `nextID`, as compaction writes
  /// it. An entry whose data would break its line (a newline in it, from a file of the earlier
  /// format) is kept as unreadable instead.
  ///
  /// The header comes first, where a reader looks for the format, and again last: the adds a
  /// compaction keeps are old ones, so without it the file's last lines would vouch for a number
  /// below the counter's, and a counter restored from an older copy would pass the check of
  /// ``lowestFreeID(after:whole:)``.
  static func compacted(_ contents: OutboxContents, nextID: Int) -> Data {
    var data = line(.header(nextID: nextID))
    for entry in contents.entries {
      let breaksLine = entry.data.contains(newline)
      data += line(breaksLine ? .unreadable(entry.id) : .add(entry))
    }
    for id in contents.unreadable { data += line(.unreadable(id)) }
    return data + line(.header(nextID: nextID))
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

  /// How much of the file one read brings in: the scan holds this and the line it cuts, not the
  /// whole file, so reading 100,000 changes costs their numbers, not their data
  /// (docs/benchmarks.md).
  static let pieceSize = 1024 * 1024

  /// Applies every line of `file`, the log at `path`, a piece at a time.
  ///
  /// An add's line is most of the file, so its checksum is checked when its data is read
  /// (``load(_:of:from:)``), not here: a damaged add still waits, counted, until then. Every
  /// other line is checked now, since it decides what waits.
  ///
  /// - Throws: ``StorageError/unsupportedVersion(path:found:)`` when the first line is the header
  ///   of another format; ``StorageError/corrupted(path:_:)`` when no line is a record at all;
  ///   ``StorageError/readFailed(path:_:)`` when the file cannot be read.
  static func scan(_ file: any ReadableFile, path: String) throws(StorageError) -> Scan {
    var scan = Scan()
    var named = 0
    // The bytes read and not yet applied: the start of a line the last piece cut.
    var pending: [UInt8] = []
    var offset = 0
    while offset + pending.count < file.size {
      let from = offset + pending.count
      let piece = try file.read(from..<min(file.size, from + pieceSize))
      if piece.isEmpty { break }  // cut short since it was opened
      // What is pending holds no newline: only the new piece is searched.
      let searched = pending.count
      pending.append(contentsOf: piece)
      // (withUnsafeBytes does not carry a typed error: another version is found, then thrown.)
      let (applied, otherVersion) = pending.withUnsafeBytes { bytes -> (Int, Int?) in
        var lineStart = 0
        let ends = Line.ends(in: bytes, from: searched)
        if scan.lines.capacity == 0, !ends.isEmpty {
          // Room for as many changes as the first piece promises: growing the table as it fills
          // would copy it again and again. (A line takes at least 20 bytes.)
          let (promised, overflow) = ends.count.multipliedReportingOverflow(
            by: file.size / max(1, bytes.count) + 1)
          scan.lines.reserveCapacity(min(overflow ? Int.max : promised, file.size / 20))
        }
        for end in ends {
          var line = Line(bytes, lineStart..<end, checkingAdds: false)
          if scan.mendsLeft > 0, scan.mayBeMended(line.kind) {
            scan.mendsLeft -= 1
            line = Line(bytes, lineStart..<end, checkingAdds: true, mending: true)
            if case .add(let id, _) = line.kind { scan.mended.insert(id) }
            if case .replace(let id, _) = line.kind { scan.mended.insert(id) }
            // An add that holds, of a number added before: the earlier add may be the damaged
            // one. When its line is still in memory (the same megabyte), it is mended too.
            if case .add(let id, _) = line.kind, let earlier = scan.lines[id],
              earlier.lowerBound >= offset,
              case .add(let number, _) = Line(
                bytes, (earlier.lowerBound - offset)..<(earlier.upperBound - offset),
                checkingAdds: true, mending: true
              ).kind, number != id
            {
              scan.renumber(id, to: number)
            }
          }
          if scan.lineCount == 0, case .header(let version, _) = line.kind,
            version != currentVersion
          {
            return (lineStart, version)
          }
          scan.lineCount += 1
          let range = (offset + lineStart)..<(offset + end)
          if scan.apply(line.kind, at: range) { named += 1 }
          lineStart = end + 1
        }
        return (lineStart, nil)
      }
      if let otherVersion { throw .unsupportedVersion(path: path, found: otherVersion) }
      pending.removeSubrange(0..<applied)
      offset += applied
    }
    // What follows the last newline is an append a kill cut short, and never was, when it
    // could be one: the start of a line. Anything else (zeros, say) is damage, a line that names
    // no change: a file that holds only that is not an outbox, not an empty one.
    if let first = pending.first, !Line.marks.contains(first) { scan.lineCount += 1 }
    // Not one line that is a record, or even names a change: another program's file.
    guard named > 0 || scan.lineCount == 0 else { throw .corrupted(path: path, .notADocument) }
    if scan.sift {
      // What left, what is set apart, and a number added, removed and added again (a counter
      // restored from an older copy) anywhere but where it was added last.
      var seen = Set<Int>()
      scan.waiting = scan.waiting.reversed().filter { id in
        !scan.unreadable.contains(id) && scan.lines[id] != nil && seen.insert(id).inserted
      }.reversed()
    }
    return scan
  }

  /// The lowest number above every number the whole lines of `tail` name, the end of a log
  /// (its first line cut, unless `whole`): what a counter must have reached. `nil` when the tail
  /// holds no add and no header: numbers are given in order, so the last add names the highest
  /// number given, but a tail of states and removals (one large state, say) may name only old
  /// ones, and then only the whole log can tell.
  static func lowestFreeID(after tail: Data, whole: Bool) -> Int? {
    tail.withUnsafeBytes { bytes in
      var next = 1
      var vouches = false  // an add, or the header: a number the counter must be above
      var lineStart = 0
      for end in Line.ends(in: bytes) {
        defer { lineStart = end + 1 }
        guard whole || lineStart > 0 else { continue }
        switch Line(bytes, lineStart..<end, checkingAdds: true).kind {
        case .header(currentVersion, let nextID):
          next = max(next, nextID)
          vouches = true
        case .add(let id, _):
          next = max(next, id + 1)
          vouches = true
        case .replace(let id, _), .remove(let id), .unreadable(let id), .damaged(let id?):
          next = max(next, id + 1)
        case .header, .damaged(nil): continue
        }
      }
      return vouches ? next : nil
    }
  }

  /// The data of the changes `ids`, waiting in `scan` of `file`, each checked against its line's
  /// checksum; and the numbers of those whose line is not what was written.
  ///
  /// Lines that lie close together are read at once, so reading every change costs about one
  /// read of the file, and reading a few costs about as many short reads.
  static func load(_ ids: ArraySlice<Int>, of scan: Scan, from file: any ReadableFile)
    throws(StorageError) -> (entries: [OutboxEntry], damaged: [Int])
  {
    var entries: [OutboxEntry] = []
    var damaged: [Int] = []
    entries.reserveCapacity(ids.count)
    // How many more damaged adds may be tried as damaged in their number alone.
    var mendsLeft = 64
    var run: (range: Range<Int>, ids: [Int]) = (0..<0, [])
    // Reads the lines of `run` at once; each change's data is a slice of that read, no copy.
    func readRun() throws(StorageError) {
      guard !run.ids.isEmpty else { return }
      let bytes = try file.read(run.range)
      for id in run.ids {
        guard let line = scan.lines[id] else { continue }
        let start = line.lowerBound - run.range.lowerBound
        let read = { (mending: Bool) -> Line.Kind? in
          line.upperBound - run.range.lowerBound <= bytes.count
            ? bytes.withUnsafeBytes {
              Line($0, start..<(start + line.count), checkingAdds: true, mending: mending).kind
            }
            : nil  // cut short since it was opened
        }
        var kind = read(scan.mended.contains(id))
        if case .damaged? = kind, mendsLeft > 0 {
          mendsLeft -= 1
          // An add damaged in its number alone, into one not given before: its data is whole,
          // as written, so it is read and sent, under the number it was found by.
          if case .add(_, let data)? = read(true) { kind = .add(id, data) }
        }
        switch kind {
        case .add(id, let data)?, .replace(id, let data)?:
          let slice = (bytes.startIndex + data.lowerBound)..<(bytes.startIndex + data.upperBound)
          entries.append(OutboxEntry(id: id, data: bytes[slice]))
        default:
          damaged.append(id)
        }
      }
      run = (0..<0, [])
    }
    for id in ids {
      guard let line = scan.lines[id] else { continue }
      let joins =
        !run.ids.isEmpty && line.lowerBound >= run.range.upperBound
        && line.lowerBound - run.range.upperBound <= 4096
        && line.upperBound - run.range.lowerBound <= pieceSize
      if joins {
        run.range = run.range.lowerBound..<line.upperBound
      } else {
        try readRun()
        run.range = line
      }
      run.ids.append(id)
    }
    try readRun()
    return (entries, damaged)
  }

  fileprivate static let newline = UInt8(ascii: "\n")

  /// FNV-1a, 64 bits, in hexadecimal: enough to tell a torn or bit-flipped line, not a defence
  /// against someone who means it (the data directory is the person's own).
  static func checksum(_ bytes: Data) -> String {
    let hex = String(bytes.withUnsafeBytes(StableHash.fnv1a(bytes:)), radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}

extension OutboxLog.Scan {
  /// Whether a line may be damaged in its number alone, and then mended: a line that is not what
  /// was written, or an add of a number added before (a damaged digit, or a counter restored
  /// from an older copy, which mending leaves as it is).
  fileprivate func mayBeMended(_ kind: OutboxLog.Line.Kind) -> Bool {
    switch kind {
    case .damaged: true
    case .add(let id, _): lines[id] != nil
    default: false
    }
  }

  /// Gives the add of `id` that waits the number `number` its line was mended to, in its place
  /// among the changes: the add of `id` that follows it is then an add like any other.
  fileprivate mutating func renumber(_ id: Int, to number: Int) {
    guard lines[number] == nil, let index = waiting.lastIndex(of: id),
      let range = lines.removeValue(forKey: id)
    else { return }
    lines[number] = range
    waiting[index] = number
    mended.insert(number)
    nextID = max(nextID, number + 1)
  }

  /// Applies one line, found at `range` of the file; whether it names a change.
  fileprivate mutating func apply(_ kind: OutboxLog.Line.Kind, at range: Range<Int>) -> Bool {
    switch kind {
    case .header(OutboxLog.currentVersion, let nextID):
      self.nextID = max(self.nextID, nextID)
    case .header, .damaged(nil):
      return false
    case .add(let id, _):
      if lines.updateValue(range, forKey: id) != nil {
        // A number given twice (a counter restored from an older copy): neither change may
        // silently take the other's place.
        unreadable.insert(id)
        sift = true
      } else {
        waiting.append(id)
      }
      nextID = max(nextID, id + 1)
    case .replace(let id, _):
      if lines[id] != nil { lines[id] = range }
    case .remove(let id):
      if lines.removeValue(forKey: id) != nil { sift = true }
      unreadable.remove(id)
    case .unreadable(let id), .damaged(let id?):
      unreadable.insert(id)
      sift = true
      nextID = max(nextID, id + 1)
    }
    return true
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

    /// The first character of every line: its kind.
    static let marks = Set("v+=-!".utf8)

    /// Where each whole line of `bytes` ends: the offsets of its newlines. What follows the last
    /// one is the start of a line the next piece ends, or an append a kill cut short.
    static func ends(in bytes: UnsafeRawBufferPointer, from start: Int = 0) -> [Int] {
      guard let base = bytes.baseAddress else { return [] }
      var ends: [Int] = []
      var start = start
      // memchr: the C library's search, many bytes at a time, where a loop would take one.
      while start < bytes.count,
        let found = memchr(base + start, Int32(OutboxLog.newline), bytes.count - start)
      {
        let end = base.distance(to: UnsafeRawPointer(found))
        ends.append(end)
        start = end + 1
      }
      return ends
    }

    /// The line `range` of `bytes` holds, without its newline: `kind number [data] checksum`,
    /// single spaces between. Unless `checkingAdds`, an add's checksum is only seen to be there,
    /// not compared: the scan leaves that to the read of its data.
    ///
    /// `mending`, a line whose checksum fails is tried with each one digit of its number changed:
    /// when one makes the checksum hold, the damage was in the number alone, and the line says
    /// which change it is about after all. Without it, a removal whose number was damaged would
    /// bring back a change that was sent (to be sent again), and set apart one never added.
    init(
      _ bytes: UnsafeRawBufferPointer, _ range: Range<Int>, checkingAdds: Bool,
      mending: Bool = false
    ) {
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
      var number = Int(decimal: bytes[digits..<afterNumber])
      let names = "+=-!".utf8.contains(mark) ? number.flatMap { $0 > 0 ? $0 : nil } : nil
      // The checksum: the last sixteen characters, after the line's last space.
      guard let space = bytes[afterNumber..<range.upperBound].lastIndex(of: UInt8(ascii: " ")),
        let expected = UInt64(hexadecimal: bytes[(space + 1)..<range.upperBound])
      else {
        kind = .damaged(names)
        return
      }
      let body = range.lowerBound..<space
      if checkingAdds || mark != UInt8(ascii: "+"),
        StableHash.fnv1a(bytes: UnsafeRawBufferPointer(rebasing: bytes[body])) != expected
      {
        // A line with no data holds nothing but its number before the checksum, so a digit
        // damaged into a space is in the number's place too.
        let field = "-!".utf8.contains(mark) ? digits..<space : digits..<afterNumber
        guard mending, let mended = Self.mendedNumber(bytes, body, digits: field, expected)
        else {
          kind = .damaged(names)
          return
        }
        number = mended
        afterNumber = field.upperBound
      }
      guard let number, number > 0 else {
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

extension OutboxLog.Line {
  /// The longest line mended: a removal, or a change of a few fields. A scan mends at most 64
  /// lines, so a file damaged throughout costs it some 40 MB of hashing, not minutes.
  static let mendableLength = 4 * 1024

  /// The number that makes `body`'s checksum `expected` when it stands at `digits` in place of
  /// the number written there, one digit of it changed; `nil` when none does (the damage is
  /// elsewhere), or when the line is longer than ``mendableLength``. Each try hashes what
  /// follows the digit again, so one line costs up to 162 hashes of itself.
  fileprivate static func mendedNumber(
    _ bytes: UnsafeRawBufferPointer, _ body: Range<Int>, digits: Range<Int>, _ expected: UInt64
  ) -> Int? {
    guard (1...18).contains(digits.count), body.count <= mendableLength else { return nil }
    let before = StableHash.fnv1a(
      bytes: UnsafeRawBufferPointer(rebasing: bytes[body.lowerBound..<digits.lowerBound]))
    let after = UnsafeRawBufferPointer(rebasing: bytes[digits.upperBound..<body.upperBound])
    var tried = Array(bytes[digits])
    for place in tried.indices {
      let written = tried[place]
      for digit in UInt8(ascii: "0")...UInt8(ascii: "9") where digit != written {
        tried[place] = digit
        let number = tried.withUnsafeBytes { StableHash.fnv1a(bytes: $0, continuing: before) }
        if StableHash.fnv1a(bytes: after, continuing: number) == expected {
          return tried.withUnsafeBytes { Int(decimal: $0[...]) }
        }
      }
      tried[place] = written
    }
    return nil
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
