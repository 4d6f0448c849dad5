public import Foundation

/// The transport of a run started with `--offline`: it sends nothing, ever, and says so.
///
/// The composition root puts it where the network would be, so nothing above can reach a server;
/// a write meets ``TransportError/offline`` and waits in the outbox, as for an unreachable one.
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
