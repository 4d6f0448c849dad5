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

  /// The `type` that `value` holds, as if it had come as JSON; throws `DecodingError` if none.
  public static func decode<Value: Decodable>(_ type: Value.Type, from value: FieldValue) throws
    -> Value
  {
    try decoder().decode(type, from: try encoder().encode(value))
  }
}
