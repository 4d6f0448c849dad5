import Foundation
import Synchronization

/// The real terminal through POSIX, with a key-reading thread that waits in `poll(2)` without a
/// timeout, so an idle app uses no CPU; only a lone `ESC` wakes it after ``escapeDelay``. The
/// composition root owns the signals and calls ``sizeChanged()`` on `SIGWINCH`.
public final class POSIXTerminal: Terminal {
  /// How long a lone `ESC` waits for the rest of a sequence before it counts as Escape, in
  /// milliseconds. A sequence arrives well within it, even over SSH; no person types that fast.
  public static let escapeDelay: Int32 = 50

  /// Alternate screen, cursor hidden, no wrapping (a full last row must not scroll the screen).
  static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l"
  /// Attributes reset, wrapping and cursor back, alternate screen left: ``enter`` undone.
  static let leave = "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

  private struct State {
    /// The settings before ``start()``, until ``restore()`` puts them back.
    var original: termios?
    /// Where keys and resizes go, while someone listens.
    var continuation: AsyncStream<TerminalEvent>.Continuation?
    /// A suspend asked for while the terminal was taken over and no one listened: the first
    /// event the next ``events()`` gives, unless ``restore()`` comes first.
    var isSuspendWaiting = false
  }

  private let input: Int32
  private let output: Int32
  private let state = Mutex(State())

  /// A terminal on the descriptors `input` and `output`: standard input and output by default.
  public init(input: Int32 = 0, output: Int32 = 1) {
    self.input = input
    self.output = output
  }

  /// Whether to draw in colour: never with `NO_COLOR` set (no-color.org), and otherwise only
  /// when `COLORTERM` is set or `TERM` names a terminal known for colour.
  public static func supportsColor(environment: [String: String]) -> Bool {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    if let colorTerm = environment["COLORTERM"], !colorTerm.isEmpty { return true }
    guard let term = environment["TERM"], !term.isEmpty, term != "dumb" else { return false }
    let colourFamilies = [
      "xterm", "screen", "tmux", "rxvt", "linux", "vt220", "alacritty", "kitty", "wezterm",
      "foot", "ghostty", "konsole", "gnome", "putty", "cygwin",
    ]
    return term.contains("color") || colourFamilies.contains { term.hasPrefix($0) }
  }

  /// The window's size from `TIOCGWINSZ`; 80×24 when the system cannot say.
  public var size: TerminalSize {
    var window = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0
    else { return TerminalSize(columns: 80, rows: 24) }
    return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
  }

