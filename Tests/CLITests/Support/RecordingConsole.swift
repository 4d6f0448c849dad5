import DomainMocks

@testable import CLI

/// A ``Console`` whose output is kept for the test to read.
struct RecordingConsole {
  let output = Recorder<String>()
  let errors = Recorder<String>()
  var isTerminal = false

  var console: Console {
    Console(writeOutput: output.append, writeError: errors.append, errorIsTerminal: isTerminal)
  }

  /// Everything written to stdout.
  var stdout: String { output.values.joined() }
  /// Everything written to stderr.
  var stderr: String { errors.values.joined() }
}
