/// A kind of thing the API serves as a collection and one by one, and may let the app add to,
/// change and remove: the one description a feature writes, from which every layer serves it.
///
/// A resource is a plain Swift value with Swift names. Its `CodingKeys` give each property the
/// name the server uses, its `ID` is whatever the server assigns (`Int`, `String` or `UUID`),
/// its ``Address`` says which collection an item is in, and ``schema`` says the rest once: its
/// names, what may be done with it and its fields, with their rules.
///
/// ```swift
/// public struct Book: Resource {
///   public var id: String  // the server's slug: `dune`
///   public var title: String
///   public var pages: Int
///   public var isbn: String
///   public var finishedOn: Date?
///
///   public enum CodingKeys: String, CodingKey, CaseIterable {
///     case id = "slug"
///     case title, pages, isbn
///     case finishedOn = "finished_on"
///   }
///
///   public static let schema = ResourceSchema<Book>(
///     singular: "Book", plural: "Books", storageName: "books",
///     actions: [.list, .show, .add, .edit, .delete, .custom("archive")],
///     fields: [
///       ResourceField(.title, \.title, rules: [.length(1...200)]),
///       ResourceField(.pages, \.pages),
///       ResourceField(.isbn, \.isbn),
///       ResourceField(.finishedOn, \.finishedOn),
///     ])
/// }
/// ```
///
/// That is what a resource *is*, and all Domain knows of it. How it travels (its paths, its
/// paging) is its route, in Networking (`RemoteResource`); how it reads to a person, in
/// Features (`Presentable`); what its commands are called, in the CLI. Its `Codable`
/// conformance is its wire format and its stored format: the server's names, in one place
/// (docs/decisions/0012).
public protocol Resource: Codable, Hashable, Identifiable, Sendable where ID: ResourceID {
  /// The keys the resource is coded under; their raw values are the server's names.
  associatedtype CodingKeys: CodingKey, CaseIterable

  /// Which collection an item is in: ``NoAddress`` for a resource listed in one place, a
  /// type of its own for one nested under another (the book whose chapters these are).
  associatedtype Address: ResourceAddress = NoAddress

  /// Everything the layers need to know about what the resource is, said once.
  static var schema: ResourceSchema<Self> { get }
}
