public import Domain

/// What a server answered to a write it applied: the item as it now is, or, when the answer
/// does not hold one (an empty `201` or `204`, a body of another shape), what is known of it.
///
/// The answer's shape is never an error, since the change happened; the item is read again later.
public enum WriteAnswer<Model: Resource>: Hashable, Sendable {
  /// The item, as the server now has it.
  case item(Model)
  /// No item could be read: `id` names it when the answer did (`Location`, an `id` in the body);
  /// `unreadable` is why a body that came could not be read as the item, `nil` when none came.
  case noItem(id: Model.ID?, unreadable: DecodingFailure?)

  /// The item, when the answer held it.
  public var item: Model? {
    if case .item(let item) = self { return item }
    return nil
  }

  /// The item's identifier, when the answer named it.
  public var id: Model.ID? {
    switch self {
    case .item(let item): item.id
    case .noItem(let id, _): id
    }
  }
}
