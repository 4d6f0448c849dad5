import Testing

extension Tag {
  /// Tests that run one of the repository's scripts.
  @Tag static var scripts: Self
}
