import Domain

/// What was wrong with a JSON response, and where: `DecodingError` reduced to what a person needs.
public struct DecodingFailure: Hashable, Sendable {
  /// The kind of mismatch.
  public enum Problem: Hashable, Sendable {
    /// The body is not JSON at all.
    case notJSON
    /// A required field is absent.
    case missingField
    /// A field holds a value of the wrong type; `expected` names the type wanted.
    case wrongType(expected: String)
    /// A required field is `null`.
    case null
    /// A value has the right type but cannot be used.
    case invalidValue
    /// A word that is not one of the words the field allows, such as an unknown priority.
    case unknownWord(String, allowed: [String])
  }

  /// The field's path, such as `address.geo.lat` or `[3].title`; empty for the whole body.
  public var path: String
  /// The kind of mismatch.
  public var problem: Problem

  /// A `problem` at `path`, kept as given.
  public init(path: String, problem: Problem) {
    self.path = path
    self.problem = problem
  }

  /// Reduces the `DecodingError` that `JSONDecoder` threw to a failure.
  public init(_ error: DecodingError) {
    switch error {
    case .keyNotFound(let key, let context):
      self.init(path: Self.path(context.codingPath + [key]), problem: .missingField)
    case .typeMismatch(let type, let context):
      self.init(
        path: Self.path(context.codingPath), problem: .wrongType(expected: Self.name(of: type)))
    case .valueNotFound(_, let context):
      self.init(path: Self.path(context.codingPath), problem: .null)
    case .dataCorrupted(let context):
      let path = Self.path(context.codingPath)
      if let unknown = context.underlyingError as? UnknownChoice {
        self.init(path: path, problem: .unknownWord(unknown.value, allowed: unknown.allowed))
      } else {
        self.init(path: path, problem: path.isEmpty ? .notJSON : .invalidValue)
      }
    @unknown default:
      self.init(path: "", problem: .invalidValue)
    }
  }

  private static func path(_ codingPath: [any CodingKey]) -> String {
    var path = ""
    for key in codingPath {
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return path
  }

  private static func name(of type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Int.Type, is Double.Type: "a number"
    case is Bool.Type: "true or false"
    default:
      String(describing: type).hasPrefix("Array") ? "a list" : "an object"
    }
  }
}
