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
/// cancel the running command, which stops as cancellation allows (a sync keeps the store's last
/// complete copy; a full-screen app restores the terminal), and the process exits with 128 + the
/// signal's number, as a shell expects.
///
/// Work blocked in the kernel (a `write(2)` into a pipe nobody reads, an `open(2)` that waits)
/// cannot hear cancellation, so a second stopping signal, or the first one unhonoured after
/// ``grace``, forces the exit (`onForce`): the terminal restored, then `_exit(128 + N)` at once,
/// N the signal that forced it. Every store write is atomic (a temporary file, then a rename), so
/// a forced exit can leave a stray temporary file, which the next write sweeps, never half a
/// file; that makes safe the second `SIGHUP` a closing terminal window can deliver.
///
/// `SIGTSTP` (Ctrl-Z) goes to `onSuspend`: a full-screen app gives the terminal back and stops
/// itself; with none, the process stops here, with `SIGSTOP` (raising `SIGTSTP` again would come
/// back to this handler). A `SIGTSTP` the parent ignored (some job-less shells) stays ignored.
///
/// `SIGQUIT` stops the run on purpose: its default (a core dump, and the Swift runtime's crash
/// report) would leave a sync running behind a backtrace.
///
/// A signal handler may do almost nothing safely and may capture nothing, so each handler writes
/// the signal's number to a pipe (the self-pipe trick), and one thread of ours reads it and acts
/// in ordinary code, whichever thread the kernel ran the handler on.
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
  ///   - onForce: When a second signal arrives, or the first is unhonoured after ``grace``,
  ///     with that signal's number: end the process now.
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
