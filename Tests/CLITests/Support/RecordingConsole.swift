import Synchronization
import TestSupport

@testable import CLI

/// A ``Console`` whose output is kept for the test to read, and whose streams can be made to
/// fail as a closed descriptor or a full disk would.
final class RecordingConsole: Sendable {
  private struct State {
    var output = ""
    var errors = ""
    var failing: [Console.Stream: Int32] = [:]
  }

  private final class Box: Sendable {
    let state = Mutex(State())
  }

  private let box = Box()
  let console: Console

  init(isTerminal: Bool = false) {
    let box = box
    console = Console(errorIsTerminal: isTerminal) { stream, text in
      box.state.withLock { state in
        if let code = state.failing[stream] { return code }
        switch stream {
        case .output: state.output += text
        case .error: state.errors += text
        }
        return nil
      }
    }
  }

  /// Makes every later write to `stream` fail with `code` (an `errno`).
  func fail(_ stream: Console.Stream, with code: Int32) {
    box.state.withLock { $0.failing[stream] = code }
  }

  /// Everything written to stdout.
  var stdout: String { box.state.withLock { $0.output } }
  /// Everything written to stderr.
  var stderr: String { box.state.withLock { $0.errors } }
}
