/// A word that is none of a choice's words, as a server sent it.
public struct UnknownChoice: Error, Hashable, Sendable {
  /// The word that came.
  public var value: String
  /// The words allowed.
  public var allowed: [String]

  /// The error for `value`, which is none of the `allowed` words.
  public init(value: String, allowed: [String]) {
    self.value = value
    self.allowed = allowed
  }
}
