import Synchronization

/// A thread-safe list that a test hands to code under test as a sink (for log lines, progress
/// events, …) and reads back afterwards.
///
/// <!-- snippet: given base: any HTTPTransport -->
/// ```swift
/// let lines = Recorder<String>()
/// let transport = LoggingTransport(wrapping: base, redactor: Redactor(), log: lines.append)
/// ```
public final class Recorder<Element: Sendable>: Sendable {
  private let elements = Mutex<[Element]>([])

  /// Creates an empty recorder.
  public init() {}

  /// Everything recorded so far, in order.
  public var values: [Element] { elements.withLock { $0 } }

  /// Records `element`.
  @Sendable public func append(_ element: Element) {
    elements.withLock { $0.append(element) }
  }
}
