import Foundation

/// The entry point, which prepares the streams and signals, then runs ``Application`` and exits
/// with the code it returns.
@main
enum Strata {
  static func main() async {
    // First, a closed standard stream is reopened on /dev/null before anything opens a descriptor,
    // or the signals' pipe could take number 1 or 2 and read stderr's text as signal numbers.
    let streams = StandardStreams.prepare()
    // Then the signals, before any other thread starts.
    let stop = StopRequest()
    let screen = OpenScreen()
    let signals = Signals(
      onStop: stop.request,
      onForce: { number in
        screen.restoreWithoutWaiting()
        _exit(128 + number)
      },
      onResize: screen.resized,
      onSuspend: screen.suspendRequested
    )
    let environment = ProcessInfo.processInfo.environment
    let application = Application(
      environment: environment,
      console: StandardStreams.console(streams), screen: screen,
      typedLine: { TypedLine.next(prompt: $0, echo: $1, screen: screen) })
    // On Linux the runtime reads the arguments from /proc/self/cmdline, so without /proc (a bare
    // chroot) there are none, not even the program's name: say so rather than run no command.
    guard !CommandLine.arguments.isEmpty else {
      StandardStreams.console(streams).printError(
        "Error: strata could not read its arguments: /proc is not mounted, and on Linux they "
          + "are read from /proc/self/cmdline. Mount it ('mount -t proc proc /proc') and try "
          + "again.")
      exit(ExitCode.usage.rawValue)
    }
    let run = Task { await application.run(Array(CommandLine.arguments.dropFirst())) }
    stop.whenRequested { run.cancel() }
    let code = await run.value
    exit(signals.exitCode ?? code.rawValue)
  }
}
