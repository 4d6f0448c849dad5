import Testing

extension Tag {
  /// Tests of the test doubles themselves: if these fail, every suite that uses them lies.
  @Tag static var testDoubles: Self
}
