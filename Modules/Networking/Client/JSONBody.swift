public import Foundation

/// JSON in and out of request and response bodies, with the errors an ``Endpoint`` throws.
public enum JSONBody {
  /// Decodes `body` as `type`; ``APIError/decoding(_:)`` names the field at fault.
  public static func decode<Value: Decodable>(
    _ type: Value.Type, from body: Data, using decoder: JSONDecoder = JSONDecoder()
  ) throws(APIError) -> Value {
    do {
      return try decoder.decode(type, from: body)
    } catch let error as DecodingError {
      throw .decoding(DecodingFailure(error))
    } catch {
      throw .decoding(DecodingFailure(path: "", problem: .notJSON))
    }
  }

  /// Encodes `value` as JSON, or throws ``APIError/invalidRequest(_:)``.
  public static func encode(
    _ value: some Encodable, using encoder: JSONEncoder = JSONEncoder()
  ) throws(APIError) -> Data {
    do {
      return try encoder.encode(value)
    } catch {
      throw .invalidRequest(.unencodableBody)
    }
  }
}
