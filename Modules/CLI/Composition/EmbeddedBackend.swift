import Networking
import Storage

/// A backend built into the app, answering in-process behind the transport seam when no
/// `--base-url` is given. An extra joins as one: its module makes the transport, a file here
/// describes it, and ``all`` lists it.
struct EmbeddedBackend: Sendable, Equatable {
  /// The name of its containers (its stores, its outbox) under the data directory.
  let namespace: String
  /// What it is, in a few words, for the backend line: "in-process server".
  let name: String
  /// The address its requests are made for.
  let baseURL: BaseURL
  /// The module and type `--trace` names for its transport.
  let traceModule: String
  let traceName: String
  /// Makes the transport, answering for what is `served` and keeping what is written in `store`.
  let transport: @Sendable (DocumentStore, Served) -> any HTTPTransport

  /// The backends built into the app; the first answers when no `--base-url` is given. With
  /// none, a run without `--base-url` is refused.
  static let all: [EmbeddedBackend] = [
    .sandbox
  ]

  /// Two are the same backend when they keep their data in the same place.
  static func == (lhs: EmbeddedBackend, rhs: EmbeddedBackend) -> Bool {
    lhs.namespace == rhs.namespace
  }
}
