#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Small helpers over the C library calls the local implementations make.
enum POSIX {
  /// Writes up to `count` bytes; named apart from `write` so callers with a `write` method of
  /// their own can reach the C function.
  static func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
  }

  /// Calls `body` again for as long as it fails with `EINTR`.
  static func retryingInterrupts(_ body: () -> Int32) -> Int32 {
    while true {
      let result = body()
      if result == -1 && errno == EINTR { continue }
      return result
    }
  }
}
