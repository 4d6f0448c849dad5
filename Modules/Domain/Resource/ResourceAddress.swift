/// Which collection of a resource is meant, such as the book whose chapters are listed. A flat
/// resource has ``NoAddress``; a nested one has typed parts that every layer names alike.
///
/// ```swift
/// public struct Chapter: Resource {
///   public var id: Int
///   public var title: String
///
///   public enum CodingKeys: String, CodingKey, CaseIterable {
///     case id, title
///   }
///
///   /// The book whose chapters these are.
///   public struct Address: ResourceAddress {
///     public var slug: String
///
///     public enum CodingKeys: String, CodingKey {
///       case slug
///     }
///
///     public static let parts = [AddressPart(CodingKeys.slug, \Address.slug)]
///   }
///
///   public static let schema = ResourceSchema<Chapter>(
///     singular: "Chapter", plural: "Chapters", storageName: "chapters",
///     parent: ResourceParent(Book.self, key: .slug),
///     fields: [ResourceField(.title, \.title)])
/// }
/// ```
public protocol ResourceAddress: Codable, Hashable, Sendable {
  /// The names its parts are coded under: the API's names for them.
  associatedtype CodingKeys: CodingKey

  /// Its parts, in the order the API's paths name them.
  static var parts: [AddressPart<Self>] { get }
}

/// The address of a resource listed in one place only, such as `/todos`.
public struct NoAddress: ResourceAddress {
  /// No names.
  public enum CodingKeys: CodingKey {}

  /// No parts.
  public static var parts: [AddressPart<NoAddress>] { [] }

  /// The one address there is.
  public init() {}
}

/// One part of a ``ResourceAddress``: its name and kind, and how to read it.
public struct AddressPart<Address: ResourceAddress>: Sendable {
  /// The part's name in the API, such as `slug`: its coding key.
  public let key: String
  /// What it holds: a whole number, text, or a UUID.
  public let kind: FieldKind
  private let read: @Sendable (Address) -> FieldValue

  /// The part held by `property`, coded under `key`.
  public init<Value: ResourceID>(
    _ key: Address.CodingKeys, _ property: any KeyPath<Address, Value> & Sendable
  ) {
    self.key = key.stringValue
    self.kind = Value.fieldKind
    self.read = { address in address[keyPath: property].fieldValue }
  }

  /// The part's value in `address`.
  public func value(in address: Address) -> FieldValue {
    read(address)
  }
}

extension ResourceAddress {
  /// Every part's value, by name.
  public var values: FieldValues {
    var values: FieldValues = [:]
    for part in Self.parts { values[part.key] = part.value(in: self) }
    return values
  }

  /// The address with `values` and placeholders for the parts an item's path omits (`/notes/{id}`
  /// under `/boards/{boardId}/notes`), which are never read; throws for a part of the wrong kind.
  public init(naming values: FieldValues) throws(ResourceValidationError) {
    var all = values
    for part in Self.parts where all[part.key] == nil {
      all[part.key] =
        switch part.kind {
        case .integer: .integer(0)
        case .uuid: .text("00000000-0000-0000-0000-000000000000")
        default: .text("")
        }
    }
    do {
      self = try ResourceCoding.decode(Self.self, from: .object(all))
    } catch {
      throw .invalidFields(Dictionary(uniqueKeysWithValues: Self.parts.map { ($0.key, .notText) }))
    }
  }

  /// The address whose parts have `values`; throws naming each part missing or of the wrong kind.
  public init(values: FieldValues) throws(ResourceValidationError) {
    var problems: [String: FieldProblem] = [:]
    for part in Self.parts {
      guard let value = values[part.key], value != .null else {
        problems[part.key] = .missing
        continue
      }
      do throws(FieldProblem) {
        _ = try part.kind.check(value)
      } catch {
        problems[part.key] = error
      }
    }
    guard problems.isEmpty else { throw .invalidFields(problems) }
    do {
      self = try ResourceCoding.decode(Self.self, from: .object(values))
    } catch {
      throw .invalidFields(Dictionary(uniqueKeysWithValues: Self.parts.map { ($0.key, .notText) }))
    }
  }
}
