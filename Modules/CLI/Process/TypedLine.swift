import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One line a person types: a name, or a password that is not shown as it is typed.
enum TypedLine {
  /// The longest line read, in bytes: more than any name or password, and a bound on input.
  static let maximumBytes = 4096

  /// Reads standard input's next line, without its line break; `nil` at its end or past
  /// ``maximumBytes``. On a terminal, `prompt` is shown first on stderr, and with `echo` off
  /// what is typed is not shown; `screen` restores the echo should a signal force the exit.
  static func next(prompt: String, echo: Bool, screen: OpenScreen) -> String? {
    let terminal = isatty(STDIN_FILENO) == 1
    if terminal { say(prompt) }
    var saved = termios()
    let hidden = !echo && terminal && tcgetattr(STDIN_FILENO, &saved) == 0
    if hidden {
      var quiet = saved
      quiet.c_lflag &= ~tcflag_t(ECHO)
      tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
      screen.set(EchoRestorer(saved: saved))
    }
    defer {
      if hidden {
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
        say("\n")
      }
    }
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while bytes.count <= maximumBytes {
      let count = read(STDIN_FILENO, &byte, 1)
      if count < 0 && errno == EINTR { continue }
      guard count == 1 else { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
      if byte == UInt8(ascii: "\n") { break }
      bytes.append(byte)
    }
    guard bytes.count <= maximumBytes else { return nil }
    if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// Writes `text` to stderr with `write(2)`: a stderr closed or full loses the prompt, and never
/// stops the program, as `FileHandle.write` would.
private func say(_ text: String) {
  let bytes = Array(text.utf8)
  _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

/// Puts the terminal's echo back if a signal forces the exit while a password is typed.
private final class EchoRestorer: SignalledScreen {
  private let saved: termios

  init(saved: termios) {
    self.saved = saved
  }

  func sizeChanged() {}

  func suspendRequested() -> Bool { false }

  func restoreWithoutWaiting() {
    var saved = saved
    tcsetattr(STDIN_FILENO, TCSANOW, &saved)
  }
}
