import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `strata` writes: stdout for results, stderr for everything else.
///
/// A value with closures rather than a protocol: the CLI's tests swap in a recording console,
/// and nothing else ever will, so one small struct is enough (see ARCHITECTURE.md, "protocols
/// at real boundaries only").
struct Console: Sendable {
  /// Writes to standard output.
  var writeOutput: @Sendable (String) -> Void
  /// Writes to standard error.
  var writeError: @Sendable (String) -> Void
  /// Whether standard error is a terminal, where a progress line may redraw itself.
  var errorIsTerminal: Bool

  /// Writes `line` and a newline to standard output.
  func print(_ line: String) { writeOutput(line + "\n") }

  /// Writes `line` and a newline to standard error.
  func printError(_ line: String) { writeError(line + "\n") }

  /// The process's own standard output and error.
  static let standard = Console(
    writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
    writeError: { FileHandle.standardError.write(Data($0.utf8)) },
    errorIsTerminal: isatty(STDERR_FILENO) == 1)
}
