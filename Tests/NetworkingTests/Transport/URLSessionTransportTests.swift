import Foundation
import Networking
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("URLSession transport", .tags(.urlSession), .hangGuard)
struct URLSessionTransportTests {
  func transport(maximumResponseBytes: Int = 4096) -> URLSessionTransport {
    URLSessionTransport(
      configuration: .init(maximumResponseBytes: maximumResponseBytes),
      sessionConfiguration: URLProtocolStub.sessionConfiguration)
  }

  @Test("Sends the method, headers and body, and returns status, headers and body")
  func roundTrip() async throws {
    let stub = URLProtocolStub(
      .respond(
        status: 201, headers: ["Content-Type": "application/json", "X-Total-Count": "42"],
        chunks: [Data("[1,".utf8), Data("2]".utf8)], finish: true))
    let request = HTTPRequest(
      method: .put, url: stub.url("/users/1"),
      headers: ["Authorization": "Bearer t", "Content-Type": "application/json"],
      body: Data(#"{"id":1}"#.utf8))

    let (body, response) = try await transport().send(request)

    #expect(String(decoding: body, as: UTF8.self) == "[1,2]")
    #expect(response.statusCode == 201)
    #expect(response.headers["x-total-count"] == "42")
    let sent = try #require(stub.requests.first)
    #expect(sent.httpMethod == "PUT")
    #expect(sent.value(forHTTPHeaderField: "Authorization") == "Bearer t")
    #expect(sent.httpBody == Data(#"{"id":1}"#.utf8))
  }

  @Test("Returns an error status as a response, not as an error", arguments: [404, 500])
  func errorStatusIsAResponse(status: Int) async throws {
    let stub = URLProtocolStub(
      .respond(status: status, headers: [:], chunks: [Data("nope".utf8)], finish: true))
    let (body, response) = try await transport().send(HTTPRequest(method: .get, url: stub.url()))
    #expect(response.statusCode == status)
    #expect(body == Data("nope".utf8))
  }

  @Test("Refuses a response whose Content-Length is over the cap before reading it")
  func refusesLargeContentLength() async throws {
    let stub = URLProtocolStub(
      .respond(status: 201, headers: ["Content-Length": "67108864"], chunks: [], finish: false))
    // The stub never ends the body: the request fails without waiting for it. The status goes
    // with the refusal: a write answered 201 was applied, however much it answered.
    await #expect(throws: TransportError.responseTooLarge(limit: 4096, statusCode: 201)) {
      try await transport().send(HTTPRequest(method: .get, url: stub.url()))
    }
  }

  @Test("Refuses a chunked body as soon as it passes the cap, without waiting for its end")
  func stopsChunkedBodyAtCap() async throws {
    let chunks = Array(repeating: Data(count: 1024), count: 16)
    let stub = URLProtocolStub(.respond(status: 202, headers: [:], chunks: chunks, finish: false))
    await #expect(throws: TransportError.responseTooLarge(limit: 4096, statusCode: 202)) {
      try await transport().send(HTTPRequest(method: .get, url: stub.url()))
    }
  }

  @Test("Cancelling mid-flight stops the URLSession task and throws CancellationError")
  func cancelsMidFlight() async throws {
    let stub = URLProtocolStub(
      .respond(status: 200, headers: [:], chunks: [Data("{".utf8)], finish: false))
    let sut = transport()
    let inFlight = Task { try await sut.send(HTTPRequest(method: .get, url: stub.url())) }
    await stub.started.wait()

    inFlight.cancel()

    await #expect(throws: CancellationError.self) { try await inFlight.value }
    await stub.stopped.wait()
  }

  @Test("A task cancelled before sending sends nothing")
  func cancelledBeforeSending() async throws {
    let stub = URLProtocolStub(.respond(status: 200, headers: [:], chunks: [], finish: true))
    let sut = transport()
    let request = HTTPRequest(method: .get, url: stub.url())
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await sut.send(request)
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(stub.requests.isEmpty)
  }

  @Test(
    "Maps URLSession's errors to transport errors",
    arguments: [
      (URLError.Code.timedOut, TransportError.timedOut),
      (.cannotConnectToHost, .cannotConnect),
      (.cannotFindHost, .hostNotFound),
      (.dnsLookupFailed, .hostNotFound),
      (.networkConnectionLost, .connectionLost),
      (.notConnectedToInternet, .notConnectedToInternet),
      (.serverCertificateUntrusted, .secureConnectionFailed),
      (.badServerResponse, .connectionLost),
      (.cannotParseResponse, .invalidResponse),
      (.cannotDecodeContentData, .invalidResponse),
    ])
  func mapsErrors(code: URLError.Code, expected: TransportError) async {
    let stub = URLProtocolStub(.fail(code))
    await #expect(throws: expected) {
      try await transport().send(HTTPRequest(method: .get, url: stub.url()))
    }
  }
}
