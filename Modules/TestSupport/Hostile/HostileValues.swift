/// Values from the edges, where code that trusts its input breaks: the numbers, text, bytes and
/// JSON a misbehaving server, a hand-edited file or a careless caller can produce.
public enum HostileValues {
  /// Whole numbers that break arithmetic: the extremes, zero, one either side of it, powers of
  /// two near the limits, and ordinary ones.
  public static func integer(using random: inout SeededGenerator) -> Int {
    let edges = [
      Int.min, Int.min + 1, Int.max, Int.max - 1, 0, 1, -1, 2, -2, 99, 100, 101, 1 << 31,
      -(1 << 31), 1 << 53, 1_000_000_000, 1_000_000_001, 9_999_999_999,
    ]
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return edges.randomElement(using: &random) ?? 0
    case 1: return Int.random(in: -1_000...1_000, using: &random)
    default: return Int(truncatingIfNeeded: random.next())
    }
  }

  /// Text with terminal controls, bidi overrides, combining marks, emoji, line breaks, and runs
  /// long enough to matter, from empty to `maximumLength` scalars.
  public static func text(using random: inout SeededGenerator, maximumLength: Int = 64) -> String {
    let pieces: [String] = [
      "\u{1B}[2J", "\u{1B}]0;title\u{07}", "\u{1B}]52;c;cHduZWQ=\u{07}", "\u{9B}31m", "\u{202E}",
      "\u{2066}", "\u{0}", "\u{8}", "\r", "\n", "\t", "\u{7F}", "\u{85}", "\u{2028}", "e\u{301}",
      "👩‍💻", "🇬🇧", "Ω", "日本", "a", "Z", " ", "-", "%", "\"", "\\", "<redacted>", "Bearer ",
    ]
    let count = Int.random(in: 0...max(0, maximumLength), using: &random)
    var text = ""
    for _ in 0..<count {
      if Bool.random(using: &random) {
        text += pieces.randomElement(using: &random) ?? ""
      } else if let scalar = Unicode.Scalar(UInt32.random(in: 0...0x2FFF, using: &random)) {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  /// Bytes that need not be UTF-8, nor anything else: truncated sequences, lone continuation
  /// bytes, overlong forms and NULs among plain ASCII.
  public static func bytes(using random: inout SeededGenerator, maximumCount: Int = 256) -> [UInt8]
  {
    let count = Int.random(in: 0...max(0, maximumCount), using: &random)
    return (0..<count).map { _ in
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        [0x00, 0x80, 0xBF, 0xC0, 0xC1, 0xF5, 0xFF, 0xED, 0xA0].randomElement(using: &random) ?? 0
      default: UInt8.random(in: 0...255, using: &random)
      }
    }
  }

  /// A JSON value as text: numbers at and past the edges of `Int` and `Double`, hostile strings
  /// (escaped, as a server would send them), and arrays and objects nested up to `depth` levels.
  public static func json(using random: inout SeededGenerator, depth: Int = 4) -> String {
    let choice = Int.random(in: 0..<(depth > 0 ? 8 : 6), using: &random)
    switch choice {
    case 0: return "null"
    case 1: return Bool.random(using: &random) ? "true" : "false"
    case 2: return String(integer(using: &random))
    case 3:
      return [
        "1e400", "-1e400", "99999999999999999999999", "-0", "0.5", "1e-400", "9223372036854775808",
        "-9223372036854775809", "3.4028235e38",
      ].randomElement(using: &random) ?? "0"
    case 4, 5: return quoted(text(using: &random, maximumLength: 24))
    case 6:
      let items = (0..<Int.random(in: 0...4, using: &random)).map { _ in
        json(using: &random, depth: depth - 1)
      }
      return "[" + items.joined(separator: ",") + "]"
    default:
      let keys = [
        "id", "userId", "name", "username", "email", "title", "body", "address", "geo", "x",
      ]
      let fields = (0..<Int.random(in: 0...5, using: &random)).map { _ in
        quoted(keys.randomElement(using: &random) ?? "x") + ":"
          + json(using: &random, depth: depth - 1)
      }
      return "{" + fields.joined(separator: ",") + "}"
    }
  }

  /// `text` as a JSON string literal, escaped as the JSON grammar requires.
  public static func quoted(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": literal += "\\\""
      case "\\": literal += "\\\\"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        literal += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: literal.unicodeScalars.append(scalar)
      }
    }
    return literal + "\""
  }

  /// A document nested `depth` levels deep: `[[[[…]]]]`, which a recursive decoder must survive.
  public static func deeplyNested(depth: Int) -> String {
    String(repeating: "[", count: max(0, depth)) + String(repeating: "]", count: max(0, depth))
  }
}
