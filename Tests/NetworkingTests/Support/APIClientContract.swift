import Foundation
import Networking
import NetworkingMocks
import TestSupport

/// The two implementations the API client contract runs against: the real client and a mock.
enum APIClientImplementation: String, ContractImplementation { case remote, mock }

/// A suite of the API client contract: one server described twice, as bytes (``serve(_:)``) and as
/// a mock (``mock()``), so that a mock that drifts from the wire fails the suite.
protocol APIClientContract: Sendable {
  /// The server's answer to `request`, as it goes over the wire.
  static func serve(_ request: HTTPRequest) throws -> (Data, HTTPResponse)
  /// A mock that gives the answers ``serve(_:)`` gives.
  func mock() -> MockAPIClient
}

extension APIClientContract {
  /// The client under test, as `implementation`.
  func client(_ implementation: APIClientImplementation) -> any APIClient {
    switch implementation {
    case .remote: RemoteAPIClient.serving(Self.serve)
    case .mock: mock()
    }
  }
}
