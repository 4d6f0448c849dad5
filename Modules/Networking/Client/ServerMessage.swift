import Foundation

/// The reason a server gives for refusing a request, read from its body, in the shapes JSON APIs
/// write it: `{"message": "…"}`, `{"detail": "…"}` (Django REST framework), `{"error": "…"}` or
/// `{"error": {"message": "…"}}`, `{"title": "…"}` (RFC 9457), `{"errors": ["…"]}`, and a
/// field's problems as DRF gives them, `{"title": ["This field is required."]}`.
///
/// Text from outside: control characters (terminal escapes among them) are dropped, white space
/// is folded to single spaces, at most ``maximumLength`` characters are kept, and nothing is kept
/// when the body is not such an object.
enum ServerMessage {
  /// The longest reason kept, in characters.
  static let maximumLength = 200
  /// The largest body read for a reason.
  static let maximumBodyBytes = 64 * 1024

  /// The reason in `body`, or `nil` when it gives none.
  static func reason(in body: Data) -> String? {
    guard body.count <= maximumBodyBytes,
      let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any]
    else { return nil }
    for key in ["message", "detail", "error", "title", "error_description"] {
      if let text = object[key] as? String, let line = line(text) { return line }
      if let nested = object[key] as? [String: Any], let text = nested["message"] as? String,
        let line = line(text)
      {
        return line
      }
    }
    if let errors = object["errors"] as? [Any] {
      let texts = errors.compactMap { error in
        (error as? String) ?? ((error as? [String: Any])?["message"] as? String)
      }
      if let line = line(texts.joined(separator: "; ")) { return line }
    }
    return fieldProblems(in: object)
  }

  /// Django REST framework's validation errors: each field's key and its problems,
  /// `title: This field is required.; pages: A valid integer is required.`, the general ones
  /// (`non_field_errors`) first.
  private static func fieldProblems(in object: [String: Any]) -> String? {
    var parts: [String] = []
    func rank(_ key: String) -> String { key == "non_field_errors" ? "" : key }
    for key in object.keys.sorted(by: { rank($0) < rank($1) }) {
      let problems = (object[key] as? [Any])?.compactMap { $0 as? String } ?? []
      guard !problems.isEmpty else { continue }
      let text = problems.joined(separator: " ")
      parts.append(key == "non_field_errors" ? text : "\(key): \(text)")
      if parts.count >= 8 { break }
    }
    return line(parts.joined(separator: "; "))
  }

  /// `text` as one line of at most ``maximumLength`` characters with no control character, or
  /// `nil` when nothing is left.
  private static func line(_ text: String) -> String? {
    let words = text.prefix(4 * maximumLength).unicodeScalars.map { scalar -> Character in
      scalar.properties.generalCategory == .control || scalar.properties.isWhitespace
        ? " " : Character(scalar)
    }
    let folded = String(words).split(separator: " ").joined(separator: " ")
    guard !folded.isEmpty else { return nil }
    return folded.count > maximumLength ? String(folded.prefix(maximumLength)) + "…" : folded
  }
}