  /// Takes the terminal over, keeping its settings for ``restore()``.
  public func start() throws(TerminalError) {
    var original = termios()
    guard tcgetattr(input, &original) == 0 else {
      throw .rawModeFailed(String(cString: strerror(errno)))
    }
    // Raw mode as cfmakeraw(3) has it, but keeping output processing: keys arrive one by one and
    // unechoed, Ctrl-C as a key (the app restores the terminal itself), Ctrl-S and Ctrl-Q too.
    var raw = original
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
      throw .rawModeFailed(String(cString: strerror(errno)))
    }
    state.withLock { $0.original = original }
    do {
      try write(Self.enter)
    } catch {
      restore()
      throw error
    }
  }

  /// Leaves the alternate screen, shows the cursor and puts the saved settings back.
  public func restore() {
    guard var original = state.withLock({ $0.original }) else { return }
    // Best effort: a terminal that is gone has no screen to leave. The settings are forgotten only
    // once put back, so a forced exit meanwhile (``restoreWithoutWaiting()``) still finds them.
    _ = writeAll(Self.leave, to: output)
    _ = tcsetattr(input, TCSAFLUSH, &original)
    state.withLock {
      $0.original = nil
      $0.isSuspendWaiting = false
    }
  }

  /// Restores the settings at once (`TCSANOW`) and leaves the alternate screen only if the terminal
  /// takes the bytes now, for a forced exit: ``restore()`` may block on a stalled SSH session.
  public func restoreWithoutWaiting() {
    guard var original = state.withLock({ $0.original }) else { return }
    _ = tcsetattr(input, TCSANOW, &original)
    var ready = pollfd(fd: output, events: Int16(POLLOUT), revents: 0)
    if poll(&ready, 1, 0) == 1 { writeOnce(Self.leave, to: output) }
  }

  /// Asks whoever reads ``events()`` to suspend; call it on `SIGTSTP`. It returns whether the app
  /// takes the request now or will: while the terminal is taken over with no reader, the request
  /// waits for the next ``events()`` or is dropped by ``restore()``, since stopping then would
  /// leave the shell a raw terminal. On `false`, the caller stops the process itself.
  public func suspendRequested() -> Bool {
    state.withLock { state in
      if let listener = state.continuation, case .enqueued = listener.yield(.suspend) {
        return true
      }
      guard state.original != nil else { return false }
      state.isSuspendWaiting = true
      return true
    }
  }

  /// Writes all of `text` with `write(2)`, retrying after interruptions.
  public func write(_ text: String) throws(TerminalError) {
    if let code = writeAll(text, to: output) { throw .writeFailed(code: code) }
  }

  /// The keys, decoded on a reader thread, and the resizes reported by ``sizeChanged()``;
  /// the reader stops when the stream is no longer iterated.
  public func events() -> AsyncStream<TerminalEvent> {
    let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else {
      continuation.finish()
      return stream
    }
    let (stop, wake) = (descriptors[0], descriptors[1])
    state.withLock { state in
      state.continuation = continuation
      // Under the lock, so a SIGTSTP now is either this one or the next: never both.
      if state.isSuspendWaiting { continuation.yield(.suspend) }
      state.isSuspendWaiting = false
    }
    continuation.onTermination = { _ in
      // Wakes the reader so it can end; it closes its end of the pipe as it leaves.
      _ = writeAll("\u{0}", to: wake)
      close(wake)
    }
    let input = input
    let reader = Thread {
      Self.readKeys(from: input, until: stop, into: continuation)
      close(stop)
    }
    reader.name = "strata.terminal.keys"
    reader.start()
    return stream
  }

  /// Reports the terminal's new size to whoever is listening: call it on `SIGWINCH`.
  public func sizeChanged() {
    let size = size
    _ = state.withLock { $0.continuation }?.yield(.resize(size))
  }

  /// Reads and decodes keys until the input ends or `stop` becomes readable.
  private static func readKeys(
    from input: Int32, until stop: Int32,
    into continuation: AsyncStream<TerminalEvent>.Continuation
  ) {
    defer { continuation.finish() }
    var decoder = KeyDecoder()
    var buffer = [UInt8](repeating: 0, count: 1024)
    var watched = [
      pollfd(fd: input, events: Int16(POLLIN), revents: 0),
      pollfd(fd: stop, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      let timeout = decoder.isWaiting ? escapeDelay : -1
      let ready = poll(&watched, nfds_t(watched.count), timeout)
      if ready < 0 {
        if errno == EINTR { continue }
        return
      }
      if ready == 0 {
        for key in decoder.flush() { continuation.yield(.key(key)) }
        continue
      }
      if watched[1].revents != 0 { return }
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return  // EIO: the terminal is gone
      }
      if count == 0 { return }  // end of input
      for key in decoder.feed(buffer[0..<count]) { continuation.yield(.key(key)) }
    }
  }
}

/// Writes what one `write(2)` of `text` takes, which for a ready terminal is all of a few bytes.
private func writeOnce(_ text: String, to descriptor: Int32) {
  let bytes = Array(text.utf8)
  _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
}

/// Writes all of `text` to `descriptor`, retrying interruptions; returns `nil` or the `errno`.
private func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
  let bytes = Array(text.utf8)
  var offset = 0
  while offset < bytes.count {
    let written = bytes.withUnsafeBytes { buffer in
      write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
    }
    if written < 0 {
      if errno == EINTR || errno == EAGAIN { continue }
      return errno
    }
    offset += written
  }
  return nil
}
