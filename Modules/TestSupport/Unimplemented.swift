#if canImport(Testing)
  import Testing
#endif

/// Where a test double was created: the line a failure points at when the double is used in a
/// way the test did not configure.
///
/// A mock is called by the code under test, deep inside a layer, so `#line` at the point of the
/// call would name a line in the mock. The line a person wants is the test's, where the mock was
/// made, and that is what every mock captures with its initializer's default arguments.
public struct CallSite: Hashable, Sendable {
  /// The file, as `#fileID` spells it (`RepositoriesTests/RemoteArticleRepositoryTests.swift`).
  public var fileID: String
  /// The file's full path.
  public var filePath: String
  /// The line number, from 1, where the double was made: `#line` at the caller.
  public var line: Int
  /// The column, from 1, on that line: `#column` at the caller.
  public var column: Int

  /// Creates a call site; call it with no arguments to capture the caller's.
  public init(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}

/// Fails the running test because a test double received a call the test never configured;
/// `name` is that member, such as `"MockArticleRepository.articles(_:policy:)"`.
///
/// The "fail loudly" half of every mock, after swift-dependencies' `unimplemented`: a mock that
/// returned a default, or only threw, would let a test pass while the code under test called
/// something it should not. Recording an issue fails the test whatever the code under test does
/// with the error the mock then throws.
public func reportUnimplemented(_ name: String, at site: CallSite) {
  reportFailure("Unimplemented: \(name) was called, but the test did not configure it.", at: site)
}

/// Fails the running test with `message`, at `site`: how a test double that sees the test cannot
/// pass (a screen that will never come) says so at the test's line. Where Testing is absent (an
/// Xcode preview, say), it crashes with the message instead.
public func reportFailure(_ message: String, at site: CallSite) {
  #if canImport(Testing)
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column))
  #else
    // No test framework to fail: crash with the message, which is as loud as it gets.
    fatalError(message)
  #endif
}
