import Foundation
import Synchronization

/// What `strata` does when asked to stop. `SIGINT` (Ctrl-C), `SIGTERM`, `SIGHUP` and `SIGQUIT`
/// cancel the running command, which stops as cancellation allows, and the process exits with 128 +
/// the signal's number, as a shell expects.
///
/// Work blocked in the kernel cannot hear cancellation, so a second stopping signal, or the first
/// unhonoured after ``grace``, calls `onForce`, which restores the terminal and calls
/// `_exit(128 + N)`. Store writes are atomic, so this never leaves half a file.
///
/// `SIGTSTP` (Ctrl-Z) goes to `onSuspend`; with no screen to take it, the process stops with
/// `SIGSTOP`, as raising `SIGTSTP` would come back here. A `SIGTSTP` the parent ignored stays
/// ignored. `SIGQUIT` stops the run rather than dump core behind a running sync.
///
/// A signal handler can safely do almost nothing, so each writes the signal's number to a pipe (the
/// self-pipe trick), and a thread of ours acts on it in ordinary code.
final class Signals {
  /// The signals that stop a run.
  static let stopping: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// How long the work has to end by itself after the first stopping signal: enough for a cancelled
  /// request to unwind and the terminal to be restored, short enough that Ctrl-C feels heard.
  static let grace: Duration = .seconds(2)

  private let record = Record()

  /// Starts listening. `onStop` runs at the first stopping signal, `onForce` with the number of a
  /// second one or of the first unhonoured after ``grace``, `onResize` on `SIGWINCH`, and
  /// `onSuspend` on `SIGTSTP`, returning whether a screen took it. Each runs on the listening
  /// thread, except `onForce` after ``grace``, which runs on a thread of its own.
  init(
    onStop: @escaping @Sendable () -> Void,
    onForce: @escaping @Sendable (Int32) -> Void,
    onResize: @escaping @Sendable () -> Void = {},
    onSuspend: @escaping @Sendable () -> Bool = { false }
  ) {
    // Create the pipe before any handler can need it.
    let descriptors = signalPipe
    // Whether SIGTSTP came ignored: `signal` answers with the handler it replaces.
    let previous = signal(SIGTSTP, SIG_IGN)
    let tstpIgnored =
      previous.map {
        unsafeBitCast($0, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
      } ?? false
    for number in Self.stopping + [SIGWINCH] + (tstpIgnored ? [] : [SIGTSTP]) {
      signal(number) { received in
        var byte = UInt8(truncatingIfNeeded: received)
        _ = write(signalPipe.write, &byte, 1)
      }
    }
    let record = record
    let listener = Thread {
      var byte: UInt8 = 0
      while true {
        let count = read(descriptors.read, &byte, 1)
        if count < 0 && errno == EINTR { continue }
        guard count == 1 else { return }
        let number = Int32(byte)
        switch number {
        case SIGWINCH:
          onResize()
        case SIGTSTP:
          if !onSuspend() { raise(SIGSTOP) }
        case _ where !Self.stopping.contains(number):
          continue  // not a byte a handler wrote: nothing else may write to the pipe
        default:
          guard record.first != nil else {
            record.keep(number)
            onStop()
            Self.afterGrace { onForce(number) }
            continue
          }
          onForce(number)
        }
      }
    }
    listener.start()
  }

  /// Runs `action` on a thread of its own once ``grace`` has passed, unless the process has
  /// exited. The thread is named "strata grace": a test waits for it before a second signal.
  private static func afterGrace(_ action: @escaping @Sendable () -> Void) {
    let timer = Thread {
      Thread.current.name = "strata grace"
      let (seconds, attoseconds) = grace.components
      Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
      action()
    }
    timer.start()
  }

  /// The first stopping signal that arrived, if one did.
  var first: Int32? { record.first }

  /// The exit code for a run stopped by a signal, if one arrived: 128 + its number.
  var exitCode: Int32? { first.map { 128 + $0 } }

  private final class Record: Sendable {
    private let state = Mutex<Int32?>(nil)

    var first: Int32? { state.withLock { $0 } }

    func keep(_ number: Int32) {
      state.withLock { $0 = $0 ?? number }
    }
  }
}

/// The pipe signal handlers write to, created once before any handler is installed; a `let`, so
/// there is no mutable global state.
private let signalPipe: (read: Int32, write: Int32) = {
  var descriptors: [Int32] = [-1, -1]
  _ = pipe(&descriptors)
  return (descriptors[0], descriptors[1])
}()
