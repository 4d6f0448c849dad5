/// What sending the outbox did.
public struct OutboxReport: Hashable, Sendable {
  /// How many changes the server accepted.
  public var sent: Int
  /// The changes that were not sent because of a conflict, as they now wait.
  public var conflicts: [PendingChange]
  /// The changes the server refused, as they now wait.
  public var refused: [PendingChange]
  /// How many changes still wait, conflicts and refusals included.
  public var waiting: Int
  /// Why sending stopped before the end, when it did: the server could not be reached, say.
  public var stoppedBy: RepositoryError?

  /// A report of the counts and changes given; with none, that of an outbox with nothing to send.
  public init(
    sent: Int = 0, conflicts: [PendingChange] = [], refused: [PendingChange] = [],
    waiting: Int = 0, stoppedBy: RepositoryError? = nil
  ) {
    self.sent = sent
    self.conflicts = conflicts
    self.refused = refused
    self.waiting = waiting
    self.stoppedBy = stoppedBy
  }

  /// Whether every change that was tried went through.
  public var isClean: Bool { conflicts.isEmpty && refused.isEmpty && stoppedBy == nil }
}
