#if canImport(Testing)
  public import Testing

  /// Which implementation a contract suite's test runs against: the real one, or its double.
  ///
  /// A suite declares `enum Implementation: String, ContractImplementation { case file, fake }` and
  /// passes `Implementation.allCases` as a test's arguments, so a failure names the one that broke.
  public protocol ContractImplementation: RawRepresentable, CaseIterable, Sendable,
    CustomTestStringConvertible
  where RawValue == String {}

  extension ContractImplementation {
    /// The case's name, as its run of a test is reported.
    public var testDescription: String { rawValue }
  }
#endif
