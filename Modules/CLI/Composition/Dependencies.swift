import Domain
import Foundation
import Networking
import Repositories
import Sandbox
import Storage

/// The composition root: the one place in Strata that creates live objects.
///
/// Read it top to bottom as a tutorial. Every layer below was written against protocols and
/// takes its collaborators through its initializer; here, and only here, the concrete choices
/// are made: which transport, which middleware, which disk, which clock.
struct Dependencies {
  /// One line saying who answers, for stderr.
  let backendDescription: String
  let users: any UserRepository
  let articles: any ArticleRepository
  let sync: any SyncService
  let bookmarks: any BookmarkRepository
  /// The API client and the store, for the repositories a command makes from
  /// ``resource(_:endpoint:)``.
  let api: any APIClient
  let store: DocumentStore
  /// The tracer, under `--trace`: commands trace the view model's intent with it
  /// (``CommandContext/drive(_:_:)``); every seam below was wrapped with it here.
  let tracer: Tracer?

  /// Wires the stack that `settings` describe; `--verbose` and `--trace` lines go to `log`.
  static func live(settings: Settings, log: @escaping @Sendable (String) -> Void) -> Dependencies {
    // 0. Under --trace, each seam's implementation is wrapped in a decorator of the same
    //    protocol that reports each call: no layer below knows tracing exists.
    let tracer = settings.trace ? Tracer(write: log) : nil

    // 1. The disk: the data directory, files written atomically, locks via flock.
    let fileSystem = LocalFileSystem(root: settings.dataDirectory)
    let files: any FileAccessorProviding =
      tracer.map {
        TracingFileAccessor(base: FileAccessor(), tracer: $0, root: settings.dataDirectory)
      } ?? FileAccessor()

    // 2. The transport: the embedded sandbox, or URLSession with its middleware. Each middleware
    //    adds one behaviour; the order matters: retries wrap logging (so every attempt is
    //    logged), which wraps timeouts (so each attempt is bounded). RetryingTransport owns the
    //    per-attempt timeout; TimeoutTransport enforces what it sets.
    let redactor = Redactor(secrets: settings.token.map { [$0.secret] } ?? [])
    func traced(_ transport: any HTTPTransport, _ module: String, _ name: String)
      -> any HTTPTransport
    {
      tracer.map {
        TracingTransport(
          base: transport, tracer: $0, module: module, name: name, redactor: redactor)
      } ?? transport
    }
    let transport: any HTTPTransport
    let baseURL: BaseURL
    let cacheNamespace: String
    let description: String
    let storedFrom: String
    switch settings.backend {
    case .sandbox:
      let sandboxStore = DocumentStore(
        container: StorageContainer("sandbox"), fileSystem: fileSystem, accessor: files)
      transport = Self.logging(
        traced(SandboxTransport(store: sandboxStore), "Sandbox", "SandboxTransport"), settings,
        redactor, log)
      baseURL = SandboxTransport.baseURL
      cacheNamespace = "sandbox"
      description = "embedded sandbox (no network; data in \(settings.dataDirectory.path))"
      storedFrom = "the embedded sandbox"
    case .live(let url):
      let timed = TimeoutTransport(
        wrapping: traced(URLSessionTransport(), "Networking", "URLSessionTransport"))
      let waits: any Clock<Duration> =
        tracer.map {
          TracingClock(
            base: ContinuousClock(), tracer: $0, module: "Networking",
            purpose: "RetryingTransport waits before trying again")
        } ?? ContinuousClock()
      transport = RetryingTransport(
        wrapping: Self.logging(timed, settings, redactor, log), attemptTimeout: settings.timeout,
        clock: waits)
      baseURL = url
      cacheNamespace = CacheNamespace.name(for: url)
      description = redactor.redact(url.description)
      storedFrom = description
    }

    // 3. The API client: requests, validation and JSON, over whichever transport was chosen.
    let remote = RemoteAPIClient(
      baseURL: baseURL, transport: transport, token: settings.token,
      userAgent: "strata/\(Version.current)")
    let api: any APIClient = tracer.map { TracingAPIClient(base: remote, tracer: $0) } ?? remote

    // 4. The offline store, one per backend (the whole root counts), so the sandbox's copies
    //    never pose as the live server's, nor one API's as another's.
    let store = DocumentStore(
      container: StorageContainer("cache", cacheNamespace), fileSystem: fileSystem, accessor: files)

    // 5. The repositories and the sync: the only things the view models will see.
    let users: any UserRepository = RemoteUserRepository(api: api, store: store)
    let articles: any ArticleRepository = RemoteArticleRepository(api: api, store: store)
    let sync: any SyncService = SyncManager(api: api, store: store, locks: FileLock())
    // Bookmarks are the person's, not a copy of the server's: a container of their own, one
    // per backend like the cache, so removing the cache never removes a bookmark.
    let bookmarks: any BookmarkRepository = StoredBookmarkRepository(
      api: api,
      storage: FileBookmarkStorage(
        container: StorageContainer("bookmarks", cacheNamespace), fileSystem: fileSystem,
        accessor: files))
    let source =
      settings.offline ? "none, offline (reading what was stored from \(storedFrom))" : description
    guard let tracer else {
      return Dependencies(
        backendDescription: "Backend: \(source)", users: users, articles: articles, sync: sync,
        bookmarks: bookmarks, api: api, store: store, tracer: nil)
    }
    return Dependencies(
      backendDescription: "Backend: \(source)",
      users: TracingUserRepository(base: users, tracer: tracer, name: "RemoteUserRepository"),
      articles: TracingArticleRepository(
        base: articles, tracer: tracer, name: "RemoteArticleRepository"),
      sync: TracingSyncService(base: sync, tracer: tracer, name: "SyncManager"),
      bookmarks: TracingBookmarkRepository(
        base: bookmarks, tracer: tracer, name: "StoredBookmarkRepository"),
      api: api, store: store, tracer: tracer)
  }

  /// A repository for one read-only resource: `endpoint(query)` read network first and kept in
  /// the store; `resource(query)` names it in errors. Generated features wire themselves here.
  func resource<Query: Hashable & Sendable, Request: Endpoint>(
    _ resource: @escaping @Sendable (Query) -> Resource,
    endpoint: @escaping @Sendable (Query) -> Request
  ) -> any ResourceRepository<Query, Request.Response> where Request.Response: Codable {
    let repository = CachedResourceRepository(
      api: api, store: store, resource: resource, endpoint: endpoint)
    guard let tracer else { return repository }
    return TracingResourceRepository(
      base: repository, tracer: tracer, name: "CachedResourceRepository<\(Request.self)>")
  }

  private static func logging(
    _ transport: any HTTPTransport, _ settings: Settings, _ redactor: Redactor,
    _ log: @escaping @Sendable (String) -> Void
  ) -> any HTTPTransport {
    settings.verbose
      ? LoggingTransport(wrapping: transport, redactor: redactor, log: log) : transport
  }
}
