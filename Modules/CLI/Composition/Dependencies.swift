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
  /// The API client and the store, for the repositories a command makes from
  /// ``resource(_:endpoint:)``.
  let api: any APIClient
  let store: DocumentStore

  /// Wires the stack that `settings` describe; `--verbose` lines go to `log`.
  static func live(settings: Settings, log: @escaping @Sendable (String) -> Void) -> Dependencies {
    // 1. The disk: the data directory, files written atomically, locks via flock.
    let fileSystem = LocalFileSystem(root: settings.dataDirectory)
    let files = FileAccessor()

    // 2. The transport: the embedded sandbox, or URLSession with its middleware. Each middleware
    //    adds one behaviour; the order matters: retries wrap logging (so every attempt is
    //    logged), which wraps timeouts (so each attempt is bounded). RetryingTransport owns the
    //    per-attempt timeout; TimeoutTransport enforces what it sets.
    let redactor = Redactor(secrets: settings.token.map { [$0.secret] } ?? [])
    let transport: any HTTPTransport
    let baseURL: BaseURL
    let cacheNamespace: String
    let description: String
    let storedFrom: String
    switch settings.backend {
    case .sandbox:
      let sandboxStore = DocumentStore(
        container: StorageContainer("sandbox"), fileSystem: fileSystem, accessor: files)
      transport = Self.logging(SandboxTransport(store: sandboxStore), settings, redactor, log)
      baseURL = SandboxTransport.baseURL
      cacheNamespace = "sandbox"
      description = "embedded sandbox (no network; data in \(settings.dataDirectory.path))"
      storedFrom = "the embedded sandbox"
    case .live(let url):
      let timed = TimeoutTransport(wrapping: URLSessionTransport())
      transport = RetryingTransport(
        wrapping: Self.logging(timed, settings, redactor, log), attemptTimeout: settings.timeout)
      baseURL = url
      cacheNamespace = CacheNamespace.name(for: url)
      description = redactor.redact(url.description)
      storedFrom = description
    }

    // 3. The API client: requests, validation and JSON, over whichever transport was chosen.
    let api = RemoteAPIClient(
      baseURL: baseURL, transport: transport, token: settings.token,
      userAgent: "strata/\(Version.current)")

    // 4. The offline store, one per backend (the whole root counts), so the sandbox's copies
    //    never pose as the live server's, nor one API's as another's.
    let store = DocumentStore(
      container: StorageContainer("cache", cacheNamespace), fileSystem: fileSystem, accessor: files)

    // 5. The repositories and the sync: the only things the view models will see.
    let source =
      settings.offline ? "none, offline (reading what was stored from \(storedFrom))" : description
    return Dependencies(
      backendDescription: "Backend: \(source)",
      users: RemoteUserRepository(api: api, store: store),
      articles: RemoteArticleRepository(api: api, store: store),
      sync: SyncManager(api: api, store: store, locks: FileLock()),
      api: api,
      store: store)
  }

  /// A repository for one read-only resource: `endpoint(query)` read network first and kept in
  /// the store; `resource(query)` names it in errors. Generated features wire themselves here.
  func resource<Query: Hashable & Sendable, Request: Endpoint>(
    _ resource: @escaping @Sendable (Query) -> Resource,
    endpoint: @escaping @Sendable (Query) -> Request
  ) -> any ResourceRepository<Query, Request.Response> where Request.Response: Codable {
    CachedResourceRepository(api: api, store: store, resource: resource, endpoint: endpoint)
  }

  private static func logging(
    _ transport: any HTTPTransport, _ settings: Settings, _ redactor: Redactor,
    _ log: @escaping @Sendable (String) -> Void
  ) -> any HTTPTransport {
    settings.verbose
      ? LoggingTransport(wrapping: transport, redactor: redactor, log: log) : transport
  }
}
