public import Networking
public import Storage

/// The production ``ResourceRepository``: one endpoint's response, read network first and kept
/// whole in the `DocumentStore`, one document per request path.
///
/// It is generic so that a new read-only resource costs no repository code:
///
/// ```swift
/// let comments = CachedResourceRepository(
///   api: api, store: store,
///   resource: { postID in Resource("comments of post", id: postID) },
///   endpoint: { postID in FetchComments(postID: postID) })
/// ```
public struct CachedResourceRepository<Query: Hashable & Sendable, Request: Endpoint>:
  ResourceRepository
where Request.Response: Codable {
  private let api: any APIClient
  private let store: DocumentStore
  private let resource: @Sendable (Query) -> Resource
  private let endpoint: @Sendable (Query) -> Request

  /// Creates a repository that reads `endpoint(query)` through `api` and keeps copies in `store`;
  /// `resource(query)` names what was asked for in errors.
  public init(
    api: any APIClient,
    store: DocumentStore,
    resource: @escaping @Sendable (Query) -> Resource,
    endpoint: @escaping @Sendable (Query) -> Request
  ) {
    self.api = api
    self.store = store
    self.resource = resource
    self.endpoint = endpoint
  }

  /// Reads the endpoint's response from the server first (storing it), or from the stored copy.
  public func read(_ query: Query, policy: ReadPolicy) async throws(RepositoryError)
    -> Fetched<Request.Response>
  {
    let request = endpoint(query)
    let key: DocumentKey<Request.Response>
    do {
      key = DocumentKey(Self.documentName(for: try request.request().path))
    } catch {
      throw RepositoryError(error, resource: resource(query))
    }
    return try await readOfflineFirst(
      policy: policy,
      resource: resource(query),
      fetch: { () async throws(APIError) in try await api.send(request) },
      loadStored: { () throws(StorageError) in try store.load(key) },
      store: { value throws(StorageError) in try store.save(value, for: key) }
    )
  }

  /// A safe, collision-free document name for a request path: `["posts", "1", "comments"]`
  /// becomes `resource-posts-1-comments`. Letters and digits are kept; anything else, the
  /// separator and the escape character included, becomes `_` and its code in hex, so two
  /// paths never share a name.
  static func documentName(for path: [String]) -> String {
    let escaped = path.map { component in
      component.unicodeScalars.map { scalar in
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
          ? String(scalar) : "_" + String(scalar.value, radix: 16) + "_"
      }.joined()
    }
    return (["resource"] + escaped).joined(separator: "-")
  }
}
