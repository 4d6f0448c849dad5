/// The resource another is listed under, so a person can go from a book to its chapters.
///
/// ```swift
/// // A chapter's address's `slug` holds the identifier of the book it is in.
/// let parent = ResourceParent<Chapter>(Book.self, key: .slug)
/// ```
public struct ResourceParent<Model: Resource>: Sendable {
  /// The parent resource.
  public let resource: any Resource.Type
  /// The part of the child's address that holds the parent's identifier.
  public let key: String
  /// The kind of the parent's identifier.
  public let identifierKind: FieldKind
  private let address: @Sendable (any Resource, FieldValues) -> Model.Address?

  /// `Parent` is the resource listed over this one; the address's `key` holds its identifier.
  public init<Parent: Resource>(_ parent: Parent.Type, key: Model.Address.CodingKeys) {
    let name = key.stringValue
    self.resource = parent
    self.key = name
    self.identifierKind = Parent.ID.fieldKind
    self.address = { item, parentAddress in
      guard let item = item as? Parent else { return nil }
      var values = parentAddress
      values[name] = item.id.fieldValue
      let wanted = Set(Model.Address.parts.map(\.key))
      return try? Model.Address(values: values.filter { wanted.contains($0.key) })
    }
  }

  /// The address of the collection of `item`'s children, `item` being in the collection at
  /// `parentAddress`; `nil` when `item` is not of the parent resource.
  public func address<Parent: Resource>(of item: Parent, at parentAddress: Parent.Address)
    -> Model.Address?
  {
    address(item, parentAddress.values)
  }

  /// The address of the collection of `item`'s children, for an item and parent address untyped.
  public func address(ofAny item: any Resource, at parentAddress: FieldValues) -> Model.Address? {
    address(item, parentAddress)
  }
}
