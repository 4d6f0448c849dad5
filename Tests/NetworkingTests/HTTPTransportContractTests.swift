import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import TestSupport
import Testing

/// One contract for every ``HTTPTransport``, run against `URLSessionTransport` (through a
/// URLProtocol stub) and a `MockHTTPTransport` that behaves the same: a drift fails the mock's run.
@Suite("HTTP transport contract", .tags(.contract), .hangGuard)
struct HTTPTransportContractTests {
  enum Implementation: String, ContractImplementation { case urlSession, mock }

  /// A transport scripted to answer one way, and how to tell it is mid-request.
  struct Subject {
    var transport: any HTTPTransport
    var url: URL
    var waitUntilInFlight: @Sendable () async -> Void = {}
  }

  func subject(_ implementation: Implementation, status: Int, body: String) -> Subject {
    let headers = ["Content-Type": "application/json", "X-Total-Count": "7"]
    switch implementation {
    case .urlSession:
      let stub = URLProtocolStub(
        .respond(status: status, headers: headers, chunks: [Data(body.utf8)], finish: true))
      return Subject(transport: transport(), url: stub.url())
    case .mock:
      let mock = MockHTTPTransport()
      mock.enqueue([.json(body, status: status, headers: HTTPHeaders(headers))])
      return Subject(transport: mock, url: URL(fileURLWithPath: "/resource"))
    }
  }

  func failingSubject(_ implementation: Implementation) -> Subject {
    switch implementation {
    case .urlSession:
      let stub = URLProtocolStub(.fail(.cannotConnectToHost))
      return Subject(transport: transport(), url: stub.url())
    case .mock:
      let mock = MockHTTPTransport()
      mock.enqueue([.failure(TransportError.cannotConnect)])
      return Subject(transport: mock, url: URL(fileURLWithPath: "/resource"))
    }
  }

  func hangingSubject(_ implementation: Implementation) -> Subject {
    switch implementation {
    case .urlSession:
      let stub = URLProtocolStub(.respond(status: 200, headers: [:], chunks: [], finish: false))
      return Subject(
        transport: transport(), url: stub.url(), waitUntilInFlight: { await stub.started.wait() })
    case .mock:
      let mock = MockHTTPTransport()
      let gate = Gate()
      mock.send.answers { _ in
        try await gate.pass()
        return try Result.json("{}").get()
      }
      return Subject(
        transport: mock, url: URL(fileURLWithPath: "/resource"),
        waitUntilInFlight: { await gate.waitForArrivals() })
    }
  }

  func transport() -> URLSessionTransport {
    URLSessionTransport(
      configuration: .init(), sessionConfiguration: URLProtocolStub.sessionConfiguration)
  }

  @Test("Returns the status, headers and body as sent", arguments: Implementation.allCases)
  func returnsResponse(implementation: Implementation) async throws {
    let subject = subject(implementation, status: 201, body: #"{"id": 1}"#)
    let (body, response) = try await subject.transport.send(
      HTTPRequest(method: .get, url: subject.url))
    #expect(response.statusCode == 201)
    #expect(response.headers["x-total-count"] == "7")
    #expect(response.mediaType == "application/json")
    #expect(body == Data(#"{"id": 1}"#.utf8))
  }

  @Test("An error status is a response, not a thrown error", arguments: Implementation.allCases)
  func errorStatusIsResponse(implementation: Implementation) async throws {
    let subject = subject(implementation, status: 503, body: "{}")
    let (_, response) = try await subject.transport.send(
      HTTPRequest(method: .get, url: subject.url))
    #expect(response.statusCode == 503)
  }

  @Test("A network failure is thrown as a TransportError", arguments: Implementation.allCases)
  func networkFailure(implementation: Implementation) async {
    let subject = failingSubject(implementation)
    await #expect(throws: TransportError.cannotConnect) {
      try await subject.transport.send(HTTPRequest(method: .get, url: subject.url))
    }
  }

  @Test("Cancelling mid-request throws CancellationError", arguments: Implementation.allCases)
  func cancellation(implementation: Implementation) async {
    let subject = hangingSubject(implementation)
    let request = HTTPRequest(method: .get, url: subject.url)
    let inFlight = Task { [transport = subject.transport] in try await transport.send(request) }
    await subject.waitUntilInFlight()
    inFlight.cancel()
    await #expect(throws: CancellationError.self) { try await inFlight.value }
  }
}

extension HTTPHeaders {
  init(_ fields: [String: String]) {
    self.init()
    for (name, value) in fields.sorted(by: { $0.key < $1.key }) { self[name] = value }
  }
}
