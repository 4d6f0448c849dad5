import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The end-to-end suites' server, where its timing is part of what a test checks.
@Suite("Loopback HTTP server")
struct LoopbackHTTPTests {
  @Test("Once stopped it refuses a connection, as a server that is gone does")
  func stoppedRefuses() throws {
    let server = try LoopbackHTTP(ipv6: false) { _ in
      .respond(status: 204, headers: [], body: Data())
    }
    #expect(LoopbackServer.connect(port: server.port) == 0)
    server.stop()
    // Not accepted and then dropped: a client would read that as a connection lost, not refused.
    #expect(LoopbackServer.connect(port: server.port) == ECONNREFUSED)
  }
}
