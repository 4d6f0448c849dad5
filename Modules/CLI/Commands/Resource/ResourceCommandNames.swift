import Domain

/// What a resource's commands and `--json` keys are called, made from its names. Its data is named
/// by its `storageName`, never by these, so renaming a command orphans nothing.
extension ResourceNames {
  /// The command for one item, in kebab case: `todo`, `blog-post`.
  var itemCommand: String { Self.kebab(singular) }
  /// The command for the collection, in kebab case: `todos`, `blog-posts`.
  var listCommand: String { Self.kebab(plural) }
  /// One item's `--json` key: `todo`, `blogPost`.
  var itemKey: String { Self.lowerFirst(singular) }
  /// The collection's `--json` key: `todos`, `blogPosts`.
  var listKey: String { Self.lowerFirst(plural) }

  /// `BlogPost` → `blog-post`, `created_at` → `created-at`, as commands and options are named;
  /// `scripts/tests/names.json` holds the generator's `FeatureNames.kebab` to the same answers.
  static func kebab(_ name: String) -> String {
    words(of: name).joined(separator: "-")
  }

  /// `Todos` → `todos`, `URLLists` → `urlLists`: a leading run of capitals is one word, whose
  /// last capital starts the next word when a lowercase letter follows it.
  private static func lowerFirst(_ name: String) -> String {
    let run = name.prefix { $0.isUppercase }.count
    let followedByLowercase = name.dropFirst(run).first?.isLowercase ?? false
    let lowered = run > 1 && followedByLowercase ? run - 1 : run
    return name.prefix(lowered).lowercased() + name.dropFirst(lowered)
  }
}
