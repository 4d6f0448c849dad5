import Testing

extension Tag {
  /// Tests of input validation: what is accepted, what is refused and why.
  @Tag static var validation: Self
}
