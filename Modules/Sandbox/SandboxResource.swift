public import Domain
import Foundation

/// A resource the sandbox serves as a server would: its collection and items, read and written,
/// from sample data made from its fields.
///
/// Made from a resource's schema by the composition root (`SandboxResource(Todo.self)`), so the
/// sandbox knows every resource without importing any: it plays the server from the schema, the
/// contract both sides share, never from the client's decoding code.
///
/// | request | answer |
/// | --- | --- |
/// | `GET <collection>?_page=N&_limit=M` | that page, with `X-Total-Count`; items whose field named like a path parameter holds its value |
/// | `GET <item>` | the item, or 404 |
/// | `POST <collection>` | 201 and the item, with a new `id`; 400 naming what is wrong with the body; the same answer again for an `Idempotency-Key` seen before |
/// | `PATCH <item>` | 200 and the item changed; 404; 400 |
/// | `DELETE <item>` | 200 `{}`; 404 when there is no such item |
public struct SandboxResource: Sendable {
  /// How many sample items a resource starts with.
  public static let sampleCount = 12

  struct Field: Sendable {
    var key: String
    var label: String
    var kind: FieldKind
    var isOptional: Bool
  }

  let name: String
  let collection: PathTemplate
  let item: PathTemplate
  let actions: Set<ResourceAction>
  let fields: [Field]

  /// The sandbox's side of `model`: its paths, what may be done with it, its fields.
  public init<Model: Resource>(_ model: Model.Type) {
    let schema = Model.schema
    name = schema.names.listCommand
    collection = schema.collection
    item = schema.item
    actions = schema.actions
    fields = schema.fields.map {
      Field(key: $0.key, label: $0.label, kind: $0.kind, isOptional: $0.isOptional)
    }
  }

  /// The sample items, as a server would send them: made from the fields' kinds, the same on
  /// every run.
  func samples() -> [Int: FieldValues] {
    let parameters = Set(collection.parameters.map(\.name))
    var items: [Int: FieldValues] = [:]
    for id in 1...Self.sampleCount {
      var values: FieldValues = ["id": .integer(id)]
      for field in fields {
        values[field.key] =
          field.isOptional && id % 3 == 0
          ? .null : Self.sample(field, id: id, isParameter: parameters.contains(field.key))
      }
      items[id] = values
    }
    return items
  }

  /// The values a text path parameter has items for: `strata entries --slug general`.
  static let parameterWords = ["general", "news", "archive"]

  private static func sample(_ field: Field, id: Int, isParameter: Bool) -> FieldValue {
    sample(field.kind, label: field.label, id: id, isParameter: isParameter)
  }

  private static func sample(_ kind: FieldKind, label: String, id: Int, isParameter: Bool)
    -> FieldValue
  {
    switch kind {
    // A field that a path parameter filters on (`userId` of `/users/{userId}/todos`, `slug` of
    // `/boards/{slug}/entries`) takes a few values, so each of them has items: 1, 2, 3, or
    // the words of ``parameterWords``.
    case .integer: .integer(isParameter ? (id - 1) % 3 + 1 : id)
    case .number: .number(Double(id) / 2)
    case .boolean: .boolean(id % 2 == 0)
    case .text:
      .text(isParameter ? parameterWords[(id - 1) % parameterWords.count] : "\(label) \(id)")
    case .date:
      .text(FieldDate.format(Date(timeIntervalSince1970: 1_798_070_400 + Double(id) * 86_400)))
    case .choice(let words): words.isEmpty ? .null : .text(words[id % words.count])
    case .list(let item):
      .list((0..<(id % 3)).map { sample(item, label: label, id: id + $0, isParameter: false) })
    }
  }

  /// The problems of `body` as a new item's (`requireAll`) or an item's change, by field key,
  /// worded for the `{"error": …}` of a 400; nothing when it is good. Unknown keys are refused.
  func problems(of body: FieldValues, requireAll: Bool) -> [String] {
    var problems: [String] = []
    for key in body.keys.sorted() where key != "id" && !fields.contains(where: { $0.key == key }) {
      problems.append("\(key) is not a field")
    }
    for field in fields {
      guard let value = body[field.key] else {
        if requireAll && !field.isOptional { problems.append("\(field.key) is required") }
        continue
      }
      if value == .null {
        if !field.isOptional { problems.append("\(field.key) cannot be null") }
        continue
      }
      if (try? field.kind.check(value)) == nil {
        problems.append("\(field.key) must be \(field.kind.placeholder)")
      }
    }
    return problems
  }
}
