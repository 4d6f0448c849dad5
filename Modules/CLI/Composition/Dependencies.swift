import Domain
import Foundation
import Networking
import Repositories
import Storage

/// The composition root: the one place in Strata that creates live objects.
///
/// Read ``live(settings:served:signIn:redactor:now:log:)`` top to bottom as a recipe, one numbered
/// step each: the disk (1), the backend, with the transport and its middleware (2), the API
/// client (3), the stores and the outbox (4), the repositories (5). Every layer
/// below was written against protocols and takes its collaborators through its initializer;
/// here, and only here, the concrete choices are made: which transport, which middleware, which
/// disk, which clock. Each step is built once and handed to the next.
struct Dependencies {
  /// How the API wants the credential in `STRATA_API_TOKEN`: as a bearer token. One line says
  /// so, here: `.token` for Django REST framework's `TokenAuthentication`, `.basic` for
  /// `user:password`, `.header("X-API-Key")` or `.query("api_key")` for a key.
  static let authScheme = AuthScheme.bearer

  /// How a person signs in with `strata login`: `nil`, the API takes the token of
  /// `STRATA_API_TOKEN` alone. One line says so, here: `DRFTokenFlow()` (with `.token` above),
  /// `SimpleJWTFlow()`, `OAuth2PasswordFlow(clientID: "…")`, or a `SignInFlow` of the app's own.
  static let signIn: (any SignInFlow)? = nil

  /// One line saying who answers, for stderr.
  let backendDescription: String
  let outbox: any OutboxService
  /// What is served through a generic stack.
  let served: Served
  /// The tracer, under `--trace`: commands trace the view model's intent with it
  /// (``CommandContext/drive(_:reporting:_:)``); every seam below was wrapped with it here.
  let tracer: Tracer?
  let api: any APIClient
  /// Signing in and out, when the API signs in (``signIn``).
  let sessions: (any SessionService)?
  let cache: DocumentStore
  let changes: Outbox
  let disk: Disk
  let namespace: String
  let now: @Sendable () -> Date

  /// Wires the stack that `settings` describe, with what is `served` through a generic stack;
  /// `--verbose` and `--trace` lines go to `log`, and `redactor` is the one that keeps the token
  /// out of them.
  static func live(
    settings: Settings, served: Served,
    signIn: (any SignInFlow)? = Self.signIn, redactor: Redactor,
    now: @escaping @Sendable () -> Date = Date.init, log: @escaping @Sendable (String) -> Void
  ) -> Dependencies {
    // 0. Under --trace, each seam's implementation is wrapped in a decorator of the same
    //    protocol that reports each call: no layer below knows tracing exists.
    let tracer = settings.trace ? Tracer(write: log) : nil
    // 1. The disk, and 2. the backend: `Disk` and `Backend`, at the end of this file.
    let disk = Disk(settings: settings, tracer: tracer)
    let backend = Backend(
      settings: settings, served: served, disk: disk, redactor: redactor, tracer: tracer,
      log: log)

    // 3. The API client: requests, validation and JSON, over whichever transport was chosen.
    //    Each request carries `STRATA_API_TOKEN` when it is set, else the session of `strata
    //    login`, which renews itself; the session's own requests carry neither.
    func client(_ credentials: (any CredentialSource)?) -> any APIClient {
      let client = RemoteAPIClient(
        baseURL: backend.baseURL, transport: backend.transport, credentials: credentials,
        scheme: authScheme, userAgent: "strata/\(Version.current)")
      return tracer.map { TracingAPIClient(base: client, tracer: $0) } ?? client
    }
    let sessions = signIn.map { flow in
      SessionKeeper(
        api: client(nil), flow: flow,
        store: FileCredentialStore(fileSystem: disk.fileSystem, accessor: disk.files),
        backend: backend.namespace,
        // Another process's renewal is waited for up to 10 s.
        lock: { () async throws(StorageError) in
          let folder = try disk.fileSystem.containerURL(for: FileCredentialStore.container)
          return try await disk.locks.lock(
            at: folder.appendingPathComponent("\(backend.namespace).session.lock"),
            holder: "a session renewal", maximumWait: .seconds(10), clock: ContinuousClock())
        }, now: now, reveal: redactor.learn)
    }
    let api = client(settings.token ?? sessions)

    // 4. The stores, one set per backend (the whole root counts), so one API's copies never
    //    pose as another's. The offline copies are a cache; the outbox is the person's, in a
    //    container of its own, so removing the cache never removes a change not sent yet.
    let cache = disk.store("cache", backend.namespace)
    let senders: [any ChangeSending] =
      []
      + served.senders(api: api, cache: cache)
      + [ProfileChangeSender(api: api, store: cache)]
    let changes = Outbox(
      documents: disk.store("outbox", backend.namespace), senders: senders, syncLockIn: cache,
      locks: disk.locks, now: now)

    // 5. The repositories and the sync (below): the only things the view models will see. Each
    //    is made when a command asks for it (Dependencies+Articles.swift).
    let source =
      settings.offline
      ? "none, offline (reading what was stored from \(backend.description))"
      : backend.description
    return Dependencies(
      backendDescription: "Backend: \(source)", outbox: changes, served: served, tracer: tracer,
      api: api, sessions: sessions, cache: cache, changes: changes, disk: disk,
      namespace: backend.namespace, now: now)
  }

