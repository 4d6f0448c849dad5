import Foundation

/// The table of names in `scripts/tests/names.json`, read by the app's tests and the generator's
/// alike, so a generated option is the one the app parses.
public enum SharedNames {
  /// One row: a name, and what it becomes.
  public struct Row: Decodable, Sendable {
    /// The name, as a type or a wire name is written: `BlogPost`, `userId`.
    public var name: String
    /// Its kebab case: `blog-post`.
    public var kebab: String
    /// Its Swift name, as a wire name's: `postID` for `postId`.
    public var swift: String
    /// Its label: "Blog post".
    public var label: String
  }

  /// Every row, or none when the file cannot be read, which the tests treat as a failure.
  public static let table: [Row] = {
    struct File: Decodable { var names: [Row] }
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("scripts/tests/names.json")
    guard let data = try? Data(contentsOf: url),
      let file = try? JSONDecoder().decode(File.self, from: data)
    else { return [] }
    return file.names
  }()
}
