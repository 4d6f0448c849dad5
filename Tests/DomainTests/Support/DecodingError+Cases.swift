extension DecodingError {
  /// The context of a `dataCorrupted` error, when it is one: for `#require` in tests.
  var corruption: Context? {
    if case .dataCorrupted(let context) = self { return context }
    return nil
  }
}
