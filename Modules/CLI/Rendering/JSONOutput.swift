import Domain
import Features
import Foundation
import Repositories

/// The `--json` shapes, part of the CLI's contract and so spelled out here rather than derived from
/// Domain types. Keys are the REST API's (`userId`), and a record the API sends whole prints as its
/// wire type (`ArticleDTO`); `JSONOutputTests` hold the keys either way.
enum JSONOutput {
  /// An object with keys chosen at run time: a resource's, a session's.
  struct Object: Encodable {
    var values: [String: FieldValue]

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      for (key, value) in values { try container.encode(value, forKey: Key(stringValue: key)) }
    }
  }

  /// `strata sync --json`: what was sent and what was stored.
  struct SyncObject: Encodable {
    var storedAt: String
    var outbox: Object
    var lists: Int
    var samples: SampleSyncObject

    init(_ summary: SyncSummary) {
      samples = SampleSyncObject(summary.samples)
      storedAt = timestamp(summary.storedAt)
      outbox = Object(values: [
        "sent": .integer(summary.outbox.sent),
        "conflicts": .list(summary.outbox.conflicts.map(JSONOutput.change)),
        "refused": .list(summary.outbox.refused.map(JSONOutput.change)),
        "waiting": .integer(summary.outbox.waiting),
      ])
      lists = summary.listsRefreshed
    }

    enum CodingKeys: String, CodingKey {
      case storedAt, outbox, lists
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(storedAt, forKey: .storedAt)
      try container.encode(outbox, forKey: .outbox)
      try container.encode(lists, forKey: .lists)
      try samples.encode(to: encoder)
    }
  }

  /// A key chosen at run time: a feature's name, a resource's field.
  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Any shape above, with `storedAt` added for a stored copy and `pending` when it shows changes
  /// not sent yet; callers ignore a key they do not know, so adding one is compatible.
  struct Annotated<Value: Encodable>: Encodable {
    var value: Value
    var storedAt: Date?
    var pending: Bool

    enum CodingKeys: String, CodingKey {
      case storedAt, pending
    }

    func encode(to encoder: any Encoder) throws {
      try value.encode(to: encoder)
      var container = encoder.container(keyedBy: CodingKeys.self)
      if let storedAt { try container.encode(timestamp(storedAt), forKey: .storedAt) }
      if pending { try container.encode(true, forKey: .pending) }
    }
  }

  /// `value` as pretty-printed JSON text, with the keys ``Annotated`` adds.
  ///
  /// - Throws: `EncodingError` for a value JSON cannot hold (a number that is not finite), which
  ///   the caller reports rather than print something that is not the answer.
  static func text(_ value: some Encodable, storedAt: Date? = nil, pending: Bool = false) throws
    -> String
  {
    let encoder = JSONEncoder()
    // Sorted keys make the output byte-for-byte stable, so scripts can diff it.
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(Annotated(value: value, storedAt: storedAt, pending: pending))
    return escapingUnsafe(String(decoding: data, as: UTF8.self))
  }

  /// `json` with `\u` escapes for what `JSONEncoder` leaves as is and a terminal may act on: DEL,
  /// the C1 controls (`U+009B` starts an escape sequence) and the bidi overrides and isolates. They
  /// only stand inside JSON strings, where the escape reads the same.
  static func escapingUnsafe(_ json: String) -> String {
    let isUnsafe = { (scalar: Unicode.Scalar) in
      (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
        || (0x2066...0x2069).contains(scalar.value)
    }
    guard json.unicodeScalars.contains(where: isUnsafe) else { return json }
    var escaped = String.UnicodeScalarView()
    for scalar in json.unicodeScalars {
      guard isUnsafe(scalar) else {
        escaped.append(scalar)
        continue
      }
      let hex = ("0000" + String(scalar.value, radix: 16)).suffix(4)
      escaped.append(contentsOf: "\\u\(hex)".unicodeScalars)
    }
    return String(escaped)
  }

  /// A date as ISO 8601, as every `storedAt` in the contract is written, with a format style: a
  /// formatter object per date would take most of `outbox --json`'s time.
  static func timestamp(_ date: Date) -> String {
    date.formatted(.iso8601)
  }
}
