/// A kind of thing the API serves as a collection and one by one, described once for every layer.
///
/// `CodingKeys` give the server's names, `ID` is whatever the server assigns, ``Address`` says
/// which collection an item is in, and ``schema`` says the rest.
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
/// Networking gives it a route (`RemoteResource`) and Features a look (`Presentable`). Its
/// `Codable` conformance is its wire and stored format (docs/decisions/0012).
public protocol Resource: Codable, Hashable, Identifiable, Sendable where ID: ResourceID {
  /// The keys the resource is coded under; their raw values are the server's names.
  associatedtype CodingKeys: CodingKey, CaseIterable

  /// Which collection an item is in: ``NoAddress`` for a resource listed in one place.
  associatedtype Address: ResourceAddress = NoAddress

  /// Everything the layers need to know about what the resource is, said once.
  static var schema: ResourceSchema<Self> { get }
}
