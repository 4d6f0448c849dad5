public import Foundation

/// The transport of a run started with `--offline`: it sends nothing, ever, and says so.
///
/// "Offline sends nothing" is enforced here, below every command and screen, once: the
/// composition root puts this transport where the network would be, so a read that forgot its
/// `--offline` policy, or a write, cannot reach a server. A write meets
/// ``TransportError/offline``, which the layers above treat like any unreachable server: the
/// change waits in the outbox.
public struct OfflineTransport: HTTPTransport {
  /// A transport that answers every request with ``TransportError/offline``.
  public init() {}

  /// Refuses `request`, sending nothing.
  ///
  /// - Throws: ``TransportError/offline``, always.
  public func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
    throw TransportError.offline
  }
}
