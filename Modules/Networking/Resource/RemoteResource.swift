public import Domain

/// A `Resource` the app reaches over HTTP: what it is, from Domain, and its ``route``.
///
/// A feature declares it in a file of its own beside its type, so the paths stay Networking's:
///
/// ```swift
/// extension Chapter: RemoteResource {
///   public static let route = ResourceRoute<Chapter>(
///     collection: "/books/{slug}/chapters", item: "/books/{slug}/chapters/{id}")
/// }
/// ```
public protocol RemoteResource: Resource {
  /// Where the server keeps it, and how its lists are paged when not as the API's are.
  static var route: ResourceRoute<Self> { get }
}
