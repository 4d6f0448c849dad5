#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An error the operating system reported, kept as its `errno` (like swift-nio's `IOError`), since
/// a code can be tested and worded later while a sentence can only be printed.
public struct SystemError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The `errno` value, such as `EACCES`.
  public let code: Int32

  /// The error for `errno` value `code`.
  public init(code: Int32) {
    self.code = code
  }

  /// `EACCES`: the process may not touch the file.
  public static let permissionDenied = SystemError(code: EACCES)
  /// `ENOSPC`: the disk is full.
  public static let noSpace = SystemError(code: ENOSPC)
  /// `EIO`: the device failed to read or write.
  public static let ioFailure = SystemError(code: EIO)

  /// The error in `errno` now: call it straight after the failed call.
  public static var current: SystemError { SystemError(code: errno) }

  /// The system's words for it: "Permission denied".
  public var description: String { String(cString: strerror(code)) }
}
