import Foundation

/// The reason a server gives for refusing a request, read from its body: `{"error": "…"}` or
/// `{"message": "…"}`, as most JSON APIs write it.
///
/// Text from outside: one line of at most ``maximumLength`` characters is kept, and nothing is
/// kept when the body is not such an object.
enum ServerMessage {
  /// The longest reason kept, in characters.
  static let maximumLength = 200

  /// The reason in `body`, or `nil` when it gives none.
  static func reason(in body: Data) -> String? {
    guard body.count <= 64 * 1024,
      let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any]
    else { return nil }
    for key in ["error", "message"] {
      guard let text = object[key] as? String else { continue }
      let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty else { continue }
      return trimmed.count > maximumLength ? String(trimmed.prefix(maximumLength)) + "…" : trimmed
    }
    return nil
  }
}
