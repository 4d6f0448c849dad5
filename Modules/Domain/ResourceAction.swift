/// Something that may be done with a resource: the five every REST API knows, or the app's own.
public struct ResourceAction: RawRepresentable, Codable, Hashable, Sendable {
  /// Its name: `list`, `add`, `archive`.
  public let rawValue: String

  /// The action named `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Read the collection, a page at a time.
  public static let list = ResourceAction(rawValue: "list")
  /// Read one item.
  public static let show = ResourceAction(rawValue: "show")
  /// Add an item.
  public static let add = ResourceAction(rawValue: "add")
  /// Change some of an item's fields.
  public static let edit = ResourceAction(rawValue: "edit")
  /// Remove an item.
  public static let delete = ResourceAction(rawValue: "delete")

  /// The five every resource may have, in the order help lists them.
  public static let standard: [ResourceAction] = [.list, .show, .add, .edit, .delete]

  /// An action of the app's own on one item, named `name` in lowerCamelCase (`archive`,
  /// `markRead`): sent to the item, queued offline like any write.
  public static func custom(_ name: String) -> ResourceAction {
    ResourceAction(rawValue: name)
  }

  /// Whether it is one of the app's own, not one of ``standard``.
  public var isCustom: Bool { !Self.standard.contains(self) }

  /// Whether it changes something on the server: every action but reading.
  public var isWrite: Bool { self != .list && self != .show }
}
