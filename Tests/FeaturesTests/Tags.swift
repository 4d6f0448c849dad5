import Testing

extension Tag {
  /// Tests that look at a view model while its repository call is suspended.
  @Tag static var inFlight: Self
  /// Tests of the words a person reads.
  @Tag static var messages: Self
}
