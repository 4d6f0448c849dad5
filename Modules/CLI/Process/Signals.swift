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
/// store's last complete copy in place; `browse` restores the terminal), and the process exits
/// with 128 + the signal's number, as a shell expects.
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

  private let record = Record()

  /// Starts listening: `onStop` runs, on the listening thread, as a stopping signal arrives;
  /// `onResize` as the terminal's size changes (`SIGWINCH`).
  init(
    onStop: @escaping @Sendable () -> Void,
    onResize: @escaping @Sendable () -> Void = {}
  ) {
    // Create the pipe before any handler can need it.
    let descriptors = signalPipe
    for number in Self.stopping + [SIGWINCH] {
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
        if number == SIGWINCH {
          onResize()
        } else {
          record.keep(number)
          onStop()
        }
      }
    }
    listener.start()
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
