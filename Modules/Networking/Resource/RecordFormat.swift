public import Domain
import Foundation

/// How one record travels in a body, declared in a resource's route: as the object of its
/// fields, or as JSON:API wraps it (jsonapi.org, 1.1). The client writes and reads it, and the
/// embedded backend and the test servers serve it with the same functions, so either side is the
/// other's mirror.
///
/// | format | one item | a list | media type |
/// | --- | --- | --- | --- |
/// | ``bare`` | `{"id": 7, "title": …}` | a list of them, bare or under the paging's key | `application/json` |
/// | ``jsonAPI(type:)`` | `{"data": {"type": "notes", "id": "7", "attributes": {"title": …}}}` | `{"data": [records], "meta": …, "links": …}` | `application/vnd.api+json` |
///
/// A JSON:API identifier is text: it is read as the resource's `ID` reads text (`"7"` is item 7
/// of an `Int` resource) and written as text. A new record goes with its `type` and no `id`; an
/// edit names both. Pair ``jsonAPI(type:)`` with ``Paging/jsonAPI`` for its lists.
public enum RecordFormat: Hashable, Sendable {
  /// The item's fields as one JSON object, its `id` among them.
  case bare
  /// JSON:API's resource objects, of `type` as the server names the resource (`"notes"`).
  case jsonAPI(type: String)

  /// The media type of the bodies sent and accepted: `Accept`'s and `Content-Type`'s.
  public var mediaType: String {
    self == .bare ? "application/json" : "application/vnd.api+json"
  }

  /// One item as a record: `fields`, with `id` when given (else `fields`' own `id`, if any).
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

  /// The fields of `record`, its `id` among them as `identifier` reads a JSON:API one; `nil`
  /// when it is not a record of this format (a JSON:API record of another `type`, say).
  public func fields(of record: FieldValue, identifier: (String) -> FieldValue = { .text($0) })
    -> FieldValues?
  {
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
    case .text(let text)?: fields["id"] = identifier(text)
    case nil: fields["id"] = nil
    default: return nil
    }
    return fields
  }

  /// The fields of the item a body holds (``document(_:id:)``'s inverse), or `nil`.
  public func fields(
    inDocument body: FieldValue, identifier: (String) -> FieldValue = { .text($0) }
  )
    -> FieldValues?
  {
    guard self != .bare else { return fields(of: body, identifier: identifier) }
    guard case .object(let document) = body, let data = document["data"] else { return nil }
    return fields(of: data, identifier: identifier)
  }

  /// `body` as the bare JSON a resource decodes from: itself for ``bare``; for JSON:API, the
  /// fields of its `data`, or, given `list`, the answer with each record of the list there
  /// replaced by its fields. A body that is not what the format says is left as it came, for
  /// the decoder to name what is wrong with it.
  func bare(_ body: Data, list: AnswerKey? = nil, identifier: (String) -> FieldValue) -> Data {
    guard self != .bare, let value = try? JSONDecoder().decode(FieldValue.self, from: body) else {
      return body
    }
    let rewritten: FieldValue?
    if let list {
      rewritten = Self.replacing(at: list.path[...], in: value) { records in
        guard case .list(let records) = records else { return nil }
        let items = records.map { fields(of: $0, identifier: identifier) }
        return items.contains(nil) ? nil : .list(items.compactMap { $0.map(FieldValue.object) })
      }
    } else {
      rewritten = fields(inDocument: value, identifier: identifier).map(FieldValue.object)
    }
    guard let rewritten, let data = try? ResourceCoding.encoder().encode(rewritten) else {
      return body
    }
    return data
  }

  /// `value` with what sits at `path` replaced by `transform`'s result; `nil` when nothing sits
  /// there or `transform` refuses it.
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
