import Foundation
import Storage
import StorageMocks
import TestSupport
import Testing

/// The outbox's log at its boundaries: a torn last line, a damaged line, another version, the
/// counter lost, the size limit, compaction.
@Suite("Outbox log")
struct OutboxLogTests {
  let disk = MockDisk()
  var directory: URL { disk.url("outbox/sandbox") }
  var log: URL { directory.appendingPathComponent("outbox.log") }
  var counter: URL { directory.appendingPathComponent("outbox.next") }

  func storage(
    maximumBytes: Int = FileOutboxStorage.defaultMaximumBytes,
    maximumWaitingBytes: Int = FileOutboxStorage.defaultMaximumWaitingBytes,
    reads: Recorder<Range<Int>>? = nil
  ) -> FileOutboxStorage {
    FileOutboxStorage(
      in: disk.container(
        StorageContainer("outbox", "sandbox"),
        accessor: reads.map { RecordingReads(base: disk.files, ranges: $0) }),
      maximumBytes: maximumBytes, maximumWaitingBytes: maximumWaitingBytes)
  }

  var text: String { String(decoding: disk.files.storedContents(at: log) ?? Data(), as: UTF8.self) }

  func appending(_ text: String) {
    disk.files.place((disk.files.storedContents(at: log) ?? Data()) + Data(text.utf8), at: log)
  }

