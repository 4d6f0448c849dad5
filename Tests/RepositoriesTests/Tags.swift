import Testing

extension Tag {
  /// Tests of reading without the network, or when it fails.
  @Tag static var offline: Self
  /// Tests of how lower layers' errors become repository errors.
  @Tag static var errorMapping: Self
  /// Tests of the sync.
  @Tag static var sync: Self
  /// Tests that one contract holds for a repository and its test double.
  @Tag static var contract: Self
  /// Tests that feed thousands of generated values from the edges (a seed replays a run).
  @Tag static var hostile: Self
}
