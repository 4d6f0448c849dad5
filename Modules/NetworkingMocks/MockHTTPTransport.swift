public import Foundation
public import Networking
import Synchronization
public import TestSupport

/// An ``Networking/HTTPTransport`` that answers from a script and records every request.
///
/// Use it to test ``Networking/RemoteAPIClient`` and the middleware without a network:
///
/// <!-- snippet: given base: BaseURL -->
/// ```swift
/// let transport = MockHTTPTransport()
/// transport.send.answers { _ in
///   try Result.json(#"[{"id": 7, "userId": 1, "title": "Hello", "body": "A first post."}]"#).get()
/// }
/// let client = RemoteAPIClient(baseURL: base, transport: transport)
/// _ = try await client.send(FetchArticles(page: 1, perPage: 10))
/// #expect(transport.send.calls.first?.url.path == "/posts")
/// ```
///
/// For a different answer per attempt (a 503, then a 200), use ``enqueue(_:)``.
public final class MockHTTPTransport: HTTPTransport {
  /// One scripted answer: a response, or the error to throw.
  public typealias Answer = Result<(Data, HTTPResponse), any Error>

  /// Stands in for ``send(_:)``; answers whatever ``enqueue(_:)`` scripted, in order.
  public let send: MockMethod<HTTPRequest, (Data, HTTPResponse), any Error>
  private let site: CallSite

  /// Creates a transport with nothing configured; failures point at the caller's line.
  public init(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    send = MockMethod(
      "MockHTTPTransport.send(_:)", createdAt: site,
      unimplementedFailure: CancellationError())
  }

  /// The requests sent so far, in order.
  public var requests: [HTTPRequest] { send.calls }

  /// Answers the next calls with `answers`, one each, first call first; a call past the end
  /// fails the test as unimplemented.
  public func enqueue(_ answers: [Answer]) {
    let script = Script(answers)
    let site = site
    send.answers { _ in
      guard let answer = script.next() else {
        reportUnimplemented(
          "MockHTTPTransport.send(_:) beyond its \(answers.count) scripted answers", at: site)
        throw CancellationError()
      }
      return try answer.get()
    }
  }

  /// Records `request` and answers as configured.
  public func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
    // Spelled out: a bare `send(request)` would call this method again, not the property.
    try await send.callAsFunction(request)
  }
}

extension Result where Success == (Data, HTTPResponse), Failure == any Error {
  /// A response with the JSON text `body`; `Content-Type: application/json` is added to
  /// `headers` unless they set their own.
  public static func json(_ body: String, status: Int = 200, headers: HTTPHeaders = [:]) -> Self {
    var headers = headers
    headers["Content-Type"] = headers["Content-Type"] ?? "application/json; charset=utf-8"
    return .success((Data(body.utf8), HTTPResponse(statusCode: status, headers: headers)))
  }

  /// A response with `status`, `headers` and an empty body.
  public static func status(_ status: Int, headers: HTTPHeaders = [:]) -> Self {
    .success((Data(), HTTPResponse(statusCode: status, headers: headers)))
  }
}

/// The remaining scripted answers, consumed one per call.
private final class Script: Sendable {
  private let answers: Mutex<[MockHTTPTransport.Answer]>

  init(_ answers: [MockHTTPTransport.Answer]) { self.answers = Mutex(answers) }

  func next() -> MockHTTPTransport.Answer? {
    answers.withLock { $0.isEmpty ? nil : $0.removeFirst() }
  }
}
