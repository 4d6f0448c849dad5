public import Domain
public import Foundation

/// A resource for the tests of the generic stack, with a field of every kind and an address (the
/// board it is on). Its route is in `NetworkingMocks`, how it reads in `FeaturesMocks`.
public struct Note: Resource {
  /// The server's identifier.
  public var id: Int
  /// A whole number, also the collection path's parameter; `boardId` on the wire.
  public var boardID: Int
  /// Text, the summary.
  public var title: String
  /// A number, optional.
  public var weight: Double?
  /// True or false, optional.
  public var pinned: Bool?
  /// A date, optional.
  public var dueOn: Date?
  /// One of the words of ``NoteLevel``, optional.
  public var level: NoteLevel?
  /// A list of text, optional.
  public var tags: [String]?

  /// The names on the wire.
  public enum CodingKeys: String, CodingKey, CaseIterable {
    case id
    case boardID = "boardId"
    case title, weight, pinned, dueOn, level, tags
  }

  /// Which board's notes: the board's identifier, `boardId` in the API.
  public struct Address: ResourceAddress {
    /// The board's identifier.
    public var boardID: Int

    /// The names in the API.
    public enum CodingKeys: String, CodingKey {
      case boardID = "boardId"
    }

    /// Its one part.
    public static let parts = [AddressPart(CodingKeys.boardID, \Address.boardID)]

    /// Board `boardID`'s notes.
    public init(boardID: Int) {
      self.boardID = boardID
    }
  }

  /// Its names, what may be done with it, and its fields.
  public static let schema = ResourceSchema<Note>(
    singular: "Note", plural: "Notes", storageName: "notes",
    actions: [.list, .show, .add, .edit, .delete],
    fields: [
      ResourceField(.boardID, \.boardID),
      ResourceField(.title, \.title),
      ResourceField(.weight, \.weight),
      ResourceField(.pinned, \.pinned),
      ResourceField(.dueOn, \.dueOn),
      ResourceField(.level, \.level),
      ResourceField(.tags, \.tags),
    ])

  /// A note with every field given.
  public init(
    id: Int, boardID: Int, title: String, weight: Double? = nil, pinned: Bool? = nil,
    dueOn: Date? = nil, level: NoteLevel? = nil, tags: [String]? = nil
  ) {
    self.id = id
    self.boardID = boardID
    self.title = title
    self.weight = weight
    self.pinned = pinned
    self.dueOn = dueOn
    self.level = level
    self.tags = tags
  }

  /// Note `id` on board `boardID`, titled after its id, so failures are easy to read.
  public static func mock(id: Int, boardID: Int = 1) -> Note {
    Note(id: id, boardID: boardID, title: "Note \(id)")
  }
}

/// The words a note's `level` holds.
public enum NoteLevel: String, FieldChoice {
  /// The word `low` on the wire, and the first of the field's choices.
  case low
  /// The word `high` on the wire, and the second and last of the field's choices.
  case high
}
