import Domain
import Foundation
import Synchronization

/// The samples' users on a ``LoopbackServer``:
///
/// ```text
/// GET /users/{id}    a user, or 404 (each carries `unknownField`, which a client that PUTs back
///                    only what it models would destroy)
/// PUT /users/{id}    stores and echoes the user sent, with the id from the path
/// ```
final class LoopbackUsers: LoopbackRoutes {
  private let users = Mutex(
    Dictionary(uniqueKeysWithValues: (1...10).map { ($0, LoopbackUsers.user($0)) }))

  func answer(
    _ parts: [String], _ request: LoopbackRequest, _ scenario: LoopbackScenario,
    in api: LoopbackAPI
  ) -> LoopbackAnswer? {
    guard parts.count == 2, parts[0] == "users", let id = Int(parts[1]),
      parts[1].allSatisfy(\.isNumber)
    else { return nil }
    if scenario == .escapesHeader, id == 1 {
      return .respond(
        status: 200, headers: [("Content-Type", "text/html\u{1b}]0;pwned\u{07}")],
        body: Data("<html><body>Not JSON</body></html>".utf8))
    }
    guard let user = users.withLock({ $0[id] }) else {
      return api.send(404, .object([:]), scenario)
    }
    switch request.method {
    case "GET" where scenario == .numberOverflow && id == 1:
      // The raw digits, too many for any 64-bit number.
      let text = String(decoding: LoopbackAPI.json(user), as: UTF8.self).replacingOccurrences(
        of: #""id":1,"#, with: #""id":100000000000000000000000000000,"#)
      return api.respond(200, Data(text.utf8), scenario)
    case "GET":
      return api.send(200, user, scenario)
    case "PUT":
      guard
        case .object(var sent)? = try? JSONDecoder().decode(FieldValue.self, from: request.body)
      else { return api.send(400, .object(["error": .text("not a user")]), scenario) }
      sent["id"] = .integer(id)
      users.withLock { $0[id] = .object(sent) }
      return api.send(200, .object(sent), scenario)
    default:
      return nil
    }
  }

  private static func user(_ id: Int) -> FieldValue {
    let cities = [
      "Gwenborough", "Wisokyburgh", "McKenziehaven", "South Elvis", "Roscoeview", "South Christy",
      "Howemouth", "Aliyaview", "Bartholomebury", "Lebsackbury",
    ]
    return .object([
      "id": .integer(id), "name": .text("Loopback User \(id)"), "username": .text("user\(id)"),
      "email": .text("user\(id)@loopback.example"),
      "address": .object([
        "street": .text("\(id) Server Street"), "suite": .text("Apt. \(100 + id)"),
        "city": .text(cities[(id - 1) % cities.count]), "zipcode": .text("\(10000 + id)"),
        "geo": .object(["lat": .text("\(id).0"), "lng": .text("-\(id).0")]),
      ]),
      "phone": .text("555-010\(id % 10)"), "website": .text("user\(id).example"),
      "company": .object([
        "name": .text("Company \(id)"), "catchPhrase": .text("Serving tests"),
        "bs": .text("loopback traffic"),
      ]),
      "unknownField": .object(["kept": .boolean(true), "since": .integer(2019)]),
    ])
  }
}
