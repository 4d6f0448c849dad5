import Testing

extension Tag {
  /// Tests that run the built `strata` binary in a child process.
  @Tag static var endToEnd: Self
  /// Tests that also talk to the loopback HTTP server over a real socket.
  @Tag static var loopback: Self
  /// Tests of the CLI's contract: options, output shapes, exit codes.
  @Tag static var contract: Self
}
