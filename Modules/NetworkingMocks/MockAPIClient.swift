import Domain
import DomainMocks
public import Networking
import Synchronization
public import TestSupport

/// An ``Networking/APIClient`` that records every call and answers as the test configures each
/// endpoint type, through its own ``TestSupport/MockMethod``:
///
/// ```swift
/// let api = MockAPIClient()
/// api.on(FetchArticles.self).returns(.mock(try PageRequest(page: 1, perPage: 10), totalCount: 3))
/// api.on(FetchArticles.self).fails(with: .status(503))  // …or an error
/// // … run the code under test …
/// #expect(api.on(FetchArticles.self).calls == [FetchArticles(page: 1, perPage: 10)])
/// ```
///
/// A call to an endpoint type not configured fails the test at the line that created the mock.
public final class MockAPIClient: APIClient {
  private let site: CallSite
  private let methods = Mutex<[ObjectIdentifier: any Sendable]>([:])

  /// Creates a mock with nothing configured; failures point at the caller's line.
  public init(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The stand-in for sending endpoints of type `endpoint`: configure it, or read its calls.
  public func on<E: Endpoint>(_ endpoint: E.Type) -> MockMethod<E, E.Response, APIError> {
    methods.withLock { methods in
      let key = ObjectIdentifier(endpoint)
      if let method = methods[key] as? MockMethod<E, E.Response, APIError> { return method }
      let method = MockMethod<E, E.Response, APIError>(
        "MockAPIClient.send(\(E.self))", createdAt: site,
        unimplementedFailure: .cancelled)
      methods[key] = method
      return method
    }
  }

  /// Records the call and answers as ``on(_:)`` was configured; an unconfigured wrapper such as
  /// `Validating` is answered and recorded as the endpoint it wraps.
  public func send<E: Endpoint>(_ endpoint: E) async throws(APIError) -> E.Response {
    let configured = methods.withLock { $0[ObjectIdentifier(E.self)] != nil }
    if !configured, let wrapper = endpoint as? any Wrapping,
      let answer = try await wrapper.answer(from: self) as? E.Response
    {
      return answer
    }
    return try await on(E.self)(endpoint)
  }
}

/// An endpoint that the mock answers as the one it wraps.
protocol Wrapping {
  func answer(from api: MockAPIClient) async throws(APIError) -> any Sendable
}
