import Domain
import Foundation

/// What the endpoints of a ``Domain/Resource`` share: paths filled in from the schema, bodies
/// and answers in ``Domain/ResourceCoding``'s one JSON format.
enum ResourceEndpoint {
  /// The components of `template` with `values`.
  ///
  /// - Throws: ``APIError/invalidRequest(_:)`` for a parameter with no value or a wrong one.
  static func path(_ template: PathTemplate, _ values: PathValues) throws(APIError) -> [String] {
    do {
      return try template.components(with: values)
    } catch {
      throw .invalidRequest(.invalidPath(error))
    }
  }

  /// The item at `path` of `collection` values plus `id`.
  static func itemPath<Model: Resource>(
    _ model: Model.Type, id: Int, in collection: PathValues
  ) throws(APIError) -> [String] {
    var values = collection
    values["id"] = .integer(id)
    return try path(Model.schema.item, values)
  }

  /// `values` as a JSON object: a request's body.
  static func body(_ values: FieldValues) throws(APIError) -> Data {
    try JSONBody.encode(values, using: ResourceCoding.encoder())
  }

  /// One item, decoded from `body`.
  static func item<Model: Resource>(_ model: Model.Type, from body: Data) throws(APIError)
    -> Model
  {
    try JSONBody.decode(Model.self, from: body, using: ResourceCoding.decoder())
  }
}
