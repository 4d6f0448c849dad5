/// A named directory inside the data directory, such as `cache/sandbox`. Its names (letters,
/// digits, `.`, `_` and `-`, never starting with `.`) are checked when used, so a container never
/// points outside the data directory.
public struct StorageContainer: Hashable, Sendable, CustomStringConvertible {
  /// The path components below the data directory.
  public let components: [String]

  /// Creates a container from path components, outermost first.
  public init(_ components: String...) {
    self.components = components
  }

  /// Creates a container from path components, outermost first.
  public init(components: [String]) {
    self.components = components
  }

  /// The components joined with `/`.
  public var description: String { components.joined(separator: "/") }

  /// Whether every component is a safe file name.
  public var isValid: Bool { !components.isEmpty && components.allSatisfy(SafeName.isValid) }
}

/// The rule for every name Strata turns into a path: letters, digits, `.`, `_`, `-`; not empty,
/// not starting with `.` (so never `.` or `..`, nor a hidden file), at most 100 characters.
enum SafeName {
  static func isValid(_ name: String) -> Bool {
    guard (1...100).contains(name.count), !name.hasPrefix(".") else { return false }
    return name.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "._-".unicodeScalars.contains(scalar))
    }
  }
}
