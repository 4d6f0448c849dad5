#if canImport(Testing)
  import Testing
#endif

/// Where a test double was created, so a failure points at the test's line rather than the mock's,
/// which `#line` at the call would name; every mock captures it with default arguments.
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

/// Fails the running test because a test double received a call the test never configured; `name`
/// is that member, such as `"MockArticleRepository.articles(_:policy:)"`. A mock that returned a
/// default, or only threw, would let the test pass whatever the code under test then did.
public func reportUnimplemented(_ name: String, at site: CallSite) {
  reportFailure("Unimplemented: \(name) was called, but the test did not configure it.", at: site)
}

/// Fails the running test with `message` at `site`, or crashes where Testing is absent (a preview).
public func reportFailure(_ message: String, at site: CallSite) {
  #if canImport(Testing)
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column))
  #else
    fatalError(message)
  #endif
}
