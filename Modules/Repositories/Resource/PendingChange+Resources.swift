public import Domain

extension PendingChange {
  /// The item it is about, typed as `ID`, when it is one.
  public func itemID<ID: ResourceID>(as type: ID.Type) -> ID? {
    target["id"].flatMap(ID.init(fieldValue:))
  }
}
