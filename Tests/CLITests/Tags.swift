import Testing

extension Tag {
  /// Tests that run the built `strata` binary in a child process.
  @Tag static var endToEnd: Self
  /// Tests that also talk to the loopback HTTP server over a real socket.
  @Tag static var loopback: Self
  /// Tests of the command line as a contract other programs drive: options, output, exit codes.
  @Tag static var cliContract: Self
  /// Tests that feed thousands of generated values from the edges (a seed replays a run).
  @Tag static var hostile: Self
}
