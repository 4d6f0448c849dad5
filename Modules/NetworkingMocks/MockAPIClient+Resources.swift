import Networking

// A generated resource's read that asks for a validator, answered as the read it wraps.
extension Validating: Wrapping {
  func answer(from api: MockAPIClient) async throws(APIError) -> any Sendable {
    Validated(try await api.send(base), etag: nil)
  }
}
