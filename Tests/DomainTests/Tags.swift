import Testing

extension Tag {
  /// Tests that feed thousands of generated values from the edges (a seed replays a run).
  @Tag static var hostile: Self
  /// Tests of input validation: what is accepted, what is refused and why.
  @Tag static var validation: Self
}
