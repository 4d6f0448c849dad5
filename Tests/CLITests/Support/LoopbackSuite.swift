import TestSupport

/// A suite that runs the built `strata` against a loopback server, each test in its own home.
protocol LoopbackSuite {
  /// The home (and data directory) the binary runs in.
  var home: TemporaryDirectory { get }
}

extension LoopbackSuite {
  /// Runs the built `strata` with `arguments` against `server`, in ``home``.
  func strata(_ arguments: [String], _ server: LoopbackServer) async throws -> ProcessResult {
    try await StrataBinary.run(arguments + ["--base-url", server.baseURL], home: home)
  }
}
