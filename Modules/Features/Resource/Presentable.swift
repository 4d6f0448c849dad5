public import Domain
public import Repositories

/// How a resource reads to a person: its names, field labels, and the line a list shows for an
/// item. Defaults come from the resource's own names, so a feature writes only the exceptions.
///
/// ```swift
/// extension Book: Presentable {
///   public static func label(of field: ResourceField<Book>) -> String {
///     field.key == "finished_on" ? "Read on" : defaultLabel(of: field)
///   }
///
///   public var rowSummary: String {
///     finishedOn == nil ? "\(title) (\(pages) pages)" : "\(title), read"
///   }
/// }
/// ```
public protocol Presentable: Resource {
  /// The label of `field`, such as "Due on" for `dueOn`.
  static func label(of field: ResourceField<Self>) -> String

  /// The one line a list shows for the item: by default the first text field's value. It reads
  /// fields, never `id`: an add waiting in the outbox is summarised before the server names it.
  var rowSummary: String { get }
}

extension Presentable {
  /// By default, the field's key in words (`defaultLabel(of:)`).
  public static func label(of field: ResourceField<Self>) -> String {
    defaultLabel(of: field)
  }

  /// The field's key in words, capitalized, acronyms in capitals: `userId` → "User ID".
  public static func defaultLabel(of field: ResourceField<Self>) -> String {
    ResourceWords.label(field.key)
  }

  /// The first text field's value, as a person reads it; the first field's when none is text.
  public var rowSummary: String {
    Self.defaultSummary(of: Draft(self))
  }

  /// The default summary, read from `draft`'s fields, as for an item added here and not sent.
  public static func defaultSummary(of draft: Draft<Self>) -> String {
    let field = schema.fields.first { $0.kind == .text } ?? schema.fields.first
    guard let field else { return "" }
    return field.kind.display(draft.values[field.key] ?? .null)
  }

  /// One item in a sentence: "todo", "blog post".
  public static var singularWords: String { ResourceWords.phrase(schema.names.singular) }

  /// The collection in a sentence: "todos", "blog posts".
  public static var pluralWords: String { ResourceWords.phrase(schema.names.plural) }
}

extension Tracked where Model: Presentable {
  /// The item's own summary; for one added here, that of the item its fields make under a
  /// stand-in identifier (a summary never reads it), or the default when they make none yet.
  public var rowSummary: String {
    switch self {
    case .stored(let item, _): return item.rowSummary
    case .unsent(let draft, _):
      let stand = ["1", "00000000-0000-4000-8000-000000000001"].lazy.compactMap(
        Model.ID.init(text:))
      return stand.first.flatMap { try? draft.item(id: $0) }?.rowSummary
        ?? Model.defaultSummary(of: draft)
    }
  }
}

/// Names in words, as people read them: the forms a label and a sentence need.
public enum ResourceWords {
  /// A name in words for people, capitalized: `userId` → "User ID", `dueOn` → "Due on",
  /// `html_url` → "HTML URL". The generator's `FeatureNames.label` writes the same.
  public static func label(_ name: String) -> String {
    let words = ResourceNames.words(of: name)
    return words.enumerated().map { index, word -> String in
      if ResourceNames.acronyms.contains(word) { return word.uppercased() }
      return index == 0 ? word.prefix(1).uppercased() + word.dropFirst() : word
    }.joined(separator: " ")
  }

  /// A name in words inside a sentence: `BlogPost` → "blog post", `boardId` → "board ID".
  public static func phrase(_ name: String) -> String {
    ResourceNames.words(of: name).map { word in
      ResourceNames.acronyms.contains(word) ? word.uppercased() : word
    }.joined(separator: " ")
  }
}
