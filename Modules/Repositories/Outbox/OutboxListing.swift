public import Domain

/// What waits in the outbox, as a person looks at it: the changes asked for (every one, or one
/// page of them), how many wait in all, and which cannot be read.
public struct OutboxListing: Hashable, Sendable {
  /// The changes asked for, oldest first.
  public var changes: [PendingChange]
  /// The numbers of the changes asked for that cannot be read (damaged, or of another version):
  /// never sent, and discarded like any other.
  public var unreadable: [Int]
  /// How many changes wait in all, unreadable ones included.
  public var totalCount: Int
  /// The page asked for; `nil` when every change was.
  public var page: PageRequest?
  /// Whether changes follow this page.
  public var hasMore: Bool

  /// A listing of `changes`; `totalCount` defaults to those given, unreadable ones included.
  public init(
    changes: [PendingChange], unreadable: [Int] = [], totalCount: Int? = nil,
    page: PageRequest? = nil, hasMore: Bool = false
  ) {
    self.changes = changes
    self.unreadable = unreadable
    self.totalCount = totalCount ?? changes.count + unreadable.count
    self.page = page
    self.hasMore = hasMore
  }
}
