import Domain
import Repositories

// Decorators at the Repositories seam: each conforms to the protocol the view models use,
// passes every call to the real repository, and traces it. The view models cannot tell.

/// Traces a ``SyncService``.
struct TracingSyncService: SyncService {
  let base: any SyncService
  let tracer: Tracer
  let name = "SyncManager"

  func sync(progress: @escaping @Sendable (SyncProgress) async -> Void)
    async throws(RepositoryError) -> SyncSummary
  {
    try await tracer.hop(
      "Repositories", "\(name).sync()", outcome: describeSummary
    ) { () async throws(RepositoryError) in
      try await base.sync(progress: progress)
    }
  }
}

/// "sent", or "queued" with how many wait; and whether the answer or the copy kept failed.
func written<Value>(_ written: Written<Value>) -> String {
  var text =
    written.queued.map { "queued (\($0.waiting) waiting)" }
    ?? (written.unreadableAnswer == nil ? "sent" : "sent, answer unreadable")
  if written.storeFailure != nil { text += ", not kept offline" }
  return text
}

/// "live", or "stored copy" with why, and whether keeping it failed.
func describe<Value>(_ fetched: Fetched<Value>) -> String {
  var text =
    switch fetched.freshness {
    case .live: "live"
    case .stored(_, .offlineRequested): "stored copy (offline)"
    case .stored(_, .serverUnavailable): "stored copy (server unavailable)"
    }
  if fetched.storeFailure != nil { text += ", not kept offline" }
  return text
}

private func describeSummary(_ summary: SyncSummary) -> String {
  "\(summary.outbox.sent) sent, \(summary.listsRefreshed) lists"
    + describe(summary.samples)
}