  @Test("A change costs one line, and leaving costs one more")
  func oneLineEach() async throws {
    let storage = storage()
    _ = try await storage.append(Data(#"{"a":1}"#.utf8))
    _ = try await storage.append(Data(#"{"b":2}"#.utf8))
    try await storage.update([OutboxEntry(id: 2, data: Data(#"{"b":3}"#.utf8))], removing: [1])
    let lines = text.split(separator: "\n").map {
      $0.split(separator: " ").dropLast().joined(separator: " ")
    }
    #expect(lines == [#"+ 1 {"a":1}"#, #"+ 2 {"b":2}"#, #"= 2 {"b":3}"#, "- 1"])
    #expect(try storage.entries() == [OutboxEntry(id: 2, data: Data(#"{"b":3}"#.utf8))])
  }

  @Test("A last line a kill cut short never was; the next change cuts it off")
  func tornLastLine() async throws {
    let storage = storage()
    _ = try await storage.append(Data("a".utf8))
    appending("+ 2 half-writ")
    #expect(
      try storage.contents() == OutboxContents(entries: [OutboxEntry(id: 1, data: Data("a".utf8))]))
    let next = try await storage.append(Data("b".utf8))
    #expect(next.id == 2)
    #expect(try storage.entries().map(\.id) == [1, 2])
    #expect(!text.contains("half"))
  }

  @Test("A damaged line sets its change apart, the rest goes on, and it can be removed")
  func damagedLine() async throws {
    let storage = storage()
    for value in ["a", "b", "c"] { _ = try await storage.append(Data(value.utf8)) }
    // One byte of change 2's data flipped, as a bad disk or a careless hand would.
    disk.files.place(Data(text.replacingOccurrences(of: "+ 2 b", with: "+ 2 x").utf8), at: log)
    appending("garbage that names no change\n")
    let contents = try storage.contents()
    #expect(contents.entries.map(\.id) == [1, 3])
    #expect(contents.unreadable == [2])

    try await storage.update([], removing: [2])
    #expect(try storage.contents().unreadable.isEmpty)
    #expect(try await storage.append(Data("d".utf8)).id == 4)
  }

  /// A log in which change 2 was sent: its removal's line is `- 2 <checksum>`.
  func sentTheSecondOfThree() async throws -> FileOutboxStorage {
    let storage = storage()
    for value in ["a", "b", "c"] { _ = try await storage.append(Data(value.utf8)) }
    try await storage.update([], removing: [2])
    return storage
  }

  @Test(
    "A line damaged in its number alone is mended by its checksum: a change sent stays sent",
    arguments: [
      "- 6",  // a number never given: it would be set apart, and change 2 sent again
      "- 3",  // another change's number: change 3 would be set apart, and change 2 sent again
      "- x",  // no number at all
    ])
  func damagedNumber(into damaged: String) async throws {
    let storage = try await sentTheSecondOfThree()
    disk.files.place(
      Data(text.replacingOccurrences(of: "\n- 2 ", with: "\n\(damaged) ").utf8), at: log)
    #expect(try storage.contents().entries.map(\.id) == [1, 3])
    #expect(try storage.contents().unreadable.isEmpty)
  }

  @Test("A removal whose digit turned into a space is mended: the change stays sent")
  func damagedNumberIntoASpace() async throws {
    let storage = storage()
    for number in 1...11 { _ = try await storage.append(Data("\(number)".utf8)) }
    try await storage.update([], removing: [10])
    // `- 10` now reads as a removal of change 1, with something after it.
    disk.files.place(Data(text.replacingOccurrences(of: "\n- 10 ", with: "\n- 1  ").utf8), at: log)
    #expect(try storage.contents().entries.map(\.id) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 11])
    #expect(try storage.contents().unreadable.isEmpty)
  }

  @Test(
    "An add damaged in its number into another add's is mended, before or after it: none is lost",
    arguments: [
      (written: "+ 3 c", damaged: "+ 1 c"),  // the later add, into the number of one before
      (written: "+ 1 a", damaged: "+ 3 a"),  // the earlier add, into the number of one after
    ])
  func damagedAddNumber(written: String, damaged: String) async throws {
    let storage = storage()
    for value in ["a", "b", "c"] { _ = try await storage.append(Data(value.utf8)) }
    disk.files.place(Data(text.replacingOccurrences(of: written, with: damaged).utf8), at: log)
    let contents = try storage.contents()
    #expect(contents.entries.map { String(decoding: $0.data, as: UTF8.self) } == ["a", "b", "c"])
    #expect(contents.entries.map(\.id) == [1, 2, 3])
    #expect(contents.unreadable.isEmpty)
  }

  @Test("An add damaged in its number into a new one is read and sent, by the number it shows")
  func damagedAddIntoNewNumber() async throws {
    let storage = storage()
    for value in ["a", "b", "c"] { _ = try await storage.append(Data(value.utf8)) }
    disk.files.place(Data(text.replacingOccurrences(of: "+ 3 c", with: "+ 9 c").utf8), at: log)
    let contents = try storage.contents()
    #expect(contents.entries.map { String(decoding: $0.data, as: UTF8.self) } == ["a", "b", "c"])
    #expect(contents.entries.map(\.id) == [1, 2, 9])
    #expect(contents.unreadable.isEmpty)
    #expect(try await storage.append(Data("d".utf8)).id == 10)
  }

  @Test("An add damaged into the number of a later one that was discarded is not lost with it")
  func damagedAddNumberOfDiscarded() async throws {
    let storage = storage()
    for value in ["a", "b", "c"] { _ = try await storage.append(Data(value.utf8)) }
    try await storage.update([], removing: [3])
    disk.files.place(Data(text.replacingOccurrences(of: "+ 1 a", with: "+ 3 a").utf8), at: log)
    let contents = try storage.contents()
    #expect(contents.entries.map { String(decoding: $0.data, as: UTF8.self) } == ["a", "b"])
    #expect(contents.entries.map(\.id) == [1, 2])
    #expect(contents.unreadable.isEmpty)
  }

  @Test("A line damaged elsewhere than in its number still sets apart the change it names")
  func damagedChecksum() async throws {
    let storage = try await sentTheSecondOfThree()
    let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("- 2 ") })
    let flipped = line.dropLast() + (line.last == "0" ? "1" : "0")
    disk.files.place(Data(text.replacingOccurrences(of: line, with: flipped).utf8), at: log)
    #expect(try storage.contents().entries.map(\.id) == [1, 3])
    #expect(try storage.contents().unreadable == [2])
  }

  @Test("A damaged add is found when its data is read: it waits, counted, until then")
  func damagedAddFoundWhenRead() async throws {
    let storage = storage()
    for value in ["a", "b", "c", "d"] { _ = try await storage.append(Data(value.utf8)) }
    try await storage.update([OutboxEntry(id: 4, data: Data("D".utf8))], removing: [])
    disk.files.place(
      Data(
        text.replacingOccurrences(of: "+ 2 b", with: "+ 2 x")
          .replacingOccurrences(of: "+ 4 d", with: "+ 4 x").utf8), at: log)
    // Counting reads no data, so no add is checked.
    let counted = try storage.contents { _ in 0..<0 }
    #expect(counted.waiting == [1, 2, 3, 4])
    #expect(counted.unreadable.isEmpty)
    // Read, it is set apart; change 4 is read from its latest line, which is whole.
    let read = try storage.contents { _ in 1..<4 }
    #expect(read.entries.map(\.id) == [3, 4])
    #expect(read.entries.last?.data == Data("D".utf8))
    #expect(read.waiting == [1, 3, 4])
    #expect(read.unreadable == [2])
    #expect(read.count == counted.count)
  }

  @Test("A log longer than one piece is read a piece at a time, each line whole")
  func longLog() throws {
    // 3,000 lines of about 1 KB, interleaved with removals: the scan's pieces (1 MiB) end
    // inside lines, and no line may be lost or torn there.
    var lines = "v 2 3001 \(Self.checksum("v 2 3001"))\n"
    for number in 1...3_000 {
      let body = "+ \(number) " + String(repeating: "\(number % 10)", count: 1_000 + number % 7)
      lines += "\(body) \(Self.checksum(body))\n"
      if number.isMultiple(of: 3) {
        lines += "- \(number - 1) \(Self.checksum("- \(number - 1)"))\n"
      }
    }
    disk.files.place(Data(lines.utf8), at: log)
    let reads = Recorder<Range<Int>>()
    let contents = try storage(reads: reads).contents()
    // Pieces of at most a megabyte, then the lines of every change, read in runs.
    #expect(reads.values.count > 3)
    #expect(reads.values.allSatisfy { $0.count <= 1024 * 1024 })
    let kept = (1...3_000).filter { !($0 + 1).isMultiple(of: 3) }
    #expect(contents.entries.map(\.id) == kept)
    #expect(contents.unreadable.isEmpty)
    #expect(
      contents.entries.allSatisfy {
        $0.data == Data(String(repeating: "\($0.id % 10)", count: 1_000 + $0.id % 7).utf8)
      })
    let scanned = Recorder<Range<Int>>()
    _ = try storage(reads: scanned).contents { _ in 0..<0 }
    let one = Recorder<Range<Int>>()
    let found = try storage(reads: one).contents {
      $0.firstIndex(of: 2_998).map { $0..<($0 + 1) } ?? 0..<0
    }
    #expect(found.entries.map(\.id) == [2_998])
    // The scan's pieces, then one read of the one line asked for.
    #expect(one.values.dropLast() == scanned.values[...])
    #expect(one.values.last.map { (1_000...1_100).contains($0.count) } == true)
  }

  @Test("A log of another format version is refused, naming it; one of nothing but garbage too")
  func otherVersion() throws {
    let body = "v 3 1"
    disk.files.place(Data("\(body) \(Self.checksum(body))\n".utf8), at: log)
    #expect(throws: StorageError.unsupportedVersion(path: log.path, found: 3)) {
      try storage().entries()
    }
    disk.files.place(Data("not a log\nat all\n".utf8), at: log)
    #expect(throws: StorageError.corrupted(path: log.path, .notADocument)) {
      try storage().entries()
    }
  }

  @Test("A lost or damaged counter is rebuilt from the log: no number is given twice")
  func counterLost() async throws {
    let storage = storage()
    for value in ["a", "b", "c"] { _ = try await storage.append(Data(value.utf8)) }
    try await storage.update([], removing: [3])
    for damage in [nil, Data("x\n".utf8)] {
      let counter = directory.appendingPathComponent("outbox.next")
      if let damage {
        disk.files.place(damage, at: counter)
      } else {
        try disk.files.removeItem(at: counter)
      }
      let next = try await storage.append(Data("d".utf8))
      #expect(next.id >= 4)
      try await storage.update([], removing: [next.id])
    }
  }

  @Test("A counter left behind (restored from an older copy) is caught: no number given twice")
  func counterBehind() async throws {
    let storage = storage()
    for value in ["a", "b", "c"] { _ = try await storage.append(Data(value.utf8)) }
    try await storage.update([], removing: [1])
    disk.files.place(Data("2\n".utf8), at: directory.appendingPathComponent("outbox.next"))
    #expect(try await storage.append(Data("d".utf8)).id == 4)
    #expect(
      try storage.contents()
        == OutboxContents(entries: [
          OutboxEntry(id: 2, data: Data("b".utf8)), OutboxEntry(id: 3, data: Data("c".utf8)),
          OutboxEntry(id: 4, data: Data("d".utf8)),
        ]))
  }

  @Test("A counter left behind is caught when the log's last line is one large state, too")
  func counterBehindALargeState() async throws {
    let storage = storage()
    for value in ["a", "b", "c"] { _ = try await storage.append(Data(value.utf8)) }
    // A state larger than the short read of the log's end: that read holds no whole line.
    let state = Data(repeating: UInt8(ascii: "s"), count: 100 * 1024)
    try await storage.update([OutboxEntry(id: 1, data: state)], removing: [])
    disk.files.place(Data("2\n".utf8), at: directory.appendingPathComponent("outbox.next"))
    #expect(try await storage.append(Data("d".utf8)).id == 4)
    #expect(try storage.contents().unreadable.isEmpty)
    #expect(try storage.entries().map(\.id) == [1, 2, 3, 4])
  }

  @Test("A counter left behind is caught after a compaction, whose last adds are old ones")
  func counterBehindACompaction() async throws {
    let storage = storage()
    // Changes 1 and 2 are large: the short read of the compacted log's end holds changes 2
    // and 3 whole, and not the header that opens the file.
    for letter: Unicode.Scalar in ["a", "b"] {
      _ = try await storage.append(Data(repeating: UInt8(ascii: letter), count: 40 * 1024))
    }
    // Mostly sent, so that compact() compacts.
    for number in 3...40 { _ = try await storage.append(Data("\(number)".utf8)) }
    try await storage.update([], removing: Set(4...40))
    let older = try #require(disk.files.storedContents(at: counter))  // a copy taken now: 41
    _ = try await storage.append(Data("41".utf8))
    try await storage.update([], removing: [41])
    try await storage.compact()
    #expect(text.split(separator: "\n").count == 5)  // the header, 1 to 3, the header
    disk.files.place(older, at: counter)
    #expect(try await storage.append(Data("42".utf8)).id == 42)
    #expect(try storage.entries().map(\.id) == [1, 2, 3, 42])
  }

  @Test("A log emptied since, by hand or by damage, does not make its numbers free again")
  func counterAheadOfAnEmptiedLog() async throws {
    let storage = storage()
    for value in ["a", "b", "c"] { _ = try await storage.append(Data(value.utf8)) }
    disk.files.place(Data(), at: log)
    #expect(try storage.contents() == OutboxContents())
    #expect(try await storage.append(Data("d".utf8)).id == 4)
  }

  @Test(
    "A log of zeros, or of what no line starts with, is not an outbox, and is not written over",
    arguments: [Data(repeating: 0, count: 300), Data("not a log at all".utf8)])
  func noLineAtAll(damage: Data) async throws {
    let storage = storage()
    for value in ["a", "b", "c"] { _ = try await storage.append(Data(value.utf8)) }
    disk.files.place(damage, at: log)
    let notAnOutbox = StorageError.corrupted(path: log.path, .notADocument)
    #expect(throws: notAnOutbox) { try storage.contents() }
    await #expect(throws: notAnOutbox) { _ = try await storage.append(Data("d".utf8)) }
    #expect(disk.files.storedContents(at: log) == damage)
  }

  @Test("A log whose numbers reached the most there can be is named as the file at fault")
  func numbersExhausted() async throws {
    let body = "+ 999999999999999999 a"
    disk.files.place(Data("\(body) \(Self.checksum(body))\n".utf8), at: log)
    await #expect(throws: StorageError.corrupted(path: log.path, .impossibleValues)) {
      _ = try await storage().append(Data("b".utf8))
    }
  }

