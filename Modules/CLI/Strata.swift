import Foundation
import TerminalUI

/// The entry point: prepares the standard streams and the signals, hands the process's
/// arguments and environment to ``Application``, and exits with the code it returns.
@main
enum Strata {
  static func main() async {
    // First, so every thread started later inherits the blocked signals.
    let stop = StopRequest()
    let resizes = WindowResizes()
    let signals = Signals(onStop: stop.request, onResize: resizes.notify)
    let streams = StandardStreams.prepare()
    let environment = ProcessInfo.processInfo.environment
    let application = Application(
      environment: environment,
      console: StandardStreams.console(streams),
      openTerminal: {
        guard POSIXTerminal.isUsable(term: environment["TERM"]) else { return nil }
        let terminal = POSIXTerminal()
        resizes.observe(terminal.sizeChanged)
        return terminal
      })
    let run = Task { await application.run(Array(CommandLine.arguments.dropFirst())) }
    stop.whenRequested { run.cancel() }
    let code = await run.value
    exit(signals.exitCode ?? code.rawValue)
  }
}
