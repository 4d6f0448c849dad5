import Foundation
import Synchronization
import TestSupport
import Testing

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

/// `text` read as a JSON object; the test fails, showing it, when it is not one.
func json(_ text: String) throws -> [String: Any] {
  try #require(
    try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
    "not a JSON object: \(text)")
}

/// What `output` printed on stdout, read as a JSON object.
func json(_ output: RecordingConsole) throws -> [String: Any] {
  try json(output.stdout)
}
