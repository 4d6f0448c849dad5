import Foundation

/// The reason a refusal's body gives: its summary, then each problem it lists, with its field.
///
/// | server | body | read as |
/// | --- | --- | --- |
/// | most JSON APIs | `{"message": "…"}`, `{"error": "…"}`, `{"error": {"message": "…"}}` | the text |
/// | Django REST framework | `{"detail": "…"}`; `{"title": ["…"], "non_field_errors": ["…"]}` | the text; `…; title: …` |
/// | FastAPI (pydantic) | `{"detail": [{"loc": ["body", "title"], "msg": "…"}]}` | `title: …` |
/// | flask-smorest (marshmallow) | `{"errors": {"json": {"title": ["…"]}}}` | `title: …` |
/// | JSON:API | `{"errors": [{"detail": "…", "source": {"pointer": "/data/attributes/title"}}]}` | `title: …` |
/// | RFC 9457 problem details | `{"title": "…", "detail": "…", "errors": [{"detail": "…", "pointer": "#/age"}]}` | `…; age: …` |
///
/// Control characters are dropped, white space folded, and at most ``maximumProblems`` problems and
/// ``maximumLength`` characters kept; a body other than a JSON object gives nothing.
enum ServerMessage {
  /// The longest reason kept, in characters.
  static let maximumLength = 200
  /// The largest body read for a reason.
  static let maximumBodyBytes = 64 * 1024
  /// The most problems kept from one body.
  static let maximumProblems = 8
  /// How deep into nested fields a problem is looked for.
  private static let maximumDepth = 4

  /// The reason in `body`, or `nil` when it gives none.
  static func reason(in body: Data) -> String? {
    guard body.count <= maximumBodyBytes,
      let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any]
    else { return nil }
    let summary = summary(in: object)
    let parts = [summary].compactMap { $0 } + problems(in: object, fieldsAtTop: summary == nil)
    return line(parts.joined(separator: "; "))
  }

  /// The first of these keys that holds text; RFC 9457's `detail` says more than its `title`.
  private static func summary(in object: [String: Any]) -> String? {
    for key in ["message", "detail", "error", "title", "error_description"] {
      let value = object[key]
      if let text = (value as? String) ?? ((value as? [String: Any])?["message"] as? String),
        let line = line(text)
      {
        return line
      }
    }
    return nil
  }

  /// The problems the body lists; fields at the top (Django REST framework) only if `fieldsAtTop`.
  private static func problems(in object: [String: Any], fieldsAtTop: Bool) -> [String] {
    for key in ["detail", "errors", "invalid-params"] {
      if let list = object[key] as? [Any] {
        return Array(list.lazy.compactMap(listed).prefix(maximumProblems))
      }
    }
    var found: [String] = []
    if let errors = object["errors"] as? [String: Any] {
      let locations = ["json", "query", "querystring", "form", "headers", "cookies", "files"]
      let inLocations = errors.keys.allSatisfy(locations.contains)
      for (_, fields) in errors.sorted(by: { $0.key < $1.key }) where inLocations {
        collect(fields, named: nil, depth: 0, into: &found)
      }
      if !inLocations { collect(errors, named: nil, depth: 0, into: &found) }
    } else if fieldsAtTop {
      collect(object, named: nil, depth: 0, into: &found)
    }
    return found
  }

  /// One problem of a list: its text, after the field it names when it names one.
  private static func listed(_ item: Any) -> String? {
    if let text = item as? String { return line(text) }
    guard let problem = item as? [String: Any],
      let text = ["detail", "msg", "message", "reason", "title"].lazy
        .compactMap({ problem[$0] as? String }).compactMap(line).first
    else { return nil }
    return field(of: problem).map { "\($0): \(text)" } ?? text
  }

  /// The field a listed problem names, as dotted names (`address.city`), or `nil`.
  private static func field(of problem: [String: Any]) -> String? {
    var names: [String] = []
    if let location = problem["loc"] as? [Any] {
      names = location.compactMap { ($0 as? String) ?? ($0 as? Int).map(String.init) }
      if let first = names.first, ["body", "query", "path", "header", "cookie"].contains(first) {
        names.removeFirst()
      }
    } else if let source = problem["source"] as? [String: Any] {
      if let parameter = source["parameter"] as? String { names = [parameter] }
      if let pointer = source["pointer"] as? String {
        names = steps(of: pointer)
        if names.first == "data" { names.removeFirst() }
        if ["attributes", "relationships"].contains(names.first) { names.removeFirst() }
      }
    } else if let pointer = problem["pointer"] as? String {
      names = steps(of: pointer.hasPrefix("#") ? String(pointer.dropFirst()) : pointer)
    } else if let name = problem["name"] as? String {
      names = [name]
    }
    // A position alone (pydantic's for JSON it could not parse) names no field.
    guard !names.allSatisfy({ $0.allSatisfy(\.isNumber) }) else { return nil }
    return line(names.joined(separator: "."))
  }

  /// The steps of a JSON pointer (RFC 6901), unescaped.
  private static func steps(of pointer: String) -> [String] {
    pointer.split(separator: "/").map {
      $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
  }

  /// Adds the problems under `value`: a list of texts is the problems of the field `name`, an
  /// object holds fields (the general ones, `non_field_errors` and `_schema`, first).
  private static func collect(
    _ value: Any, named name: String?, depth: Int, into found: inout [String]
  ) {
    if let texts = value as? [Any] {
      let text = texts.compactMap { $0 as? String }.joined(separator: " ")
      if found.count < maximumProblems, let text = line(text) {
        found.append(name.map { "\($0): \(text)" } ?? text)
      }
    } else if let fields = value as? [String: Any], depth < maximumDepth {
      let general = ["non_field_errors", "_schema"]
      func rank(_ key: String) -> (Int, String) { (general.contains(key) ? 0 : 1, key) }
      for key in fields.keys.sorted(by: { rank($0) < rank($1) }) {
        let field =
          general.contains(key) ? name : [name, key].compactMap { $0 }.joined(separator: ".")
        collect(fields[key] as Any, named: field, depth: depth + 1, into: &found)
      }
    }
  }

  /// `text` on one line of at most ``maximumLength`` characters, or `nil` when nothing is left.
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
