/// A user's photo album: one row of the albums screen.
public struct Album: Identifiable, Hashable, Sendable, Codable {
  /// The server's identifier for an album.
  public typealias ID = Int

  /// The server's identifier for this album.
  public var id: ID
  /// Whose album it is.
  public var userID: User.ID
  /// What its owner called it.
  public var title: String

  /// Album `id` of user `userID`, called `title`.
  public init(id: ID, userID: User.ID, title: String) {
    self.id = id
    self.userID = userID
    self.title = title
  }
}
