import Testing

extension Tag {
  /// Tests that touch the real file system, in a temporary directory of their own.
  @Tag static var fileSystem: Self
  /// Tests that one contract holds for a boundary's real implementation and its test double.
  @Tag static var contract: Self
  /// Tests that feed thousands of generated values from the edges (a seed replays a run).
  @Tag static var hostile: Self
}
