import Domain
import Foundation
import Networking
import Storage

/// The routes of one ``SandboxResource``: what a request to its collection, one of its items or
/// one of its actions gets, read from and written to its ``SandboxResourceBook``.
struct SandboxRoute {
  let book: SandboxResourceBook

  private var resource: SandboxResource { book.resource }

  /// The answer to `request`, or `nil` when it is not for this resource.
  func answer(_ request: HTTPRequest, path: [String], query: URLComponents?)
    throws(StorageError) -> (Data, HTTPResponse)?
  {
    let refusal = SandboxAnswer.refusal(of: request, resource.records)
    for (action, template) in resource.actionPaths {
      guard let values = Self.match(template, path), let id = values["id"] else { continue }
      if let refusal { return refusal }
      guard request.method == .post, resource.actions.contains(action) else {
        return SandboxAnswer.error(405, "\(request.method.rawValue) is not allowed here.")
      }
      return try perform(action, on: id, key: request.headers.idempotencyKey)
    }
    if let values = Self.match(resource.item, path), let id = values["id"] {
      if let refusal { return refusal }
      switch request.method {
      case .get: return try show(id)
      case resource.editMethod where resource.actions.contains(.edit):
        return try edit(id, body: request.body)
      case .delete where resource.actions.contains(.delete): return try delete(id)
      default: return SandboxAnswer.error(405, "\(request.method.rawValue) is not allowed here.")
      }
    }
    guard let values = Self.match(resource.collection, path) else { return nil }
    if let refusal { return refusal }
    switch request.method {
    case .get:
      return try list(values, query: query)
    case .post where resource.actions.contains(.add):
      return try add(values, body: request.body, key: request.headers.idempotencyKey)
    default:
      return SandboxAnswer.error(405, "\(request.method.rawValue) is not allowed here.")
    }
  }

  /// The values `path` gives `template`'s parameters, or `nil` when it does not match: each a
  /// whole number when it reads as one, text otherwise, and never empty.
  static func match(_ template: PathTemplate, _ path: [String]) -> FieldValues? {
    guard path.count == template.segments.count else { return nil }
    var values: FieldValues = [:]
    for (segment, component) in zip(template.segments, path) {
      switch segment {
      case .literal(let text):
        guard text == component else { return nil }
      case .parameter(let name):
        guard String.isUsable(component) else { return nil }
        values[name] = Int(text: component).map(FieldValue.integer) ?? .text(component)
      }
    }
    return values
  }

  private func list(_ address: FieldValues, query: URLComponents?) throws(StorageError)
    -> (Data, HTTPResponse)
  {
    // As JSONPlaceholder does: /users/1/todos is the todos whose userId is 1.
    let matching = try book.items().filter { item in
      address.allSatisfy { name, value in
        guard let field = item[name] else { return true }
        return Self.same(field, value)
      }
    }
    return SandboxAnswer.page(
      matching.map { resource.records.record($0) }, query: query, paging: resource.paging,
      format: resource.records)
  }

  private func show(_ id: FieldValue) throws(StorageError) -> (Data, HTTPResponse) {
    guard let item = try book.items().first(where: { Self.same($0["id"], id) }) else {
      return notFound(id)
    }
    return answer(item)
  }

  private func add(_ address: FieldValues, body: Data?, key: String?) throws(StorageError)
    -> (Data, HTTPResponse)
  {
    guard let values = object(body) else { return unreadable(body) }
    let problems = resource.problems(of: values, requireAll: true)
    guard problems.isEmpty else {
      return SandboxAnswer.error(400, problems.joined(separator: "; ") + ".")
    }
    return try book.change { state in
      if let key, let answer = state.answers[key] {
        return (answer.body, HTTPResponse(statusCode: answer.status, headers: headers))
      }
      // The parts of the address are kept with the item, as its server keeps what it is under.
      var item = values.merging(address) { given, _ in given }
      item["id"] = resource.identifier(state.nextID)
      state.items.append(item)
      state.nextID += 1
      let (data, response) = answer(item, status: 201)
      if let key { state.answers[key] = SandboxResourceBook.Answer(status: 201, body: data) }
      return (data, response)
    }
  }

