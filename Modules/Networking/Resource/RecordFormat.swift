public import Domain
import Foundation

/// How one record travels in a body, as a resource's route declares it. The client and the servers
/// share these functions, so each side mirrors the other.
///
/// | format | one item | a list | media type |
/// | --- | --- | --- | --- |
/// | ``bare`` | `{"id": 7, "title": …}` | a list of them, bare or under the paging's key | `application/json` |
/// | ``jsonAPI(type:)`` | `{"data": {"type": "notes", "id": "7", "attributes": {"title": …}}}` | `{"data": [records], "meta": …, "links": …}` | `application/vnd.api+json` |
///
/// A JSON:API identifier is text, read as the resource's `ID` reads text (`"7"` is item 7 of an
/// `Int` resource). A new record has no `id`. Pair ``jsonAPI(type:)`` with ``Paging/jsonAPI``.
public enum RecordFormat: Hashable, Sendable {
  /// The item's fields as one JSON object, its `id` among them.
  case bare
  /// JSON:API's resource objects, of `type` as the server names the resource (`"notes"`).
  case jsonAPI(type: String)

  /// The media type of the bodies sent and accepted: `Accept`'s and `Content-Type`'s.
  public var mediaType: String {
    self == .bare ? "application/json" : "application/vnd.api+json"
  }

  /// One item as a record: `fields`; for JSON:API, named `id` when given, else by `fields`' own.
  public func record(_ fields: FieldValues, id: FieldValue? = nil) -> FieldValue {
    guard case .jsonAPI(let type) = self else { return .object(fields) }
    var record: FieldValues = [
      "type": .text(type), "attributes": .object(fields.filter { $0.key != "id" }),
    ]
    switch id ?? fields["id"] {
    case .integer(let number)?: record["id"] = .text(String(number))
    case .text(let text)?: record["id"] = .text(text)
    default: break
    }
    return .object(record)
  }

  /// A body that holds one item: its record, under `data` for JSON:API.
  public func document(_ fields: FieldValues, id: FieldValue? = nil) -> FieldValue {
    self == .bare ? record(fields, id: id) : .object(["data": record(fields, id: id)])
  }

  /// The fields of `record`, its `id` among them; `nil` when it is not a record of this format.
  public func fields(of record: FieldValue) -> FieldValues? {
    guard case .object(let object) = record else { return nil }
    guard case .jsonAPI(let type) = self else { return object }
    guard object["type"] == .text(type) else { return nil }
    var fields: FieldValues
    switch object["attributes"] {
    case .object(let attributes)?: fields = attributes
    case nil: fields = [:]
    default: return nil
    }
    switch object["id"] {
    case .text?, nil: fields["id"] = object["id"]
    default: return nil
    }
    return fields
  }

  /// The fields of the item a body holds (``document(_:id:)``'s inverse), or `nil`.
  public func fields(inDocument body: FieldValue) -> FieldValues? {
    guard self != .bare else { return fields(of: body) }
    guard case .object(let document) = body, let data = document["data"] else { return nil }
    return fields(of: data)
  }

  /// The status a server of this format refuses another media type with (415 for a body, 406 for
  /// `Accept`), or `nil`; a parameter other than `ext` or `profile` makes another type.
  public func refusal(contentType: String?, accept: String?, hasBody: Bool) -> Int? {
    guard self != .bare else { return nil }
    func parts(_ value: some StringProtocol) -> (type: String, parameters: [String]) {
      let pieces = value.split(separator: ";").map {
        $0.trimmingCharacters(in: .whitespaces).lowercased()
      }
      return (pieces.first ?? "", pieces.dropFirst().map { String($0.prefix { $0 != "=" }) })
    }
    func names(_ value: some StringProtocol) -> Bool {
      let (type, parameters) = parts(value)
      return type == mediaType && parameters.allSatisfy { ["ext", "profile"].contains($0) }
    }
    if hasBody, !(contentType.map(names) ?? false) { return 415 }
    guard let accept else { return nil }
    let served = accept.split(separator: ",").contains {
      names($0) || ["*/*", "application/*"].contains(parts($0).type)
    }
    return served ? nil : 406
  }

  /// `body` as the bare JSON a resource decodes from: for JSON:API, the fields of its `data`, or
  /// with `list`, the answer with each record there replaced by its fields. A body that is not JSON
  /// is left for the decoder; a record of another format throws ``APIError/decoding(_:)``.
  func unwrapped(_ body: Data, list: AnswerKey? = nil, identifier: (String) -> FieldValue)
    throws(APIError) -> Data
  {
    guard self != .bare, let value = try? JSONDecoder().decode(FieldValue.self, from: body) else {
      return body
    }
    let key = list ?? "data"
    var failure = DecodingFailure(path: key.description, problem: .invalidValue)
    let rewritten = Self.replacing(at: key.path[...], in: value) { found in
      // Each record's fields, its id read as the resource reads one.
      func item(_ record: FieldValue) -> FieldValue? {
        guard var values = fields(of: record) else { return nil }
        if case .text(let id)? = values["id"] { values["id"] = identifier(id) }
        return .object(values)
      }
      guard list != nil else { return item(found) }
      guard case .list(let records) = found else { return nil }
      var items: [FieldValue] = []
      for (index, record) in records.enumerated() {
        guard let values = item(record) else {
          failure.path += "[\(index)]"
          return nil
        }
        items.append(values)
      }
      return .list(items)
    }
    // One item's document becomes its record's fields; a list's answer keeps the rest.
    let unwrapped = list == nil ? Self.value(at: key.path, in: rewritten) : rewritten
    guard let unwrapped, let data = try? ResourceCoding.encoder().encode(unwrapped) else {
      throw .decoding(failure)
    }
    return data
  }

  /// What sits at `path` in `value`, if anything.
  private static func value(at path: [String], in value: FieldValue?) -> FieldValue? {
    path.reduce(value) { value, key in
      guard case .object(let object)? = value else { return nil }
      return object[key]
    }
  }

  /// `value` with what sits at `path` transformed, or `nil` when nothing is there or it is refused.
  private static func replacing(
    at path: ArraySlice<String>, in value: FieldValue, _ transform: (FieldValue) -> FieldValue?
  ) -> FieldValue? {
    guard let key = path.first else { return transform(value) }
    guard case .object(var object) = value, let inner = object[key],
      let replaced = replacing(at: path.dropFirst(), in: inner, transform)
    else { return nil }
    object[key] = replaced
    return .object(object)
  }
}
