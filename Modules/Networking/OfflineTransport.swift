public import Foundation

/// The transport of a run started with `--offline`, which sends nothing. A write meets
/// ``TransportError/offline`` and waits in the outbox, as for an unreachable server.
public struct OfflineTransport: HTTPTransport {
  /// A transport that answers every request with ``TransportError/offline``.
  public init() {}

  /// Sends nothing and throws ``TransportError/offline``, always.
  public func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
    throw TransportError.offline
  }
}
