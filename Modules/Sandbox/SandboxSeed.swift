import Domain
import Foundation
import Storage

/// The sandbox's sample data, `users.json` and `posts.json`: ten users and fifty short articles,
/// built into the binary (`embedInCode` in Package.swift), so the demo needs no file beside it.
///
/// The articles are notes on the patterns Strata itself uses, so the demo teaches while it runs.
enum SandboxSeed {
  /// The users, in identifier order, as JSON objects in JSONPlaceholder's shape.
  static let users = decoded(
    [FieldValues].self, from: PackageResources.users_json, "Modules/Sandbox/users.json (built in)")
  /// The articles, in identifier order (1 to 50), five by each user.
  static let posts = decoded(
    [SandboxPost].self, from: PackageResources.posts_json, "Modules/Sandbox/posts.json (built in)")

  /// The file's values, each read once, when first asked for; a file that does not decode is
  /// reported as a corrupted one, named.
  private static func decoded<Value: Decodable>(
    _ type: Value.Type, from bytes: [UInt8], _ name: String
  ) -> Result<Value, StorageError> {
    Result { () throws(StorageError) in
      do {
        return try JSONDecoder().decode(type, from: Data(bytes))
      } catch {
        throw .corrupted(path: name, .schemaMismatch)
      }
    }
  }
}
