public import Domain
import Foundation

/// A user as the server sent it: the `User` Strata understands, and the server's whole JSON object,
/// so that ``ReplaceUser`` sends back as it came every field Strata does not model.
public struct UserDocument: Hashable, Sendable {
  /// The user, in Domain's terms; change this, then send the document back.
  public var user: User
  /// The JSON object the server sent, or `nil` for a document made locally.
  let serverObject: Data?

  /// A document for `user` alone, with no server fields to keep.
  public init(_ user: User) {
    self.user = user
    self.serverObject = nil
  }

  init(user: User, serverObject: Data) {
    self.user = user
    self.serverObject = serverObject
  }

  /// The JSON to send: the server's object with Strata's fields written over it.
  func encoded() throws(APIError) -> Data {
    let known = try JSONBody.encode(UserDTO(user))
    guard let serverObject else { return known }
    do {
      guard let original = try JSONSerialization.jsonObject(with: serverObject) as? [String: Any],
        let changes = try JSONSerialization.jsonObject(with: known) as? [String: Any]
      else { return known }
      let merged = Self.merging(changes, into: original)
      return try JSONSerialization.data(withJSONObject: merged, options: [.sortedKeys])
    } catch {
      throw .invalidRequest(.unencodableBody)
    }
  }

  /// `changes` written over `original`, objects merged key by key at every level.
  static func merging(_ changes: [String: Any], into original: [String: Any]) -> [String: Any] {
    var merged = original
    for (key, change) in changes {
      if let nested = change as? [String: Any], let kept = original[key] as? [String: Any] {
        merged[key] = merging(nested, into: kept)
      } else {
        merged[key] = change
      }
    }
    return merged
  }
}