  private func edit(_ id: FieldValue, body: Data?) throws(StorageError) -> (Data, HTTPResponse) {
    guard try book.items().contains(where: { Self.same($0["id"], id) }) else {
      return notFound(id)
    }
    guard var changes = object(body) else { return unreadable(body) }
    changes["id"] = nil
    // A PUT carries the whole item: a field it leaves out is one it would clear.
    let problems = resource.problems(of: changes, requireAll: resource.editMethod == .put)
    guard problems.isEmpty else {
      return SandboxAnswer.error(400, problems.joined(separator: "; ") + ".")
    }
    return try book.change { state in
      guard let index = state.items.firstIndex(where: { Self.same($0["id"], id) }) else {
        return notFound(id)
      }
      state.items[index].merge(changes) { _, new in new }
      return answer(state.items[index])
    }
  }

  private func delete(_ id: FieldValue) throws(StorageError) -> (Data, HTTPResponse) {
    guard try book.items().contains(where: { Self.same($0["id"], id) }) else {
      return notFound(id)
    }
    return try book.change { state in
      state.items.removeAll { Self.same($0["id"], id) }
      return SandboxAnswer.json([String: String](), format: resource.records)
    }
  }

  /// An action of the app's own: the item, with the true-or-false field named for the action done
  /// set (`archived` for `archive`) when it has one; the same answer again for a key seen before.
  private func perform(_ action: ResourceAction, on id: FieldValue, key: String?)
    throws(StorageError) -> (Data, HTTPResponse)
  {
    guard try book.items().contains(where: { Self.same($0["id"], id) }) else {
      return notFound(id)
    }
    let done = action.rawValue.hasSuffix("e") ? action.rawValue + "d" : action.rawValue + "ed"
    let flag = resource.fields.first { $0.key == done && $0.kind == .boolean }
    return try book.change { state in
      if let key, let answer = state.answers[key] {
        return (answer.body, HTTPResponse(statusCode: answer.status, headers: headers))
      }
      guard let index = state.items.firstIndex(where: { Self.same($0["id"], id) }) else {
        return notFound(id)
      }
      if let flag { state.items[index][flag.key] = .boolean(true) }
      let (data, response) = answer(state.items[index])
      if let key { state.answers[key] = SandboxResourceBook.Answer(status: 200, body: data) }
      return (data, response)
    }
  }

  private func notFound(_ id: FieldValue) -> (Data, HTTPResponse) {
    SandboxAnswer.notFound()
  }

  /// Whether a stored value and one from a path are the same: a path reads `7` as a number,
  /// and an item whose identifier is the text `"7"` is still item 7.
  private static func same(_ stored: FieldValue?, _ value: FieldValue) -> Bool {
    guard let stored else { return false }
    return stored == value || text(of: stored) == text(of: value)
  }

  private static func text(of value: FieldValue) -> String {
    switch value {
    case .integer(let number): String(number)
    case .text(let text): text
    default: ""
    }
  }

  /// The item a request's body holds, as the resource's records are written.
  private func object(_ body: Data?) -> FieldValues? {
    guard let body, let value = try? JSONDecoder().decode(FieldValue.self, from: body) else {
      return nil
    }
    return resource.records.fields(inDocument: value)
  }

  /// The refusal of a body that holds no item: 409 for a JSON:API record of another type, as
  /// JSON:API 1.1 answers ("Creating Resources"), else 400.
  private func unreadable(_ body: Data?) -> (Data, HTTPResponse) {
    if case .jsonAPI(let type) = resource.records, let body,
      case .object(let document)? = try? JSONDecoder().decode(FieldValue.self, from: body),
      case .object(let record)? = document["data"], case .text(let other)? = record["type"],
      other != type
    {
      return SandboxAnswer.error(409, "The record's type must be \(type).")
    }
    let shape = resource.records == .bare ? "a JSON object" : "a JSON:API document"
    return SandboxAnswer.error(400, "The body must be \(shape).")
  }

  /// `item` as the answer's body, written as the resource's records are.
  private func answer(_ item: FieldValues, status: Int = 200) -> (Data, HTTPResponse) {
    SandboxAnswer.json(resource.records.document(item), status: status, format: resource.records)
  }

  private var headers: HTTPHeaders { SandboxAnswer.headers(resource.records) }
}

extension String {
  /// Whether a path component can name something: not empty, `.` or `..`.
  fileprivate static func isUsable(_ component: String) -> Bool {
    !component.isEmpty && component != "." && component != ".."
  }
}
