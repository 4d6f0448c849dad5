import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import Testing

@Suite("Offline transport")
struct OfflineTransportTests {
  @Test("Sends nothing, ever, and says it is offline", arguments: [HTTPMethod.get, .post, .delete])
  func refuses(method: HTTPMethod) async {
    let request = HTTPRequest(method: method, url: BaseURL.example.url)
    await #expect(throws: TransportError.offline) { try await OfflineTransport().send(request) }
  }

  @Test("Through the client, a request meets the transport's offline error")
  func throughClient() async {
    let client = RemoteAPIClient(baseURL: .example, transport: OfflineTransport())
    await #expect(throws: APIError.transport(.offline)) {
      try await client.send(FetchArticles(page: 1, perPage: 10))
    }
  }
}
