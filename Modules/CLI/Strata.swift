import Foundation

/// The entry point: hands the process's arguments, environment and terminal to
/// ``Application`` and exits with the code it returns.
@main
enum Strata {
  static func main() async {
    let application = Application(
      environment: ProcessInfo.processInfo.environment,
      homeDirectory: FileManager.default.homeDirectoryForCurrentUser,
      console: .standard)
    let code = await application.run(Array(CommandLine.arguments.dropFirst()))
    exit(code.rawValue)
  }
}
