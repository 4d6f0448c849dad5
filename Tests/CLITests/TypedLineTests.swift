import Foundation
import Synchronization
import TestSupport
import Testing

@testable import CLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `strata login`'s prompt on a real pseudo-terminal, opened in-process: the test types at the
/// master side, as a person at a terminal emulator would, and reads what the window shows.
@Suite("A line typed at the terminal", .hangGuard)
struct TypedLineTests {
  /// What the reading thread read.
  final class Read: Sendable {
    let line = Mutex<String?>(nil)
    let done = DispatchSemaphore(value: 0)
  }

  @Test(
    "A password is not shown as it is typed, and the echo is back after it; a name is shown",
    arguments: [false, true])
  func typed(echo: Bool) throws {
    var (master, slave): (Int32, Int32) = (-1, -1)
    try #require(openpty(&master, &slave, nil, nil, nil) == 0)
    defer {
      close(slave)
      close(master)
    }
    let read = Read()
    // A thread of its own: the read blocks until the test types.
    Thread { [slave] in
      let line = TypedLine.next(
        prompt: "Password: ", echo: echo, screen: OpenScreen(), input: slave, output: slave)
      read.line.withLock { $0 = line }
      read.done.signal()
    }.start()
    // The prompt shows once the echo is off: what is typed after it is never shown.
    var window = Self.window(master, until: "Password: ")
    _ = Array("pw-typed\n".utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    #expect(read.done.wait(timeout: .now() + 60) == .success, "the line was never read")
    // The echoed line ends in a line break; a hidden one is followed by one.
    window += Self.window(master, until: "\n")
    #expect(read.line.withLock { $0 } == "pw-typed")
    #expect(window.contains("pw-typed") == echo)
    var settings = termios()
    #expect(tcgetattr(slave, &settings) == 0)
    #expect(settings.c_lflag & tcflag_t(ECHO) != 0)
  }

  /// What the window shows until `text` has shown, or for a minute at most (a hang guard only).
  static func window(_ master: Int32, until text: String) -> String {
    var shown: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    var watched = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    while !String(decoding: shown, as: UTF8.self).contains(text), poll(&watched, 1, 60_000) > 0 {
      let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      shown += buffer[0..<count]
    }
    return String(decoding: shown, as: UTF8.self)
  }
}
