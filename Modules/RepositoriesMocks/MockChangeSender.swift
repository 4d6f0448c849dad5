public import Repositories
public import TestSupport

/// A ``Repositories/ChangeSending`` whose answers the test configures, recording every change it
/// is asked to send: the outbox tested without a resource or a server.
///
/// ```swift
/// let sender = MockChangeSender(resource: "notes", itemName: "note")
/// sender.send.returns(.sent(itemID: .integer(101)))  // every change is sent…
/// sender.send.fails(with: .cancelled)                // …or none is, and each waits…
/// sender.send.answers { change in                    // …or any logic.
///   change.action == .delete ? .refused(statusCode: 409, message: nil) : .sent(itemID: nil)
/// }
/// ```
public final class MockChangeSender: ChangeSending {
  /// The resource whose changes it is given, by storage name.
  public let resource: String
  /// One item of the resource, in a sentence.
  public let itemName: String
  /// Stands in for ``send(_:)``; a failure, configured or of a call not configured, is the
  /// change not sent, for that reason.
  public let send: MockMethod<PendingChange, SendResult, RepositoryError>

  /// Creates a sender with nothing configured; failures point at the caller's line.
  public init(
    resource: String, itemName: String, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    self.resource = resource
    self.itemName = itemName
    send = MockMethod(
      "MockChangeSender.send(_:)",
      createdAt: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      unimplementedFailure: .unimplemented)
  }

  /// Records the call and answers as ``send`` was configured.
  public func send(_ change: PendingChange) async -> SendResult {
    do {
      return try await send.callAsFunction(change)
    } catch {
      return .notSent(error)
    }
  }
}
