import Testing

extension Tag {
  /// Tests of input validation: what is accepted, what is refused and why.
  @Tag static var validation: Self
  /// Tests of the shared test doubles themselves (clocks, gates), which every suite relies on.
  @Tag static var testDoubles: Self
}
