/// A hash that is the same in every process and machine, unlike Swift's per-process `Hasher`, to
/// name a file after text or check bytes read back. It is 64-bit FNV-1a, fast but no defence
/// against chosen collisions; nothing here hashes a secret.
public enum StableHash {
  /// The 64-bit FNV-1a hash of `bytes`.
  public static func fnv1a(bytes: UnsafeRawBufferPointer) -> UInt64 {
    fnv1a(bytes: bytes, continuing: 0xcbf2_9ce4_8422_2325)
  }

  /// `hash` continued over `bytes`: bytes hashed piece by piece hash as they would whole.
  public static func fnv1a(bytes: UnsafeRawBufferPointer, continuing hash: UInt64) -> UInt64 {
    var hash = hash
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// The 64-bit FNV-1a hash of `text`'s UTF-8 bytes.
  public static func fnv1a(_ text: String) -> UInt64 {
    var text = text
    return text.withUTF8 { fnv1a(bytes: UnsafeRawBufferPointer($0)) }
  }
}
