public import Foundation

/// The one JSON format of resources, on the wire, in the store and in `--json`: the server's
/// names (each type's `CodingKeys`), dates as ISO 8601 (a date alone read as its midnight, UTC).
public enum ResourceCoding {
  /// A decoder for resources as servers send them.
  public static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let text = try decoder.singleValueContainer().decode(String.self)
      guard let date = FieldDate.parse(text) else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath, debugDescription: "'\(text)' is not an ISO 8601 date"))
      }
      return date
    }
    return decoder
  }

  /// An encoder that writes resources as servers send them, keys sorted.
  public static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(FieldDate.format(date))
    }
    return encoder
  }

  /// The item `values` describe, with `id`: how a change waiting in the outbox is shown as the
  /// item it will make.
  ///
  /// - Throws: `DecodingError` when the values do not make a `Model` (a required field missing).
  public static func model<Model: Resource>(
    _ type: Model.Type = Model.self, id: Int, values: FieldValues
  ) throws -> Model {
    var object = values
    object["id"] = .integer(id)
    return try decoder().decode(Model.self, from: try encoder().encode(object))
  }

  /// `model` with `changes` written over its fields.
  ///
  /// - Throws: `DecodingError` when the result is not a `Model` (a required field cleared).
  public static func applying<Model: Resource>(_ changes: FieldValues, to model: Model) throws
    -> Model
  {
    let values = Model.schema.values(of: model).merging(changes) { _, new in new }
    return try self.model(Model.self, id: model.id, values: values)
  }
}
