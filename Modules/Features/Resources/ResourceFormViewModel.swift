public import Domain
public import Observation
public import Repositories

/// A form for a resource's item, to add one or to edit one: the text typed for each field,
/// checked as it is typed, and saved through the repository only once it is valid.
///
/// The command line fills it from its options (`--title "Buy milk"`, `--clear note`), the
/// terminal app from the keys typed: one set of rules for both, the schema's.
@MainActor
@Observable
public final class ResourceFormViewModel<Model: Resource>: ViewModel {
  /// What the form does.
  public enum Purpose: Sendable {
    /// Adds a new item.
    case add
    /// Edits item `id`; `seen` is the item as the person saw it (the form starts from its
    /// values, and they tell a conflict), or `nil` when they saw none (the command line).
    case edit(id: Int, seen: Model?)
  }

  /// The text typed for each field, by key; a form starts an edit from the item's values.
  public var texts: [String: String]
  /// The optional fields to clear, by key (the command line's `--clear`).
  public var cleared: Set<String> = []
  /// The sentence for each invalid field after the last check, by key, to show beside it.
  public private(set) var fieldErrors: [String: String] = [:]
  /// The save: `idle` until ``save()``, then `loading`, then what it did (sent or queued) or
  /// why it failed.
  public internal(set) var state: ViewState<Written<Model?>> = .idle
  /// What the form does.
  public let purpose: Purpose
  /// The collection the item is in.
  public let collection: PathValues

  private let repository: any ResourceRepository<Model>
  private let startingTexts: [String: String]

  /// Creates a form that does `purpose` in `collection` through `repository`.
  public init(
    _ purpose: Purpose, collection: PathValues = [:], repository: any ResourceRepository<Model>
  ) {
    self.purpose = purpose
    self.collection = collection
    self.repository = repository
    switch purpose {
    case .add:
      // The collection's parameters that are fields too (the board of a board's notes) are
      // known already.
      startingTexts = collection.reduce(into: [:]) { texts, entry in
        if Model.schema.field(entry.key) != nil { texts[entry.key] = entry.value.description }
      }
    case .edit(_, nil):
      startingTexts = [:]
    case .edit(_, let item?):
      let values = Model.schema.values(of: item)
      startingTexts = Dictionary(
        uniqueKeysWithValues: Model.schema.fields.map { field in
          (field.key, field.kind.editableText(values[field.key] ?? .null))
        })
    }
    texts = startingTexts
  }

  /// The fields, in order.
  public var fields: [ResourceField<Model>] { Model.schema.fields }

  /// Checks what is typed, updating ``fieldErrors``, and returns the values to send, or `nil`
  /// when something is wrong. A form calls it as the person types.
  ///
  /// For an add, every field typed is sent, and an optional field left empty is left to the
  /// server. For an edit, only the fields whose text changed are sent, and an optional field
  /// emptied is cleared.
  @discardableResult
  public func validate() -> FieldValues? {
    do {
      let values = try values()
      fieldErrors = [:]
      return values
    } catch {
      fieldErrors = Self.sentences(for: error)
      return nil
    }
  }

  /// Checks what is typed and, only if it is valid, saves it: nothing is sent otherwise.
  public func save() async {
    await save(typedInput())
  }

  /// Checks `input` (what was given for each field, by key: the command line's options) and,
  /// only if it is valid, saves it: nothing is sent otherwise.
  public func save(_ input: [String: FieldInput]) async {
    let values: FieldValues
    do {
      values = try Self.values(from: input, for: purpose)
    } catch {
      fieldErrors = Self.sentences(for: error)
      state = .failed(UserFacingError(error, schema: Model.schema))
      return
    }
    fieldErrors = [:]
    await settle(\.state) { [repository, purpose, collection] () async throws(RepositoryError) in
      switch purpose {
      case .add:
        let written = try await repository.add(values, in: collection)
        return Fetched(Written<Model?>(value: written.value, queued: written.queued))
      case .edit(let id, let seen):
        return Fetched(try await repository.edit(id, in: collection, changes: values, seen: seen))
      }
    }
  }

  private func values() throws(ResourceValidationError) -> FieldValues {
    try Self.values(from: typedInput(), for: purpose)
  }

  private static func values(from input: [String: FieldInput], for purpose: Purpose)
    throws(ResourceValidationError) -> FieldValues
  {
    switch purpose {
    case .add: try Model.schema.addition(from: input)
    case .edit: try Model.schema.changes(from: input)
    }
  }

  /// What the texts typed give each field: for an add, every field typed (an optional field
  /// left empty is left to the server); for an edit, the fields whose text changed (an optional
  /// field emptied is cleared).
  private func typedInput() -> [String: FieldInput] {
    var input: [String: FieldInput] = [:]
    for field in fields {
      let text = texts[field.key] ?? ""
      if cleared.contains(field.key) {
        input[field.key] = .clear
        continue
      }
      switch purpose {
      case .add:
        guard !text.isEmpty || (!field.isOptional && field.kind == .text) else { continue }
        if !text.isEmpty || !field.isOptional { input[field.key] = .text(text) }
      case .edit:
        guard text != (startingTexts[field.key] ?? "") else { continue }
        input[field.key] = text.isEmpty && field.isOptional ? .clear : .text(text)
      }
    }
    return input
  }

  private static func sentences(for error: ResourceValidationError) -> [String: String] {
    guard case .invalidFields(let problems) = error else { return [:] }
    return problems.reduce(into: [:]) { sentences, entry in
      let label = Model.schema.field(entry.key)?.label ?? entry.key
      sentences[entry.key] = UserFacingError.message(for: entry.value, named: label)
    }
  }
}

extension Written {
  /// The same write, the value as it is.
  init(value: Value, queued: QueuedChange?) {
    if let queued {
      self.init(queued: value, queued)
    } else {
      self.init(sent: value)
    }
  }
}
