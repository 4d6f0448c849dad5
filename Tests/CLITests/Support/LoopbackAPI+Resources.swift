import Domain
import Foundation
import Networking
import Synchronization

/// The writable collections a ``LoopbackServer`` keeps, empty at first, each paged, written and
/// edited as the app's resource there declares (``CommandSamples``). Everything is behind one
/// lock, so an idempotent POST decides, creates and remembers its answer under one hold of it.
final class LoopbackCollections: LoopbackRoutes {
  /// A writable collection: how the app pages it, its items, the largest id it ever held, and
  /// the first answer to each `Idempotency-Key`.
  private struct Collection {
    var paging: Paging
    /// How its records are written: bare, or as JSON:API's.
    var records: RecordFormat
    /// What its identifiers are: the number of the item made, or text, or a UUID, made from it.
    var identifierKind: FieldKind
    /// The path its items are under: its own, or another its resource declares (`/notes`).
    var itemParent: String
    /// How an item is edited: `PATCH` (merged), or `PUT` (replaced whole); the other is refused.
    var edit: String
    /// Its items by the number they were made with, which orders them.
    var items: [Int: [String: FieldValue]] = [:]
    var lastID = 0
    var answers: [String: (status: Int, body: Data)] = [:]

    /// The identifier of the `number`th item made, of the collection's kind.
    func identifier(_ number: Int) -> FieldValue {
      switch identifierKind {
      case .integer: .integer(number)
      case .uuid: .text(String(format: "00000000-0000-4000-8000-%012X", number))
      default: .text("item-\(number)")
      }
    }

    /// The number of the item a path names by its identifier.
    func number(of id: String) -> Int? {
      items.first { _, item in
        switch item["id"] {
        case .integer(let number)?: String(number) == id
        case .text(let text)?:
          identifierKind == .uuid ? text.lowercased() == id.lowercased() : text == id
        default: false
        }
      }?.key
    }
  }

  private let collections: Mutex<[String: Collection]>

  /// Collections at `paths`, each as the app's resource there declares it.
  init(_ paths: [String]) {
    func normalized(_ path: String) -> String {
      "/" + path.split(separator: "/").joined(separator: "/")
    }
    let served = paths.map { path in
      (
        normalized(path),
        Collection(
          paging: CommandSamples.paging(ofCollection: path),
          records: CommandSamples.records(ofCollection: path),
          identifierKind: CommandSamples.identifierKind(ofCollection: path),
          itemParent: normalized(CommandSamples.itemParent(ofCollection: path)),
          edit: CommandSamples.editMethod(ofCollection: path))
      )
    }
    collections = Mutex(Dictionary(served) { first, _ in first })
  }

