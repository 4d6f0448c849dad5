import Testing

extension Tag {
  /// Tests that look at a view model while its repository call is suspended.
  @Tag static var inFlight: Self
  /// Tests of the words a person reads.
  @Tag static var messages: Self
  /// Tests that feed generated hostile values, many a run.
  @Tag static var hostile: Self
  /// Tests of how what a person types is read and checked.
  @Tag static var validation: Self
}