  @Test("A log larger than the outbox ever lets it grow is named as a file that cannot be true")
  func logPastItsLimit() async throws {
    let storage = storage(maximumBytes: 300, maximumWaitingBytes: 200)
    let body = "+ 1 " + String(repeating: "x", count: 400)
    disk.files.place(Data("\(body) \(Self.checksum(body))\n".utf8), at: log)
    let impossible = StorageError.corrupted(path: log.path, .impossibleValues)
    #expect(throws: impossible) { try storage.contents() }
    await #expect(throws: impossible) { _ = try await storage.append(Data("a".utf8)) }
    await #expect(throws: impossible) { try await storage.update([], removing: [1]) }
  }

  @Test("Compaction keeps what waits, what is set apart, and the next number")
  func compaction() async throws {
    let storage = storage()
    for number in 1...100 { _ = try await storage.append(Data("\(number)".utf8)) }
    try await storage.update([], removing: Set(1...98))
    disk.files.place(Data(text.replacingOccurrences(of: "+ 99 99", with: "+ 99 9x").utf8), at: log)
    let before = try storage.contents()
    try await storage.compact()
    #expect(text.split(separator: "\n").count == 4)  // the header, 100, 99 set apart, the header
    #expect(try storage.contents() == before)
    try disk.files.removeItem(at: directory.appendingPathComponent("outbox.next"))
    #expect(try await storage.append(Data("new".utf8)).id == 101)
  }