  /// A collection's answer, when `parts` is a collection's path or one of its items'.
  func answer(
    _ parts: [String], _ request: LoopbackRequest, _ scenario: LoopbackScenario,
    in api: LoopbackAPI
  ) -> LoopbackAnswer? {
    let path = "/" + parts.joined(separator: "/")
    let parent = "/" + parts.dropLast().joined(separator: "/")
    // A collection's path, or one of its items' by identifier; the item's number, when it is.
    let (name, itemID, number): (String, String?, Int?) = collections.withLock { state in
      if state[path] != nil { return (path, nil, nil) }
      // Sorted, so that of two collections whose items share a path, the same one answers.
      let owner = state.sorted { $0.key < $1.key }.first {
        $0.value.itemParent == parent
      }
      guard let id = parts.last, parts.count >= 2, let owner else { return ("", nil, nil) }
      return (owner.key, id, owner.value.number(of: id))
    }
    guard !name.isEmpty else { return nil }
    let edit = collections.withLock { $0[name]?.edit ?? "PATCH" }
    let allowed = itemID == nil ? ["GET", "POST"] : ["GET", edit, "DELETE"]
    guard allowed.contains(request.method) else {
      return api.send(
        405, .object(["error": .text("\(request.method) is not allowed here")]),
        headers: [("Allow", allowed.joined(separator: ", "))], scenario)
    }
    let records = collections.withLock { $0[name]?.records ?? .bare }
    if let refusal = records.refusal(
      contentType: request.header("Content-Type"), accept: request.header("Accept"),
      hasBody: !request.body.isEmpty)
    {
      return api.send(refusal, .object(["error": .text("use \(records.mediaType)")]), scenario)
    }
    let sent = (try? JSONDecoder().decode(FieldValue.self, from: request.body)).flatMap {
      records.fields(inDocument: $0)
    }
    if scenario == .etags, itemID != nil, request.method != "GET" {
      let item = collections.withLock { state in number.flatMap { state[name]?.items[$0] } }
      switch request.header("If-Match") {
      case nil: return api.send(428, .object(["message": .text("Precondition required")]), scenario)
      case let validator? where item.map(Self.etag) != validator:
        return api.send(412, .object(["message": .text("Precondition failed")]), scenario)
      default: break
      }
    }
    switch (request.method, itemID) {
    case ("GET", nil):
      // Paged as the app declares this collection's paging: the server is the app's own.
      let (items, paging) = collections.withLock {
        ($0[name]?.items ?? [:], $0[name]?.paging ?? .jsonServer)
      }
      let query = request.query.flatMap { name, values in
        values.map { URLQueryItem(name: name, value: $0) }
      }
      do {
        let served = try ServedPage(
          items.keys.sorted().compactMap { items[$0].map { records.record($0) } }, query: query,
          paging: paging)
        let body = try JSONDecoder().decode(FieldValue.self, from: JSONEncoder().encode(served))
        return api.send(200, body, headers: served.headers.map { ($0.name, $0.value) }, scenario)
      } catch let refusal as ServedPage<FieldValue>.Refusal {
        return api.send(400, .object(["error": .text(refusal.message)]), scenario)
      } catch {
        return api.send(500, .object(["error": .text("the page could not be encoded")]), scenario)
      }
    case ("POST", _):
      let key = request.header("Idempotency-Key")
      let (status, body) = collections.withLock { state -> (Int, Data) in
        if let key, let first = state[name]?.answers[key] { return first }
        let answer: (Int, Data)
        if var fields = sent {
          state[name]?.lastID += 1
          let number = state[name]?.lastID ?? 0
          fields["id"] = state[name]?.identifier(number)
          state[name]?.items[number] = fields
          answer = (201, api.encode(records.document(fields), scenario))
        } else {
          answer = (
            400, api.encode(.object(["error": .text("the body is not a JSON object")]), scenario)
          )
        }
        if let key { state[name]?.answers[key] = answer }
        return answer
      }
      return api.respond(status, body, scenario)
    case ("GET", _?):
      let item = collections.withLock { state in number.flatMap { state[name]?.items[$0] } }
      return item.map {
        api.send(200, records.document($0), headers: [("ETag", Self.etag($0))], scenario)
      }
        ?? api.send(404, .object([:]), scenario)
    case ("PATCH", _?), ("PUT", _?):
      let item = collections.withLock { state -> [String: FieldValue]? in
        guard let number, var item = state[name]?.items[number] else { return nil }
        if let fields = sent {
          let id = item["id"]
          // A PUT carries the whole item: what it leaves out is gone.
          item = request.method == "PUT" ? fields : item.merging(fields) { _, new in new }
          item["id"] = id
          state[name]?.items[number] = item
        }
        return item
      }
      guard let item else { return api.send(404, .object([:]), scenario) }
      guard sent != nil else {
        return api.send(400, .object(["error": .text("the body is not a JSON object")]), scenario)
      }
      return api.send(200, records.document(item), scenario)
    case (_, _?):
      let existed = collections.withLock { state in
        number.flatMap { state[name]?.items.removeValue(forKey: $0) } != nil
      }
      return api.send(existed ? 200 : 404, .object([:]), scenario)
    default:
      return nil
    }
  }

  /// The `etags` scenario's validator of `item`: a hash of its JSON (FNV-1a), quoted.
  private static func etag(_ item: [String: FieldValue]) -> String {
    let hash = LoopbackAPI.json(.object(item)).reduce(UInt64(0xcbf2_9ce4_8422_2325)) {
      ($0 ^ UInt64($1)) &* 0x100_0000_01b3
    }
    return "\"\(String(hash, radix: 16))\""
  }
}
