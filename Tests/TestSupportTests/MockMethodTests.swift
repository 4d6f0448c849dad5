import TestSupport
import Testing

/// A mock that is not told what to answer must fail the test, loudly and at the right line: the
/// alternative, a mock that quietly returns a default, lets a test pass without testing anything.
@Suite("Mock method", .tags(.testDoubles))
struct MockMethodTests {
  struct Failure: Error, Equatable {}

  @Test("An unconfigured call fails the test at the line where the mock was made")
  func unconfiguredFailsLoudly() async {
    let creationLine = #line + 2
    let method = MockMethod<Int, String, Failure>(
      "Example.call(_:)", createdAt: CallSite(), unimplementedFailure: Failure())
    // The mock must record this failure; if it stays silent, Swift Testing reports "Known issue was
    // not recorded".
    await withKnownIssue("The unconfigured call must fail the test, at the line that made the mock")
    {
      await #expect(throws: Failure()) { try await method(7) }
    } matching: { issue in
      issue.sourceLocation?.line == creationLine
        && "\(issue)".contains("Unimplemented: Example.call(_:) was called")
    }
    #expect(method.calls == [7])
  }

  @Test("Answers as configured, and records every call in order")
  func configured() async throws {
    let method = MockMethod<Int, String, Failure>(
      "Example.call(_:)", createdAt: CallSite(), unimplementedFailure: Failure())
    method.returns("seven")
    #expect(try await method(7) == "seven")
    method.fails(with: Failure())
    await #expect(throws: Failure()) { try await method(8) }
    #expect(method.calls == [7, 8])
  }
}
