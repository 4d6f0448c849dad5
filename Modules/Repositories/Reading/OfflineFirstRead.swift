import Networking
import Storage

/// The read every repository shares: ask the server and keep a copy, or, when the server cannot
/// be reached (or the caller is offline), serve the copy.
///
/// - `networkFirst`: the server answers → the value, stored, `.live`. The server is unreachable
///   → the stored copy, `.stored(reason: .serverUnavailable)`, or the error when there is none.
///   The server refuses (404, 401, bad JSON) → the error; the stored copy is *not* shown.
/// - `storeOnly`: the server is not asked → the stored copy, or `notStored`.
///
/// A refusal is not papered over with old data: a user who no longer exists must not appear to.
/// The write to the store is best effort: its failure travels in ``Fetched/storeFailure``.
func readOfflineFirst<Value: Sendable>(
  policy: ReadPolicy,
  resource: Subject,
  fetch: () async throws(APIError) -> Value,
  loadStored: () throws(StorageError) -> Stored<Value>?,
  store: (Value) throws(StorageError) -> Void
) async throws(RepositoryError) -> Fetched<Value> {
  guard policy == .networkFirst else {
    return try readStoredOnly(resource: resource, loadStored: loadStored)
  }

  let value: Value
  do {
    value = try await fetch()
  } catch {
    let failure = RepositoryError(error, resource: resource)
    guard failure.allowsStoredFallback else { throw failure }
    return try fallBackToStored(after: failure, loadStored: loadStored)
  }

  var storeFailure: RepositoryError?
  do {
    try store(value)
  } catch {
    storeFailure = RepositoryError(error)
  }
  return Fetched(value, freshness: .live, storeFailure: storeFailure)
}

private func readStoredOnly<Value: Sendable>(
  resource: Subject,
  loadStored: () throws(StorageError) -> Stored<Value>?
) throws(RepositoryError) -> Fetched<Value> {
  switch Result(catching: loadStored) {
  case .success(let stored?):
    return Fetched(stored.value, freshness: .stored(at: stored.storedAt, reason: .offlineRequested))
  case .success(nil):
    throw .notStored(resource, discarded: nil)
  case .failure(let error):
    // A copy that exists but cannot be used counts as missing, and the error says why.
    if let discarded = StoreFailure.discardedCopy(error) {
      throw .notStored(resource, discarded: discarded)
    }
    throw RepositoryError(error)
  }
}

private func fallBackToStored<Value: Sendable>(
  after failure: RepositoryError,
  loadStored: () throws(StorageError) -> Stored<Value>?
) throws(RepositoryError) -> Fetched<Value> {
  switch Result(catching: loadStored) {
  case .success(let stored?):
    return Fetched(
      stored.value, freshness: .stored(at: stored.storedAt, reason: .serverUnavailable(failure)))
  case .success(nil):
    throw failure
  case .failure(let error):
    // The server is the primary failure; the copy that could not stand in is noted with it.
    guard case .unavailable(var unavailability) = failure else { throw failure }
    unavailability.unusableStoredCopy = StoreFailure(error)
    throw .unavailable(unavailability)
  }
}
