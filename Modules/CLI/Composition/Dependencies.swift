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

  /// Wires the stack that `settings` describe.
  ///
  /// - Parameters:
  ///   - settings: The resolved settings.
  ///   - log: Where `--verbose` request lines go.
  /// - Returns: The wired dependencies.
  static func live(settings: Settings, log: @escaping @Sendable (String) -> Void) -> Dependencies {
    // 1. The disk: the data directory, files written atomically, locks via flock.
    let fileSystem = LocalFileSystem(root: settings.dataDirectory)
    let files = FileAccessor()

    // 2. The transport: the embedded sandbox, or URLSession with its middleware. Each middleware
    //    adds one behaviour; the order matters: retries wrap logging (so every attempt is
    //    logged), which wraps timeouts (so each attempt is bounded).
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
      let timed = TimeoutTransport(
        wrapping: URLSessionTransport(), defaultTimeout: settings.timeout)
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

    // 4. The offline store, one per backend, so the sandbox's copies never pose as the live
    //    server's.
    let store = DocumentStore(
      container: StorageContainer("cache", cacheNamespace), fileSystem: fileSystem, accessor: files)

    // 5. The repositories and the sync: the only things the view models will see.
    let source =
      settings.offline ? "none, offline (reading what was stored from \(storedFrom))" : description
    return Dependencies(
      backendDescription: "Backend: \(source)",
      users: RemoteUserRepository(api: api, store: store),
      articles: RemoteArticleRepository(api: api, store: store),
      sync: SyncManager(api: api, store: store, locks: FileLock()))
  }

  private static func logging(
    _ transport: any HTTPTransport, _ settings: Settings, _ redactor: Redactor,
    _ log: @escaping @Sendable (String) -> Void
  ) -> any HTTPTransport {
    settings.verbose
      ? LoggingTransport(wrapping: transport, redactor: redactor, log: log) : transport
  }
}

/// Turns a base URL into a safe directory name for its offline store.
enum CacheNamespace {
  /// For example `host-api.example.com` or `host-127.0.0.1-8080`.
  ///
  /// - Parameter url: The API root.
  /// - Returns: A name of letters, digits, `.` and `-` only.
  static func name(for url: BaseURL) -> String {
    let host = (url.url.host ?? "unknown").lowercased()
    let port = url.url.port.map { "-\($0)" } ?? ""
    let safe = (host + port).unicodeScalars.map { scalar -> Character in
      let allowed =
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "."
        || scalar == "-"
      return allowed ? Character(scalar) : "-"
    }
    return "host-" + String(safe.prefix(90))
  }
}
