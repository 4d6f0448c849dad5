public import Domain

/// A `Resource` the app reaches over HTTP: what it is, from Domain, and its ``route``.
///
/// A feature declares it beside its type, in a file of its own, so the type stays a plain
/// description and the paths stay Networking's:
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
