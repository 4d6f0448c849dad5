/// Turns the bytes a terminal sends into ``Key``s, holding an escape sequence split between reads
/// until the next ``feed(_:)``. Only time tells a lone Escape from a sequence's start, so the
/// reader calls ``flush()`` after a quiet moment. Unknown sequences are dropped, and nothing a
/// terminal sends can make the decoder trap or grow without bound.
public struct KeyDecoder: Sendable {
  /// The longest escape sequence kept while waiting for its end; longer ones are dropped.
  static let longestSequence = 16

  private var pending: [UInt8] = []

  /// Creates a decoder with nothing held.
  public init() {}

  /// Whether bytes are held, waiting for the rest of a sequence: the caller should ``flush()``
  /// if nothing more arrives soon.
  public var isWaiting: Bool { !pending.isEmpty }

  /// The keys `bytes` complete, in order; an incomplete sequence at the end is held.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      guard let (key, length) = decode(at: index) else { break }
      if let key { keys.append(key) }
      index += length
    }
    pending.removeFirst(index)
    if pending.count > Self.longestSequence { pending.removeAll() }
    return keys
  }

  /// What the held bytes mean when nothing more is coming: a lone `ESC` is ``Key/escape``, and
  /// what followed it is read as typed.
  public mutating func flush() -> [Key] {
    guard pending.first == 0x1B else {
      pending.removeAll()  // an incomplete character that will never complete
      return []
    }
    let rest = Array(pending.dropFirst())
    pending.removeAll()
    return [.escape]
      + rest.compactMap {
        $0 >= 0x20 && $0 < 0x7F ? .character(Character(Unicode.Scalar($0))) : nil
      }
  }

  /// The key at `index` and how many bytes it took (`nil` key: bytes to skip), or `nil` when
  /// the bytes from `index` are an incomplete sequence.
  private func decode(at index: Int) -> (Key?, Int)? {
    let byte = pending[index]
    switch byte {
    case 0x1B: return escapeSequence(at: index)
    case 0x0D:  // CR LF, as pasted text may carry, is one Enter.
      return (.enter, index + 1 < pending.count && pending[index + 1] == 0x0A ? 2 : 1)
    case 0x0A: return (.enter, 1)
    case 0x09: return (.tab, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x01...0x1A: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
    case 0x00, 0x1C...0x1F: return (nil, 1)
    case 0x20...0x7E: return (.character(Character(Unicode.Scalar(byte))), 1)
    default: return utf8Character(at: index)
    }
  }

  private func escapeSequence(at index: Int) -> (Key?, Int)? {
    guard index + 1 < pending.count else { return nil }
    let introducer = pending[index + 1]
    guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
      return (.escape, 1)  // Escape, then an ordinary key (Alt+key reads as that)
    }
    var end = index + 2
    while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
    guard end < pending.count else { return nil }
    let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
    return (Self.key(final: pending[end], parameters: parameters), end - index + 1)
  }

  private static func key(final: UInt8, parameters: String) -> Key? {
    switch (Character(Unicode.Scalar(final)), parameters) {
    case ("A", _): .up
    case ("B", _): .down
    case ("C", _): .right
    case ("D", _): .left
    case ("H", _): .home
    case ("F", _): .end
    case ("~", "1"), ("~", "7"): .home
    case ("~", "4"), ("~", "8"): .end
    case ("~", "3"): .delete
    case ("~", "5"): .pageUp
    case ("~", "6"): .pageDown
    default: nil
    }
  }

  private func utf8Character(at index: Int) -> (Key?, Int)? {
    let lead = pending[index]
    let length =
      switch lead {
      case 0xC2...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF4: 4
      default: 0
      }
    guard length > 0 else { return (nil, 1) }  // not a lead byte: skip it
    guard index + length <= pending.count else { return nil }
    let bytes = pending[index..<(index + length)]
    guard bytes.dropFirst().allSatisfy({ (0x80...0xBF).contains($0) }),
      let scalar = String(decoding: bytes, as: UTF8.self).unicodeScalars.first,
      scalar != "\u{FFFD}"
    else { return (nil, 1) }
    // C1 controls and bidi overrides typed in are not characters a field should keep.
    let value = scalar.value
    guard !(0x80...0x9F).contains(value), !(0x202A...0x202E).contains(value),
      !(0x2066...0x2069).contains(value)
    else { return (nil, length) }
    return (.character(Character(scalar)), length)
  }
}
