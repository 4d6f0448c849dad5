import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `strata` does when asked to stop: `SIGINT` (Ctrl-C), `SIGTERM`, `SIGHUP` and `SIGQUIT`
/// all cancel the running command, which then stops as cancellation allows (a sync leaves the
/// store's last complete copy in place; a full-screen app restores the terminal), and the
/// process exits with 128 + the signal's number, as a shell expects.
///
/// Cancellation is a request, and work blocked in the kernel cannot hear it: a `write(2)` into
/// a pipe nobody reads, an `open(2)` that waits. So a second stopping signal, or the first one
/// unhonoured after ``grace``, forces the exit (`onForce`): the terminal restored, then
/// `_exit(128 + N)` at once, N the signal that forced it (the second, or the first after the
/// grace), as a shell reports the signal that ended a process. Every store write is atomic (a
/// temporary file, then a rename), so a forced exit can leave a stray temporary file, which the
/// next write sweeps, never half a file. (Closing a terminal window can deliver `SIGHUP` twice;
/// the second then forces the exit at once, which the atomic writes make safe.)
///
/// `SIGTSTP` (Ctrl-Z, or `kill -TSTP`) goes to `onSuspend`: a full-screen app gives the
/// terminal back first and stops itself; with none, the process stops here. It stops with
/// `SIGSTOP`, not by raising `SIGTSTP` again, which this handler would catch. When the parent
/// started `strata` with `SIGTSTP` ignored (as some job-less shells do), it stays ignored.
///
/// `SIGQUIT` is on the list on purpose: its default (a core dump, and the Swift runtime's crash
/// report) would leave a sync running behind a backtrace; a person pressing Ctrl-\ wants it to
/// stop.
///
/// A signal handler may do almost nothing safely, and may capture nothing, so each handler
/// writes the signal's number to a pipe (the self-pipe trick), and one thread of ours reads it
/// and acts in ordinary code. Whichever thread the kernel picks to run the handler (URLSession's,
/// the concurrency runtime's), the signal reaches the listener.
final class Signals {
  /// The signals that stop a run.
  static let stopping: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// How long the work has, after the first stopping signal, to end by itself: long enough for
  /// a cancelled request to unwind and the terminal to be restored in order, short enough that a
  /// person pressing Ctrl-C does not wonder whether it was heard.
  static let grace: Duration = .seconds(2)

  private let record = Record()

  /// Starts listening; each closure runs on the listening thread.
  ///
  /// - Parameters:
  ///   - onStop: As the first stopping signal arrives: cancel the work.
  ///   - onForce: With the number of the signal that forces the exit, when a second arrives
  ///     (its number) or the first is unhonoured after ``grace`` (the first's): end the
  ///     process now.
  ///   - onResize: As the terminal's size changes (`SIGWINCH`).
  ///   - onSuspend: On `SIGTSTP`; returns whether a screen took it (else the process stops).
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
  /// exited by then, as it should have. The thread is named "strata grace", for a debugger's
  /// list of threads and for a test, which waits for it before it sends a second signal.
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

/// The pipe signal handlers write to: the one way a C signal handler, which can capture nothing,
/// reaches the rest of the program. Created once, before any handler is installed, and never
/// changed; a `let`, so there is no mutable global state.
private let signalPipe: (read: Int32, write: Int32) = {
  var descriptors: [Int32] = [-1, -1]
  _ = pipe(&descriptors)
  return (descriptors[0], descriptors[1])
}()