  /// The sync: the outbox sent, then each part registered here brought up to date, in order:
  /// what is served (the lists and items read before), then every feature's own.
  func sync(
    userID: Int
  ) -> any SyncService {
    let parts: [any SyncPart] =
      []
      + served.parts(self)
      + sampleParts(userID: userID)
    let sync = SyncManager(
      store: cache, locks: disk.locks, outbox: changes, parts: parts, now: now)
    return tracer.map { TracingSyncService(base: sync, tracer: $0) } ?? sync
  }

  /// The outboxes of this data directory (`outbox/host-localhost-8080-…`), for `outbox` and
  /// `sync` to say when changes wait for another backend, or in an earlier version's files.
  ///
  /// - Throws: ``RepositoryError/storageFailed(_:)`` when the outboxes cannot be listed.
  func outboxFolders() throws(RepositoryError) -> [OutboxFolder] {
    let outboxes = disk.fileSystem.root.appendingPathComponent("outbox")
    let names: [String]
    do {
      names = try disk.files.itemNames(in: outboxes)
    } catch {
      throw RepositoryError(error)
    }
    return names.filter { !$0.hasPrefix(".") }.map { name in
      let store = disk.store("outbox", name)
      let folder = outboxes.appendingPathComponent(name)
      let files = (try? disk.files.itemNames(in: folder)) ?? []
      return OutboxFolder(
        name: name, isThisBackend: name == namespace,
        waiting: Result { () throws(RepositoryError) in
          try Outbox(documents: store, senders: [], syncLockIn: cache, locks: disk.locks)
            .waitingCount()
        },
        earlierFiles: files.filter(Self.earlierOutboxFiles.contains))
    }
  }

  /// The files an earlier Strata kept an outbox in: one JSON document, then a log.
  static let earlierOutboxFiles: Set = ["outbox.json", "outbox.log"]
}

/// 1. The disk: the data directory, files written atomically, locks via flock.
struct Disk {
  let fileSystem: LocalFileSystem
  let files: any FileAccessorProviding
  let locks: any FileLocking

  init(settings: Settings, tracer: Tracer?) {
    fileSystem = LocalFileSystem(root: settings.dataDirectory)
    func accessor(_ base: FileAccessor) -> any FileAccessorProviding {
      tracer.map { TracingFileAccessor(base: base, tracer: $0, root: settings.dataDirectory) }
        ?? base
    }
    files = accessor(FileAccessor())
    locks = FileLock()
  }

  /// A document store in the container `components`.
  func store(_ components: String...) -> DocumentStore {
    DocumentStore(
      container: StorageContainer(components: components), fileSystem: fileSystem,
      accessor: files)
  }
}

/// 2. The backend: who answers, and the transport that reaches it.
///
/// `--offline` gets ``OfflineTransport``, which never sends: the one place that promise is kept,
/// below every command and screen. A backend built into the app answers through the transport
/// its ``EmbeddedBackend`` makes. A live server gets URLSession with middleware in
/// an order that matters: retries wrap logging (so every attempt is logged), which wraps timeouts
/// (so each attempt is bounded); RetryingTransport owns the per-attempt timeout, and
/// TimeoutTransport enforces what it sets.
struct Backend {
  let transport: any HTTPTransport
  let baseURL: BaseURL
  /// The stores' container name for this backend.
  let namespace: String
  /// Who answers, for people.
  let description: String

  init(
    settings: Settings, served: Served, disk: Disk, redactor: Redactor,
    tracer: Tracer?, log: @escaping @Sendable (String) -> Void
  ) {
    func traced(_ transport: any HTTPTransport, _ module: String, _ name: String)
      -> any HTTPTransport
    {
      tracer.map {
        TracingTransport(
          base: transport, tracer: $0, module: module, name: name, redactor: redactor)
      } ?? transport
    }
    func logged(_ transport: any HTTPTransport) -> any HTTPTransport {
      settings.verbose
        ? LoggingTransport(wrapping: transport, redactor: redactor, log: log) : transport
    }
    let online: any HTTPTransport
    switch settings.backend {
    case .embedded(let embedded):
      let answering = embedded.transport(disk.store(embedded.namespace), served)
      online = logged(traced(answering, embedded.traceModule, embedded.traceName))
      baseURL = embedded.baseURL
      description = "\(embedded.name) (no network; data in \(settings.dataDirectory.path))"
    case .live(let url):
      let timed = TimeoutTransport(
        wrapping: traced(URLSessionTransport(), "Networking", "URLSessionTransport"))
      let waits: any Clock<Duration> =
        tracer.map {
          TracingClock(
            base: ContinuousClock(), tracer: $0, module: "Networking",
            purpose: "RetryingTransport waits before trying again")
        } ?? ContinuousClock()
      online = RetryingTransport(
        wrapping: logged(timed), attemptTimeout: settings.timeout, clock: waits)
      baseURL = url
      description = redactor.redact(url.description)
    }
    transport = settings.offline ? OfflineTransport() : online
    namespace = settings.backend.namespace
  }
}

/// One outbox of the data directory, as `outbox` and `sync` mention it.
struct OutboxFolder {
  /// Its directory's name, the stores' name for its backend.
  let name: String
  /// Whether it is the outbox of the backend this command talks to.
  let isThisBackend: Bool
  /// How many changes wait in it, or why that could not be told.
  let waiting: Result<Int, RepositoryError>
  /// The files of an earlier Strata's outbox in it: `outbox.json`, `outbox.log`.
  let earlierFiles: [String]
}
