/// A short piece of writing by one of the server's users: one row of the article list.
public struct Article: Identifiable, Hashable, Sendable, Codable {
  /// The server's identifier for an article.
  public typealias ID = Int

  /// The server's identifier for this article.
  public var id: ID
  /// The author's identifier.
  public var userID: Int
  /// The headline.
  public var title: String
  /// The full text.
  public var body: String

  /// Article `id` by user `userID`, with its `title` and `body`: all four required, none checked.
  public init(id: ID, userID: Int, title: String, body: String) {
    self.id = id
    self.userID = userID
    self.title = title
    self.body = body
  }
}
