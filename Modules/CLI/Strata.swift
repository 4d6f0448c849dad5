import Foundation

/// The entry point: prepares the standard streams and the signals, hands the process's
/// arguments and environment to ``Application``, and exits with the code it returns.
@main
enum Strata {
  static func main() async {
    let streams = StandardStreams.prepare()
    let application = Application(
      environment: ProcessInfo.processInfo.environment,
      console: StandardStreams.console(streams))
    let run = Task { await application.run(Array(CommandLine.arguments.dropFirst())) }
    let signals = Signals { run.cancel() }
    let code = await run.value
    exit(signals.exitCode ?? code.rawValue)
  }
}
