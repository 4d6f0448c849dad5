import Domain
import Foundation
import Networking
import Storage

/// The routes of one ``SandboxResource``: what a request to its collection or one of its items
/// gets, read from and written to its ``SandboxResourceBook``.
struct SandboxRoute {
  let book: SandboxResourceBook

  private var resource: SandboxResource { book.resource }

  /// The answer to `request`, or `nil` when it is not for this resource.
  func answer(_ request: HTTPRequest, path: [String], query: URLComponents?)
    throws(StorageError) -> (Data, HTTPResponse)?
  {
    if let values = Self.match(resource.item, path), case .integer(let id)? = values["id"] {
      switch request.method {
      case .get: return try show(id)
      case .patch where resource.actions.contains(.edit): return try edit(id, body: request.body)
      case .delete where resource.actions.contains(.delete): return try delete(id)
      default: return SandboxAnswer.error(405, "\(request.method.rawValue) is not allowed here.")
      }
    }
    guard let values = Self.match(resource.collection, path) else { return nil }
    switch request.method {
    case .get:
      return try list(values, query: query)
    case .post where resource.actions.contains(.add):
      return try add(values, body: request.body, key: request.headers["Idempotency-Key"])
    default:
      return SandboxAnswer.error(405, "\(request.method.rawValue) is not allowed here.")
    }
  }

  /// The values `path` gives `template`'s parameters, or `nil` when it does not match: a whole
  /// number from 1 for a number, any text but none for text.
  static func match(_ template: PathTemplate, _ path: [String]) -> PathValues? {
    guard path.count == template.segments.count else { return nil }
    var values: PathValues = [:]
    for (segment, component) in zip(template.segments, path) {
      switch segment {
      case .literal(let text):
        guard text == component else { return nil }
      case .parameter(let parameter):
        guard let value = try? parameter.value(from: component) else { return nil }
        values[parameter.name] = value
      }
    }
    return values
  }

  private func list(_ collection: PathValues, query: URLComponents?) throws(StorageError)
    -> (Data, HTTPResponse)
  {
    // As JSONPlaceholder does: /users/1/todos is the todos whose userId is 1.
    let matching = try book.items().values.filter { item in
      collection.allSatisfy { name, value in
        guard let field = item[name] else { return true }
        switch value {
        case .integer(let number): return field == .integer(number)
        case .text(let text): return field == .text(text)
        }
      }
    }.sorted { ($0["id"]?.integerValue ?? 0) < ($1["id"]?.integerValue ?? 0) }
    guard let (page, limit) = SandboxPaging.read(query, count: matching.count) else {
      return SandboxAnswer.error(400, "_page and _limit must be whole numbers from 1.")
    }
    var (data, response) = SandboxAnswer.json(
      SandboxPaging.slice(matching, page: page, limit: limit))
    response.headers["X-Total-Count"] = String(matching.count)
    return (data, response)
  }

  private func show(_ id: Int) throws(StorageError) -> (Data, HTTPResponse) {
    guard let item = try book.items()[id] else { return notFound(id) }
    return SandboxAnswer.json(item)
  }

  private func add(_ collection: PathValues, body: Data?, key: String?) throws(StorageError)
    -> (Data, HTTPResponse)
  {
    guard let values = Self.object(body) else {
      return SandboxAnswer.error(400, "The body must be a JSON object.")
    }
    let problems = resource.problems(of: values, requireAll: true)
    guard problems.isEmpty else {
      return SandboxAnswer.error(400, problems.joined(separator: "; ") + ".")
    }
    return try book.change { state in
      if let key, let answer = state.answers[key] {
        return (answer.body, HTTPResponse(statusCode: answer.status, headers: Self.json))
      }
      var item = values
      item["id"] = .integer(state.nextID)
      state.items[state.nextID] = item
      state.nextID += 1
      let (data, response) = SandboxAnswer.json(item, status: 201)
      if let key { state.answers[key] = SandboxResourceBook.Answer(status: 201, body: data) }
      return (data, response)
    }
  }

  private func edit(_ id: Int, body: Data?) throws(StorageError) -> (Data, HTTPResponse) {
    guard try book.items()[id] != nil else { return notFound(id) }
    guard var changes = Self.object(body) else {
      return SandboxAnswer.error(400, "The body must be a JSON object.")
    }
    changes["id"] = nil
    let problems = resource.problems(of: changes, requireAll: false)
    guard problems.isEmpty else {
      return SandboxAnswer.error(400, problems.joined(separator: "; ") + ".")
    }
    return try book.change { state in
      guard var item = state.items[id] else { return notFound(id) }
      item.merge(changes) { _, new in new }
      state.items[id] = item
      return SandboxAnswer.json(item)
    }
  }

  private func delete(_ id: Int) throws(StorageError) -> (Data, HTTPResponse) {
    guard try book.items()[id] != nil else { return notFound(id) }
    return try book.change { state in
      state.items[id] = nil
      return SandboxAnswer.json([String: String]())
    }
  }

  private func notFound(_ id: Int) -> (Data, HTTPResponse) {
    SandboxAnswer.error(404, "There is no \(resource.name) item \(id).")
  }

  private static func object(_ body: Data?) -> FieldValues? {
    guard let body else { return nil }
    return try? JSONDecoder().decode(FieldValues.self, from: body)
  }

  private static var json: HTTPHeaders { ["Content-Type": "application/json; charset=utf-8"] }
}

extension FieldValue {
  /// The whole number, when this is one.
  fileprivate var integerValue: Int? {
    if case .integer(let number) = self { return number }
    return nil
  }
}
