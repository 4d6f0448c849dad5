import Domain
import Foundation
import Storage

/// The sandbox's sample data, `Seed.json`: ten users and fifty short articles, built into the
/// binary (`embedInCode` in Package.swift), so the demo needs no file beside it.
///
/// The articles are notes on the patterns Strata itself uses, so the demo teaches while it runs.
struct SandboxSeed: Decodable, Sendable {
  /// The users, in identifier order, as JSON objects in JSONPlaceholder's shape.
  var users: [FieldValues]
  /// The articles, in identifier order (1 to 50), five by each user.
  var posts: [SandboxPost]

  /// The seed, read once; one that does not decode is reported as a corrupted `Seed.json`.
  static let builtIn = Result { () throws(StorageError) -> SandboxSeed in
    do {
      return try JSONDecoder().decode(SandboxSeed.self, from: Data(PackageResources.Seed_json))
    } catch {
      throw .corrupted(path: "Seed.json", .schemaMismatch)
    }
  }
}