  @Test("A change past the limit is refused before it is written; sent changes free room")
  func limit() async throws {
    let storage = storage(maximumBytes: 300, maximumWaitingBytes: 200)
    let change = Data(String(repeating: "x", count: 40).utf8)
    var added: [Int] = []
    while true {
      do {
        added.append(try await storage.append(change).id)
      } catch {
        #expect(error == .tooLarge(path: log.path, limit: 200))
        break
      }
    }
    #expect(added.count == 3)
    let full = text
    await #expect(throws: StorageError.tooLarge(path: log.path, limit: 200)) {
      _ = try await storage.append(change)
    }
    #expect(text == full)
    try await storage.update([], removing: Set(added))
    #expect(try await storage.append(change).id > added.last ?? 0)
    await #expect(throws: StorageError.entryTooLarge(path: log.path, limit: 64 * 1024)) {
      _ = try await storage.append(Data(count: 64 * 1024 + 1))
    }
  }

  @Test("What a sync records is never refused for size: the log is compacted to make room")
  func recordsAlwaysFit() async throws {
    let storage = storage(maximumBytes: 300, maximumWaitingBytes: 200)
    let change = Data(String(repeating: "x", count: 40).utf8)
    var added: [Int] = []
    for _ in 1...2 { added.append(try await storage.append(change).id) }
    // Sent one at a time, then added again, over and over: the removals alone would pass the
    // 300 bytes every read allows many times over.
    for _ in 1...20 {
      try await storage.update([], removing: [added.removeFirst()])
      added.append(try await storage.append(change).id)
      #expect((disk.files.storedContents(at: log)?.count ?? 0) <= 300)
    }
    #expect(try storage.entries().map(\.id) == added)
    // A state recorded (a conflict repeats values) may outgrow a new change's limit.
    let roomy = self.storage()
    let first = try await roomy.append(change)
    let conflict = Data(repeating: UInt8(ascii: "c"), count: 100 * 1024)
    try await roomy.update([OutboxEntry(id: first.id, data: conflict)], removing: [])
    #expect(try roomy.entries().first { $0.id == first.id }?.data == conflict)
  }

  /// The sync's record is kept, the log stays readable, and the change can still be discarded.
  @Test("A state with no room beside what waits, even compacted, sets its change apart")
  func stateWithoutRoom() async throws {
    let storage = storage(maximumBytes: 300, maximumWaitingBytes: 200)
    let change = Data(String(repeating: "x", count: 40).utf8)
    let added = [
      try await storage.append(change), try await storage.append(change),
      try await storage.append(change),
    ]
    // A conflict repeats the server's values: well under the limit of a recorded state, more
    // than the file has room for beside what waits.
    let conflict = Data(repeating: UInt8(ascii: "c"), count: 250)
    try await storage.update(
      [
        OutboxEntry(id: added[0].id, data: conflict), OutboxEntry(id: added[1].id, data: change),
        OutboxEntry(id: added[2].id, data: conflict),
      ],
      removing: [])
    let contents = try storage.contents()
    #expect(contents.unreadable == [added[0].id, added[2].id])
    #expect(contents.entries == [added[1]])
    #expect((disk.files.storedContents(at: log)?.count ?? 0) <= 300)
    try await storage.update([], removing: [added[0].id])
    #expect(try storage.contents().unreadable == [added[2].id])
  }

  @Test("Both files there: the earlier outbox's changes the log lacks come after its own")
  func bothFiles() async throws {
    let storage = storage()
    _ = try await storage.append(Data("kept".utf8))
    // The earlier version, run meanwhile, queued two changes in its own file.
    let earlier =
      #"{"schemaVersion": 1, "nextID": 3, "entries": ["#
      + #"{"id": 1, "data": "a2VwdA=="}, {"id": 2, "data": "bmV3"}]}"#
    let json = directory.appendingPathComponent("outbox.json")
    disk.files.place(Data(earlier.utf8), at: json)
    let added = try await storage.append(Data("last".utf8))
    let entries = try storage.entries()
    #expect(entries.map { String(decoding: $0.data, as: UTF8.self) } == ["kept", "new", "last"])
    #expect(Set(entries.map(\.id)).count == 3)
    #expect(added.id == entries.last?.id)
    #expect(disk.files.storedContents(at: json) == nil)
    #expect(
      disk.files.storedContents(at: directory.appendingPathComponent("outbox.json.migrated")) != nil
    )
  }

  @Test("A number given twice sets both changes apart; one lone damaged line is still an outbox")
  func numbersGivenTwice() async throws {
    let storage = storage()
    // As a counter restored from a copy older than the log's last lines would have made it.
    let lines = ["+ 1 a", "+ 1 b"].map { "\($0) \(Self.checksum($0))\n" }
    disk.files.place(Data(lines.joined().utf8), at: log)
    #expect(try storage.contents() == OutboxContents(entries: [], unreadable: [1]))
    #expect(try await storage.append(Data("c".utf8)).id == 2)

    disk.files.place(Data("+ 1 a 0000000000000000\n".utf8), at: log)
    #expect(try storage.contents() == OutboxContents(entries: [], unreadable: [1]))
  }

  @Test("A number added again after it left waits once, with its last data")
  func numberAddedAgain() throws {
    let lines = ["+ 1 a", "- 1", "+ 1 b", "+ 2 c"].map { "\($0) \(Self.checksum($0))\n" }
    disk.files.place(Data(lines.joined().utf8), at: log)
    let contents = try storage().contents()
    #expect(contents.waiting == [1, 2])
    #expect(contents.entries.map { String(decoding: $0.data, as: UTF8.self) } == ["b", "c"])
  }

  /// FNV-1a, as the log writes it: worked out here again so a change of the format shows.
  static func checksum(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}

