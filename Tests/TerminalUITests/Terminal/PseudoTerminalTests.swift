import TerminalUI
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real terminal on a real pseudo-terminal, opened in-process: the test holds the master
/// side, as a terminal emulator would, and `POSIXTerminal` gets the other.
@Suite("POSIX terminal on a pseudo-terminal", .hangGuard)
struct PseudoTerminalTests {
  /// A pseudo-terminal pair, closed when the value goes away.
  final class PseudoTerminal {
    let master: Int32
    let slave: Int32

    init(columns: UInt16 = 100, rows: UInt16 = 30) throws {
      var (master, slave): (Int32, Int32) = (-1, -1)
      try #require(openpty(&master, &slave, nil, nil, nil) == 0)
      (self.master, self.slave) = (master, slave)
      resize(columns: columns, rows: rows)
    }

    deinit {
      close(slave)
      close(master)
    }

    func resize(columns: UInt16, rows: UInt16) {
      var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
      _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
    }

    /// The slave's settings, as `stty -g` would read them.
    func settings() -> termios {
      var settings = termios()
      _ = tcgetattr(slave, &settings)
      return settings
    }

    /// Types `bytes`, as a person at the emulator would.
    func type(_ bytes: [UInt8]) {
      _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Everything the program has written so far, without waiting for more.
    func drain() -> String {
      var output: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      var watched = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      while poll(&watched, 1, 0) > 0 {
        let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        output += buffer[0..<count]
      }
      return String(decoding: output, as: UTF8.self)
    }
  }

  static func isRaw(_ settings: termios) -> Bool {
    settings.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0
  }

  static func same(_ first: termios, _ second: termios) -> Bool {
    var (first, second) = (first, second)
    return memcmp(&first, &second, MemoryLayout<termios>.size) == 0
  }

  @Test("Takes the terminal over, and gives back exactly the settings it found, once")
  func startAndRestore() throws {
    let pty = try PseudoTerminal()
    let before = pty.settings()
    let terminal = POSIXTerminal(input: pty.slave, output: pty.slave)
    #expect(terminal.size == TerminalSize(columns: 100, rows: 30))

    try terminal.start()
    #expect(Self.isRaw(pty.settings()))
    #expect(pty.drain().contains("\u{1B}[?1049h"))

    try terminal.write("hello")
    #expect(pty.drain() == "hello")

    terminal.restore()
    #expect(Self.same(pty.settings(), before))
    #expect(pty.drain().contains("\u{1B}[?25h\u{1B}[?1049l"))
    terminal.restore()
    #expect(pty.drain().isEmpty)
  }

  @Test("Reads keys as typed, a lone Escape after its short wait, and resizes when told")
  func events() async throws {
    let pty = try PseudoTerminal()
    let terminal = POSIXTerminal(input: pty.slave, output: pty.slave)
    try terminal.start()
    defer { terminal.restore() }
    var events = terminal.events().makeAsyncIterator()

    pty.type(Array("j\u{1B}[B".utf8))
    #expect(await events.next() == .key(.character("j")))
    #expect(await events.next() == .key(.down))

    let typed = ContinuousClock.now
    pty.type([0x1B])
    #expect(await events.next() == .key(.escape))
    #expect(ContinuousClock.now - typed >= .milliseconds(Int(POSIXTerminal.escapeDelay)))

    pty.resize(columns: 60, rows: 20)
    terminal.sizeChanged()
    #expect(await events.next() == .resize(TerminalSize(columns: 60, rows: 20)))
  }

  @Test("A suspend asked for after start, before anyone listens, is the first event")
  func suspendBeforeListening() async throws {
    let pty = try PseudoTerminal()
    let terminal = POSIXTerminal(input: pty.slave, output: pty.slave)
    // Not taken over yet: nothing to give back, so the caller stops the process itself.
    #expect(!terminal.suspendRequested())

    // Raw already, no listener yet (browse starting up): stopping now would leave the shell
    // a raw terminal, so the request waits for the app.
    try terminal.start()
    defer { terminal.restore() }
    #expect(terminal.suspendRequested())
    var events = terminal.events().makeAsyncIterator()
    pty.type(Array("j".utf8))
    #expect(await events.next() == .suspend)
    #expect(await events.next() == .key(.character("j")))
  }

  @Test("A terminal that hangs up ends the events; a write to it fails with its errno")
  func hangUp() async throws {
    var pty: PseudoTerminal? = try PseudoTerminal()
    let slave = try #require(pty?.slave)
    let duplicate = dup(slave)
    defer { close(duplicate) }
    let terminal = POSIXTerminal(input: duplicate, output: duplicate)
    var events = terminal.events().makeAsyncIterator()
    pty = nil  // closes the master: the line hangs up
    #expect(await events.next() == nil)
    #expect(throws: TerminalError.self) { try terminal.write("x") }
  }
}
