import Features
import Networking
import Synchronization

/// Where `strata` writes: stdout for results, stderr for everything else.
///
/// Three promises, each kept in one place:
/// - **Nothing from outside controls the terminal.** Text passes through `TerminalText.sanitized`;
///   only ``writeControl(_:then:)`` (our own sequences) and ``printJSON(_:)`` (escaped by the
///   encoder) go out as they are.
/// - **No secret reaches stderr.** Every error line passes through the ``Redactor`` first.
/// - **A failed write never crashes.** The console writes with `write(2)`, not the trapping
///   `FileHandle.write`, and stops writing to a stream after its first failure; a failed stdout
///   exits 74, a failed stderr changes nothing.
///
/// A value with a closure rather than a protocol: only tests swap in a sink (ARCHITECTURE.md,
/// "Seams, and injection without a container").
struct Console: Sendable {
  /// The two streams.
  enum Stream: Sendable {
    case output
    case error
  }

  /// Writes text to a stream; returns `nil`, or the `errno` of a failed write.
  typealias Sink = @Sendable (Stream, String) -> Int32?

  /// Whether standard error is a terminal, where a progress line may redraw itself.
  let errorIsTerminal: Bool
  private let sink: Sink
  private let redactor: Redactor
  private let failure: WriteFailure

  /// A console over `sink`.
  init(errorIsTerminal: Bool, sink: @escaping Sink) {
    self.init(
      errorIsTerminal: errorIsTerminal, sink: sink, redactor: Redactor(), failure: WriteFailure())
  }

  private init(
    errorIsTerminal: Bool, sink: @escaping Sink, redactor: Redactor, failure: WriteFailure
  ) {
    self.errorIsTerminal = errorIsTerminal
    self.sink = sink
    self.redactor = redactor
    self.failure = failure
  }

  /// This console, with every stderr line passed through `redactor`; failures are shared.
  func redactingErrors(with redactor: Redactor) -> Console {
    Console(errorIsTerminal: errorIsTerminal, sink: sink, redactor: redactor, failure: failure)
  }

  /// Writes `text`, made safe for a terminal, and a newline to standard output.
  func print(_ text: String) {
    write(TerminalText.sanitized(text) + "\n", to: .output)
  }

  /// Writes JSON text, which the encoder has escaped, and a newline to standard output.
  func printJSON(_ json: String) {
    write(json + "\n", to: .output)
  }

  /// Writes `text`, redacted and made safe for a terminal, and a newline to standard error.
  func printError(_ text: String) {
    write(TerminalText.sanitized(redactor.redact(text)) + "\n", to: .error)
  }

  /// Writes Strata's own control sequences (a progress line redrawing) to stderr, then `text`,
  /// redacted and made safe.
  func writeControl(_ sequence: String, then text: String = "") {
    write(
      sequence + TerminalText.sanitized(redactor.redact(text), keepingLineBreaks: false), to: .error
    )
  }

  /// The `errno` of the first write to `stream` that failed, if one did.
  func failure(of stream: Stream) -> Int32? { failure.code(of: stream) }

  private func write(_ text: String, to stream: Stream) {
    // A stream that failed once stays failed: no retrying into a full disk or a closed pipe.
    guard !failure.hasFailed(stream) else { return }
    if let code = sink(stream, text) { failure.record(stream, code) }
  }
}

/// The failed writes of a console and its copies: the first failure of each stream.
private final class WriteFailure: Sendable {
  private let codes = Mutex<[Console.Stream: Int32]>([:])

  func code(of stream: Console.Stream) -> Int32? { codes.withLock { $0[stream] } }

  func hasFailed(_ stream: Console.Stream) -> Bool { code(of: stream) != nil }

  func record(_ stream: Console.Stream, _ code: Int32) {
    codes.withLock { $0[stream] = $0[stream] ?? code }
  }
}
