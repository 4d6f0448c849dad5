#if canImport(Testing)
  import Testing
#endif

/// Records a test failure for a call that a test double received but the test never configured.
///
/// This is the "fail loudly" half of every mock in Strata, borrowed from swift-dependencies'
/// `unimplemented`. A mock that silently returned a default would let a test pass while the code
/// under test called something it should not; a mock that only threw an error would let a test
/// pass if the code under test happened to handle that error. Recording an issue fails the test
/// whatever the code under test does with the error the mock then throws.
///
/// Mocks live in `…Mocks` targets that only test targets link, so importing Testing here is safe.
///
/// - Parameters:
///   - name: The mock member that was called, for example `"MockAPIClient.fetchUser(id:)"`.
///   - fileID: The file of the mock's call site.
///   - filePath: The full path of that file.
///   - line: The line of the call site.
///   - column: The column of the call site.
public func reportUnimplemented(
  _ name: String,
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: Int = #line,
  column: Int = #column
) {
  let message = "Unimplemented: \(name) was called, but the test did not configure it."
  #if canImport(Testing)
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: fileID, filePath: filePath, line: line, column: column)
    )
  #else
    print(message)
  #endif
}
