import Dispatch
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
final class Signals {
  /// The signals handled, in the order they are installed.
  static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  private let record: Record
  private let sources: [any DispatchSourceSignal]

  /// Starts listening; `onSignal` runs (on a background queue) as each signal arrives.
  init(onSignal: @escaping @Sendable () -> Void) {
    let record = Record()
    self.record = record
    sources = Self.handled.map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        record.keep(number)
        onSignal()
      }
      source.resume()
      return source
    }
  }

  deinit {
    for source in sources { source.cancel() }
  }

  /// The first signal that arrived, if one did.
  var first: Int32? { record.first }

  /// The exit code for a run stopped by the first signal, if one arrived: 128 + its number.
  var exitCode: Int32? { first.map { 128 + $0 } }

  private final class Record: Sendable {
    private let state = Mutex<Int32?>(nil)

    var first: Int32? { state.withLock { $0 } }

    func keep(_ number: Int32) {
      state.withLock { $0 = $0 ?? number }
    }
  }
}
