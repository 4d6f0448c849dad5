import Domain
import Foundation
import Networking
import Storage

/// The samples' part of the API: one user's profile, read and replaced, and the posts, paged as
/// json-server pages them.
///
/// | request | answer |
/// | --- | --- |
/// | `GET /users/{id}` | the user, or 404 |
/// | `GET /posts?_page=N&_limit=M` | that page, with `X-Total-Count`; past the end, `[]` |
/// | `GET /posts/{id}` | the article, or 404 |
/// | `PUT /users/{id}` | stores the user sent and echoes it; 400 when it is not a user |
extension SandboxTransport {
  /// The samples' users, kept in the sandbox's store.
  var users: SandboxUserBook { SandboxUserBook(store: store) }

  /// The answer to `request` when it is one of the samples' routes; `nil` otherwise.
  func sampleAnswer(_ request: HTTPRequest, path: [String], query: URLComponents?)
    throws(StorageError) -> (Data, HTTPResponse)?
  {
    switch (request.method, path.first, path.count) {
    case (.get, "users", 2): try userResponse(id: path[1])
    case (.put, "users", 2): try updateResponse(id: path[1], body: request.body)
    case (.get, "posts", 1): try postsResponse(query: query)
    case (.get, "posts", 2): try postResponse(id: path[1])
    default: nil
    }
  }

  private func userResponse(id: String) throws(StorageError) -> (Data, HTTPResponse) {
    guard let id = Int(id), let user = try users.user(id: id) else {
      return SandboxAnswer.notFound()
    }
    return SandboxAnswer.json(user)
  }

  private func updateResponse(id: String, body: Data?) throws(StorageError) -> (Data, HTTPResponse)
  {
    guard let id = Int(id), try users.user(id: id) != nil else {
      return SandboxAnswer.notFound()
    }
    guard var user = body.flatMap(Self.user(in:)) else {
      return SandboxAnswer.error(400, "The body must be a user: a JSON object with its fields.")
    }
    user["id"] = .integer(id)
    try users.save(user)
    return SandboxAnswer.json(user)
  }

  /// The user `body` holds, or `nil` when it does not fit `userShape`, so whatever the sandbox
  /// stores it can serve back as a user.
  private static func user(in body: Data) -> FieldValues? {
    guard case .object(let user)? = try? JSONDecoder().decode(FieldValue.self, from: body),
      userShape.accepts(.object(user))
    else { return nil }
    return user
  }

  /// A user as JSONPlaceholder keeps one: `name`, `username` and `email` required, the rest
  /// optional (missing or `null`), fields it does not know allowed.
  private static let userShape = JSONShape.object(
    required: ["name": .text, "username": .text, "email": .text],
    optional: [
      "id": .integer, "phone": .text, "website": .text,
      "address": .object(
        required: [:],
        optional: [
          "street": .text, "suite": .text, "city": .text, "zipcode": .text,
          "geo": .object(required: ["lat": .text, "lng": .text], optional: [:]),
        ]),
      "company": .object(required: ["name": .text], optional: ["catchPhrase": .text, "bs": .text]),
    ])

  private func postsResponse(query: URLComponents?) throws(StorageError) -> (Data, HTTPResponse) {
    SandboxAnswer.page(try SandboxSeed.posts.get(), query: query, paging: .jsonServer)
  }

  private func postResponse(id: String) throws(StorageError) -> (Data, HTTPResponse) {
    guard let post = try SandboxSeed.posts.get().first(where: { String($0.id) == id })
    else {
      return SandboxAnswer.notFound()
    }
    return SandboxAnswer.json(post)
  }
}

/// What a JSON value must be: the few kinds the sandbox checks a body against.
private indirect enum JSONShape {
  case text
  case integer
  /// An object with `required` fields, and `optional` ones missing, `null` or of their shape.
  case object(required: [String: JSONShape], optional: [String: JSONShape])

  func accepts(_ value: FieldValue) -> Bool {
    switch (self, value) {
    case (.text, .text), (.integer, .integer): true
    case (.object(let required, let optional), .object(let fields)):
      required.allSatisfy { key, shape in fields[key].map(shape.accepts) ?? false }
        && optional.allSatisfy { key, shape in
          guard let field = fields[key], field != .null else { return true }
          return shape.accepts(field)
        }
    default: false
    }
  }
}
