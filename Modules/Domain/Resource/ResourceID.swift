public import Foundation

/// A type a resource's identifier can have (`Int`, `String` or `UUID`). Decoding checks JSON and
/// ``init(text:)`` checks typed text, so the layers below always hold a usable identifier.
public protocol ResourceID: FieldRepresentable, CustomStringConvertible {
  /// Reads an identifier as a person types it, or `nil` when it cannot be one.
  init?(text: String)
}

extension Int: ResourceID {
  /// A whole number from 1, in ASCII digits.
  public init?(text: String) {
    guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let value = Int(text), value >= 1
    else { return nil }
    self = value
  }
}

extension String: ResourceID {
  /// 1 to 200 characters without control characters, except `.` and `..`, which a URL resolves.
  public init?(text: String) {
    guard Self.isUsableIdentifier(text) else { return nil }
    self = text
  }

  /// Whether `text` can name an item in a URL's path and in a terminal.
  static func isUsableIdentifier(_ text: String) -> Bool {
    !text.isEmpty && text != "." && text != ".." && text.count <= 200
      && !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }
}

extension UUID: ResourceID {
  /// A UUID in its usual form, `E621E1F8-C36C-495A-93FC-0C247A3E6E5F`, in either case.
  public init?(text: String) {
    self.init(uuidString: text)
  }
}
