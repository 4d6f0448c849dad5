import Domain
import DomainMocks
public import Networking
import Synchronization
public import TestSupport

/// An ``Networking/APIClient`` whose answers the test configures per endpoint type, recording
/// every call.
///
/// Each endpoint type gets its own ``TestSupport/MockMethod``, typed by the endpoint and response:
///
/// ```swift
/// let api = MockAPIClient()
/// let board = Note.Address(boardID: 1)
/// api.on(FetchResource<Note>.self).returns(.mock(id: 7))
/// api.on(ListResource<Note>.self).fails(with: .status(503))
/// // … run the code under test …
/// #expect(api.on(FetchResource<Note>.self).calls == [FetchResource(id: 7, in: board)])
/// ```
///
/// A call to an endpoint the test did not configure fails the test at the line that created
/// the mock.
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

  /// Records the call and answers as ``on(_:)`` was configured. A ``Networking/Validating``
  /// endpoint whose type is not configured is answered as the one it wraps (no validator) and
  /// recorded as its call, so a test of an edit need not know that its read asks for one.
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
private protocol Wrapping {
  func answer(from api: MockAPIClient) async throws(APIError) -> any Sendable
}

extension Validating: Wrapping {
  fileprivate func answer(from api: MockAPIClient) async throws(APIError) -> any Sendable {
    Validated(try await api.send(base), etag: nil)
  }
}