/// An accessor that passes every call to `base`, recording the ranges read through
/// ``FileAccessorProviding/reading(_:_:)``.
private struct RecordingReads: FileAccessorProviding {
  let base: MockFileAccessor
  let ranges: Recorder<Range<Int>>

  func reading<Result>(
    _ url: URL, _ body: (any ReadableFile) throws(StorageError) -> Result
  ) throws(StorageError) -> Result {
    try base.reading(url) { file throws(StorageError) in
      try body(RecordedFile(base: file, ranges: ranges))
    }
  }

  func write(_ data: Data, to url: URL) throws(StorageError) { try base.write(data, to: url) }

  func appendLine(_ line: Data, to url: URL, limit: Int) throws(StorageError) {
    try base.appendLine(line, to: url, limit: limit)
  }

  func itemNames(in directory: URL) throws(StorageError) -> [String] {
    try base.itemNames(in: directory)
  }

  func removeItem(at url: URL) throws(StorageError) { try base.removeItem(at: url) }
}

private struct RecordedFile: ReadableFile {
  let base: any ReadableFile
  let ranges: Recorder<Range<Int>>

  var size: Int { base.size }

  func read(_ range: Range<Int>) throws(StorageError) -> Data {
    ranges.append(range)
    return try base.read(range)
  }
}
