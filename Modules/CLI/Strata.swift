import Foundation

/// The entry point: prepares the standard streams and the signals, hands the process's
/// arguments and environment to ``Application``, and exits with the code it returns.
@main
enum Strata {
  static func main() async {
    // First, so every thread started later inherits the blocked signals.
    let stop = StopRequest()
    let signals = Signals(onStop: stop.request)
    let streams = StandardStreams.prepare()
    let application = Application(
      environment: ProcessInfo.processInfo.environment,
      console: StandardStreams.console(streams))
    let run = Task { await application.run(Array(CommandLine.arguments.dropFirst())) }
    stop.whenRequested { run.cancel() }
    let code = await run.value
    exit(signals.exitCode ?? code.rawValue)
  }
}
