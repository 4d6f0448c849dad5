import Foundation

/// The process's standard streams, written to with `write(2)` and prepared first thing in `main`.
/// `SIGPIPE` is ignored, so a reader that goes away (`strata articles | head -1`) makes a write
/// fail with `EPIPE` rather than kill the process. A closed stream (`strata >&-`) is reopened on
/// `/dev/null`, so no file opened later takes its number, and writes to it still fail with `EBADF`.
enum StandardStreams {
  /// Whether a screen can be drawn here: `input` and `output` are a terminal, and `TERM` in
  /// `environment` names one that understands ANSI sequences (not unset, not `dumb`).
  static func areInteractive(
    _ environment: [String: String], input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO
  ) -> Bool {
    guard let term = environment["TERM"], !term.isEmpty, term != "dumb" else { return false }
    return isatty(input) == 1 && isatty(output) == 1
  }

  /// What ``prepare()`` found: which streams were closed when the process started.
  struct Preparation: Sendable {
    var closed: Set<Int32>
  }

  /// Ignores `SIGPIPE` and holds the numbers of closed standard streams.
  static func prepare() -> Preparation {
    signal(SIGPIPE, SIG_IGN)
    var closed = Set<Int32>()
    for descriptor: Int32 in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      closed.insert(descriptor)
      let null = open("/dev/null", O_RDWR)
      if null >= 0 && null != descriptor {
        dup2(null, descriptor)
        close(null)
      }
    }
    return Preparation(closed: closed)
  }

  /// The console over the real stdout and stderr.
  static func console(_ preparation: Preparation) -> Console {
    Console(errorIsTerminal: isatty(STDERR_FILENO) == 1) { stream, text in
      let descriptor = stream == .output ? STDOUT_FILENO : STDERR_FILENO
      if preparation.closed.contains(descriptor) { return EBADF }
      return writeAll(Array(text.utf8), to: descriptor)
    }
  }

  /// Writes every byte, retrying after interruptions; returns `nil`, or the failure's `errno`.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += written
    }
    return nil
  }

  /// The system's words for `code`, such as "No space left on device".
  static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
