import Domain
import Foundation

/// What the endpoints of a ``RemoteResource`` share: paths filled in from its route and typed
/// address, bodies and answers in `ResourceCoding`'s one JSON format.
enum ResourceEndpoint {
  /// The path of `template` for item `id` of the collection at `address`.
  static func path<Model: RemoteResource>(
    _ template: PathTemplate, of model: Model.Type, id: Model.ID, in address: Model.Address
  ) throws(APIError) -> [String] {
    var values = address.values
    values["id"] = id.fieldValue
    return try template.requestPath(values)
  }

  /// A `method` request for `path` of `model`, accepting its route's media type, with the
  /// item's `fields` (and `id`, for an edit) as its body when given, written as its route says.
  static func request<Model: RemoteResource>(
    _ model: Model.Type, _ method: HTTPMethod, path: [String], query: [URLQueryItem] = [],
    fields: FieldValues? = nil, id: FieldValue? = nil, headers: HTTPHeaders = [:]
  ) throws(APIError) -> APIRequest {
    let format = Model.route.records
    var headers = headers
    var body: Data?
    if let fields {
      body = try JSONBody.encode(format.document(fields, id: id), using: ResourceCoding.encoder())
    }
    if format != .bare {
      headers["Accept"] = format.mediaType
      if body != nil { headers["Content-Type"] = format.mediaType }
    }
    return APIRequest(method, path: path, query: query, body: body, headers: headers)
  }

  /// `body` unwrapped as `model`'s route says, the records of the list at `list` if given. It
  /// throws ``APIError/decoding(_:)`` naming a record of another kind.
  static func unwrapped<Model: RemoteResource>(
    _ model: Model.Type, _ body: Data, list: AnswerKey? = nil
  ) throws(APIError) -> Data {
    try Model.route.records.unwrapped(body, list: list) {
      Model.ID(text: $0)?.fieldValue ?? .text($0)
    }
  }

  /// One item, decoded from `body`.
  static func item<Model: RemoteResource>(_ model: Model.Type, from body: Data) throws(APIError)
    -> Model
  {
    try JSONBody.decode(
      Model.self, from: try unwrapped(Model.self, body), using: ResourceCoding.decoder())
  }

  /// What the answer to a write says of the item; never an error (see `WriteAnswer`).
  static func written<Model: RemoteResource>(
    _ model: Model.Type, from answer: Data, head: HTTPResponse
  ) -> WriteAnswer<Model> {
    let located = head.headers["Location"].flatMap(identifier(inLocation:)).flatMap(Model.ID.init)
    guard !answer.isEmpty else { return .noItem(id: located, unreadable: nil) }
    let body: Data
    do {
      body = try unwrapped(Model.self, answer)
    } catch {
      // Unwrapping fails only as a decoding failure, naming the record at fault.
      let failure =
        if case .decoding(let failure) = error { failure } else { nil as DecodingFailure? }
      return .noItem(id: located, unreadable: failure)
    }
    let decoder = ResourceCoding.decoder()
    let failure: DecodingFailure
    do {
      return .item(try decoder.decode(Model.self, from: body))
    } catch let error as DecodingError {
      failure = DecodingFailure(error)
    } catch {
      failure = DecodingFailure(path: "", problem: .notJSON)
    }
    if let wrapped = try? decoder.decode(Wrapped<Model>.self, from: body) {
      return .item(wrapped.data)
    }
    let named = try? decoder.decode(Named<Model.ID>.self, from: body)
    return .noItem(id: named?.id ?? located, unreadable: failure)
  }

  /// The last component of a `Location` header's path, such as `7` of `/books/7/`.
  static func identifier(inLocation location: String) -> String? {
    let path = URLComponents(string: location)?.path ?? location
    return path.split(separator: "/").last.map(String.init)?.removingPercentEncoding
  }

  private struct Wrapped<Item: Decodable>: Decodable {
    var data: Item
  }

  private struct Named<ID: Decodable>: Decodable {
    var id: ID
  }
}
