public import Domain
public import Foundation
public import Networking
public import Storage

/// The person's session with one backend: it signs in and out, and keeps fresh the credential
/// each request carries (``current()``, and ``renewed(after:)`` after a 401).
///
/// Renewal runs once for all waiting requests under a file lock, rereading the store in case
/// another process renewed first. The flow's own requests go through `api`, which carries no
/// credential and so never starts one. When nothing can renew, it throws `APIError.signedOut`.
public actor SessionKeeper: SessionService, CredentialSource {
  private let api: any APIClient
  private let flow: any SignInFlow
  private let store: any CredentialStoring
  private let backend: String
  private let lock: @Sendable () async throws(StorageError) -> any HeldLock
  private let now: @Sendable () -> Date
  private let reveal: @Sendable (String) -> Void
  private var renewal: Task<Result<APIToken, APIError>, Never>?

  /// A keeper of `backend`'s session that tells `reveal`, a redactor, each secret it reads or
  /// receives before anything could print it.
  public init(
    api: any APIClient, flow: any SignInFlow, store: any CredentialStoring, backend: String,
    lock: @escaping @Sendable () async throws(StorageError) -> any HeldLock,
    now: @escaping @Sendable () -> Date, reveal: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.api = api
    self.flow = flow
    self.store = store
    self.backend = backend
    self.lock = lock
    self.now = now
    self.reveal = reveal
  }

  /// Sends the flow's sign-in request, and keeps the session the grant makes.
  public func signIn(name: String, password: String) async throws(RepositoryError) -> Session {
    // Should the server echo the password in its answer, it is not printed either.
    reveal(password)
    do {
      let grant = try await send(try flow.signIn(name: name, password: password))
      let session = session(for: name, from: grant, refreshing: nil)
      try await storage { () throws(StorageError) in try store.save(session, for: backend) }
      return session
    } catch {
      throw RepositoryError(error, resource: Subject("session"))
    }
  }

  /// Revokes the session where the flow can, then forgets it; a revocation that fails leaves
  /// the sign-out local.
  public func signOut() async throws(RepositoryError) -> SignOut {
    guard let session = try await session() else { return .notSignedIn }
    var outcome = SignOut.localOnly
    if let access = token(session.access),
      let request = try? flow.revoke(access: access, refresh: session.refresh.flatMap(token))
    {
      do {
        _ = try await api.send(FlowRequest(built: request) { _ in true })
        outcome = .revoked
      } catch .cancelled {
        throw .cancelled
      } catch {
        outcome = .localOnly
      }
    }
    do {
      try store.removeSession(for: backend)
    } catch {
      throw RepositoryError(error)
    }
    return outcome
  }

  /// The session kept for this backend, or `nil`.
  public func session() async throws(RepositoryError) -> Session? {
    do {
      return try await stored()
    } catch {
      throw RepositoryError(error, resource: Subject("session"))
    }
  }

  /// The kept session's credential, renewed first when its expiry has passed and it can be;
  /// `nil` when nobody is signed in.
  public func current() async throws(APIError) -> APIToken? {
    if let renewal { return try await renewal.value.get() }
    guard let session = try await stored() else { return nil }
    if session.hasExpired(at: now()) && session.refresh != nil {
      return try await renew(replacing: session.access)
    }
    return try credential(session.access)
  }

  /// A credential to send instead of `rejected`: the one another request or process renewed
  /// meanwhile, or a new one.
  public func renewed(after rejected: APIToken) async throws(APIError) -> APIToken? {
    try await renew(replacing: Secret(rawValue: rejected.secret))
  }

  private func renew(replacing rejected: Secret) async throws(APIError) -> APIToken {
    if let renewal { return try await renewal.value.get() }
    let task = Task { await self.renewUnderLock(replacing: rejected) }
    renewal = task
    defer { renewal = nil }
    return try await task.value.get()
  }

  private func renewUnderLock(replacing rejected: Secret) async -> Result<APIToken, APIError> {
    do throws(APIError) {
      let held = try await storage(lock)
      defer { held.release() }
      // Read again under the lock: another process may have renewed, or signed out.
      guard let session = try await stored() else { throw .signedOut }
      if session.access != rejected && !session.hasExpired(at: now()) {
        return .success(try credential(session.access))
      }
      guard let refresh = session.refresh.flatMap(token), let request = try flow.renew(refresh)
      else { throw .signedOut }
      let grant: TokenGrant
      do {
        grant = try await send(request)
      } catch .status(let code, _) where (400..<500).contains(code) {
        // The refresh token expired, was rotated away or revoked.
        throw .signedOut
      }
      let renewed = self.session(for: session.name, from: grant, refreshing: session)
      try await storage { () throws(StorageError) in try store.save(renewed, for: backend) }
      return .success(grant.access)
    } catch {
      return .failure(error)
    }
  }

  private func send(_ request: APIRequest) async throws(APIError) -> TokenGrant {
    let (flow, sent) = (flow, now())
    return try await api.send(
      FlowRequest(built: request) { body throws(APIError) in
        try flow.grant(from: body, sentAt: sent)
      })
  }

  private func session(for name: String, from grant: TokenGrant, refreshing old: Session?)
    -> Session
  {
    reveal(grant.access.secret)
    grant.refresh.map { reveal($0.secret) }
    return Session(
      name: name, access: Secret(rawValue: grant.access.secret),
      // A server that does not rotate the refresh token hands back none: the old one stands.
      refresh: grant.refresh.map { Secret(rawValue: $0.secret) } ?? old?.refresh,
      expiresAt: grant.expiresAt)
  }

  /// The kept session, its secrets told to `reveal` first.
  private func stored() async throws(APIError) -> Session? {
    let session = try await storage { () throws(StorageError) in try store.session(for: backend) }
    session.map { reveal($0.access.rawValue) }
    session?.refresh.map { reveal($0.rawValue) }
    return session
  }

  /// A kept secret as a credential; one that could not be (edited by hand) ends the session.
  private func credential(_ secret: Secret) throws(APIError) -> APIToken {
    guard let token = token(secret) else { throw .signedOut }
    return token
  }

  private nonisolated func token(_ secret: Secret) -> APIToken? {
    try? APIToken(validating: secret.rawValue)
  }

  /// Runs `work` on the store; its failure is the client's, a local storage failure, which
  /// `RepositoryError` reads back as the storage error it was.
  private func storage<T>(_ work: () async throws(StorageError) -> T) async throws(APIError) -> T {
    do {
      return try await work()
    } catch {
      throw .transport(.localStorageFailed(LocalFailure(path: error.path, underlyingError: error)))
    }
  }
}

/// A request of the flow's as an `Endpoint`, sent through the client like any other, its 2xx
/// answer read by `read`; two are the same when their requests are.
private struct FlowRequest<Response: Sendable>: Endpoint {
  let built: APIRequest
  let read: @Sendable (Data) throws(APIError) -> Response

  func request() -> APIRequest { built }

  func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) -> Response { try read(body) }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.built == rhs.built }

  func hash(into hasher: inout Hasher) { hasher.combine(built) }
}
