import Domain
import Foundation
public import Networking

/// A resource the sandbox serves as a server would: its collection and items, read and written,
/// from sample data made from its fields.
///
/// The composition root makes one per resource, as `SandboxResource(Todo.self)`, so the sandbox
/// imports no resource and plays the server from the contract both sides share. It pages, writes
/// records (JSON:API's refusing other media types) and names new items as the route and the
/// identifier type say.
///
/// | request | answer |
/// | --- | --- |
/// | `GET <collection>` with the paging's query | that page, with its total as the paging says; items whose field named like an address part holds its value |
/// | `GET <item>` | the item, or 404 |
/// | `POST <collection>` | 201 and the item, with a new `id`; 400 naming what is wrong with the body (409 for a JSON:API record of another `type`); the same answer again for an `Idempotency-Key` seen before |
/// | `PATCH <item>` (`PUT`, whole, for a route that says `edits: .put`) | 200 and the item changed; 404; 400 (409 for a JSON:API record of another `type`) |
/// | `DELETE <item>` | 200 `{}`; 404 when there is no such item |
/// | `POST <item>/<action>` | 200 and the item; a true-or-false field named for the action done (`archived` for `archive`) is set |
public struct SandboxResource: Sendable {
  /// How many sample items a resource starts with.
  public static let sampleCount = 12

  struct Field: Sendable {
    var key: String
    var kind: FieldKind
    var isOptional: Bool
  }

  let name: String
  let collection: PathTemplate
  let item: PathTemplate
  let actions: [ResourceAction]
  let actionPaths: [(action: ResourceAction, path: PathTemplate)]
  let fields: [Field]
  let addressParts: [String: FieldKind]
  /// The address's parts in the order the path names them: the first takes a new value with
  /// each item, the second with each third, so every pair of values has items.
  let addressOrder: [String]
  let identifierKind: FieldKind
  var paging: Paging
  var records: RecordFormat
  /// `PATCH`, or `PUT` for a resource whose route takes an item only whole.
  var editMethod: HTTPMethod

  /// The sandbox's side of `model`, paged as its route says or else as `apiPaging`.
  public init<Model: RemoteResource>(_ model: Model.Type, apiPaging: Paging = .jsonServer) {
    let schema = Model.schema
    name = schema.storageName
    collection = Model.route.collection
    item = Model.route.item
    actions = schema.actions
    actionPaths = schema.customActions.map { ($0, Model.route.path(of: $0)) }
    fields = schema.fields.map { Field(key: $0.key, kind: $0.kind, isOptional: $0.isOptional) }
    addressParts = Dictionary(
      uniqueKeysWithValues: Model.Address.parts.map { ($0.key, $0.kind) })
    addressOrder = Model.Address.parts.map(\.key)
    identifierKind = Model.ID.fieldKind
    paging = Model.route.paging ?? apiPaging
    records = Model.route.records
    editMethod = Model.route.edits == .put ? .put : .patch
  }

  /// The identifier of the `number`th item: the number, `item-7`, or a UUID, the same on every run.
  func identifier(_ number: Int) -> FieldValue {
    switch identifierKind {
    case .integer: .integer(number)
    case .uuid: .text(String(format: "00000000-0000-4000-8000-%012X", number))
    default: .text("\(name)-\(number)")
    }
  }

  /// The sample items, made from the fields' kinds, the same on every run.
  func samples() -> [FieldValues] {
    (1...Self.sampleCount).map { number in
      var values: FieldValues = ["id": identifier(number)]
      // An address's part that is no field (the book of a book's chapters) is kept with the
      // item all the same, as a server keeps what an item is under, so lists filter by it.
      for (key, kind) in addressParts where !fields.contains(where: { $0.key == key }) {
        values[key] = Self.sample(
          kind, key: key, number: number, part: addressOrder.firstIndex(of: key))
      }
      for field in fields {
        values[field.key] =
          field.isOptional && number % 3 == 0
          ? .null
          : Self.sample(
            field.kind, key: field.key, number: number,
            part: addressOrder.firstIndex(of: field.key))
      }
      return values
    }
  }

  /// The values a text address part has items for: `strata entries --slug general`.
  static let addressWords = ["general", "news", "archive"]

  /// The sample of `kind` for the `number`th item; `part` is the field's place among the
  /// address's parts, when it is one.
  private static func sample(_ kind: FieldKind, key: String, number: Int, part: Int?)
    -> FieldValue
  {
    // A field that an address part filters on (`userId` of `/users/{userId}/todos`) takes a few
    // values, so each of them has items: 1, 2, 3, or the words of ``addressWords``.
    let cycle = part.map { ((number - 1) / Self.power(3, $0)) % 3 }
    switch kind {
    case .integer: return .integer(cycle.map { $0 + 1 } ?? number)
    case .number: return .number(Double(number) / 2)
    case .boolean: return .boolean(number % 2 == 0)
    case .text:
      return .text(
        cycle.map { addressWords[$0 % addressWords.count] }
          ?? "\(ResourceNames.words(of: key).joined(separator: " ").capitalizedFirst) \(number)")
    case .date:
      return .text(
        FieldDate.format(Date(timeIntervalSince1970: 1_798_070_400 + Double(number) * 86_400)))
    case .uuid: return .text(String(format: "00000000-0000-4000-8000-%012X", number))
    case .choice(let words): return words.isEmpty ? .null : .text(words[number % words.count])
    case .list(let item):
      return .list(
        (0..<(number % 3)).map { sample(item, key: key, number: number + $0, part: nil) })
    }
  }

  /// `base` to the power `exponent`, for the few parts an address has.
  private static func power(_ base: Int, _ exponent: Int) -> Int {
    (0..<min(exponent, 8)).reduce(1) { product, _ in product * base }
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
        problems.append("\(field.key) must be \(Self.expectation(of: field.kind))")
      }
    }
    return problems
  }
}

extension SandboxResource {
  /// What a value of `kind` must be, as a server's error says it: in JSON's terms, not the CLI's.
  static func expectation(of kind: FieldKind) -> String {
    switch kind {
    case .integer: "an integer"
    case .number: "a number"
    case .boolean: "true or false"
    case .text: "a string"
    case .date: "an ISO 8601 date string"
    case .uuid: "a UUID string"
    case .choice(let words): "one of " + words.map { "\"\($0)\"" }.joined(separator: ", ")
    case .list(let item): "an array, each item \(expectation(of: item))"
    }
  }
}

extension String {
  /// The text with its first letter in capitals: "Due on".
  fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
