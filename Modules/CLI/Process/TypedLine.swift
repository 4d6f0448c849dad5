import Foundation

/// One line a person types: a name, or a password that is not shown as it is typed.
enum TypedLine {
  /// The longest line read, in bytes: more than any name or password, and a bound on input.
  static let maximumBytes = 4096

  /// Reads `input`'s next line without its line break; `nil` at its end or past ``maximumBytes``.
  /// On a terminal, `prompt` goes to `output` first, and with `echo` off the typing stays hidden
  /// until the line is read; `screen` restores the echo should a signal force the exit.
  static func next(
    prompt: String, echo: Bool, screen: OpenScreen, input: Int32 = STDIN_FILENO,
    output: Int32 = STDERR_FILENO
  ) -> String? {
    let terminal = isatty(input) == 1
    var saved = termios()
    let hidden = !echo && terminal && tcgetattr(input, &saved) == 0
    if hidden {
      var quiet = saved
      quiet.c_lflag &= ~tcflag_t(ECHO)
      tcsetattr(input, TCSAFLUSH, &quiet)
      screen.set(EchoRestorer(saved: saved, input: input))
    }
    defer {
      if hidden {
        tcsetattr(input, TCSAFLUSH, &saved)
        say("\n", to: output)
      }
    }
    if terminal { say(prompt, to: output) }
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while bytes.count <= maximumBytes {
      let count = read(input, &byte, 1)
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

/// Writes `text` with `write(2)`: a stderr closed or full loses the prompt, and never stops the
/// program, as `FileHandle.write` would.
private func say(_ text: String, to output: Int32) {
  let bytes = Array(text.utf8)
  _ = bytes.withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
}

/// Puts the terminal's echo back if a signal forces the exit while a password is typed.
private final class EchoRestorer: SignalledScreen {
  private let saved: termios
  private let input: Int32

  init(saved: termios, input: Int32) {
    self.saved = saved
    self.input = input
  }

  func sizeChanged() {}

  func suspendRequested() -> Bool { false }

  func restoreWithoutWaiting() {
    var saved = saved
    tcsetattr(input, TCSANOW, &saved)
  }
}
