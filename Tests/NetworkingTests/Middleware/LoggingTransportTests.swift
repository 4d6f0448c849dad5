import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import TestSupport
import Testing

@Suite("Logging transport", .tags(.security))
struct LoggingTransportTests {
  let transport = MockHTTPTransport()
  let lines = Recorder<String>()

  func logging() -> LoggingTransport {
    LoggingTransport(
      wrapping: transport, redactor: Redactor(secrets: ["t0ken"]), clock: ImmediateClock(),
      log: lines.append)
  }

  @Test("Logs the request, its headers with credentials hidden, and the response")
  func logsExchange() async throws {
    transport.enqueue([.json("[]")])
    let url = try #require(URL(string: "https://api.example.com/posts?_page=1&token=t0ken"))
    let request = HTTPRequest(
      method: .get, url: url,
      headers: ["Authorization": "Bearer t0ken", "Accept": "application/json"])
    _ = try await logging().send(request)

    let logged = lines.values
    #expect(
      logged == [
        "→ GET https://api.example.com/posts?_page=1&token=<redacted>",
        "  Authorization: <redacted>",
        "  Accept: application/json",
        "← 200 GET https://api.example.com/posts?_page=1&token=<redacted> (2 bytes, 0 ms)",
      ])
    #expect(!logged.joined().contains("t0ken"))
  }

  @Test("Logs a failure and rethrows it unchanged")
  func logsFailure() async {
    transport.enqueue([.failure(TransportError.cannotConnect)])
    await #expect(throws: TransportError.cannotConnect) { try await logging().send(.get()) }
    #expect(lines.values.last == "✗ GET https://api.example.com/posts/1: cannotConnect (0 ms)")
  }
}
