public import Domain
public import Observation
public import Repositories

/// A form to add or edit a resource's item, checked against each field's kind and rules as it is
/// typed and saved only once valid; the command line and the terminal app share its rules.
@MainActor
@Observable
public final class ResourceFormViewModel<Model: Presentable>: ViewModel {
  /// What the form does.
  public enum Purpose: Sendable {
    /// Adds a new item.
    case add
    /// Edits `item` as the person saw it: the form starts from its values, which tell a conflict.
    case edit(Tracked<Model>)
  }

  /// The text typed for each field, by key; a form starts an edit from the item's values.
  public var texts: [String: String]
  /// The optional fields to clear, by key (the command line's `--clear`).
  public var cleared: Set<String> = []
  /// The sentence for each invalid field after the last check, by key, to show beside it.
  public private(set) var fieldErrors: [String: String] = [:]
  /// The save: `idle` until ``save()``, then `loading`, then what it did (sent or queued) or
  /// why it failed.
  public internal(set) var state: ViewState<Written<Tracked<Model>?>> = .idle
  /// What the form does.
  public let purpose: Purpose
  /// The collection the item is in.
  public let address: Model.Address

  private let repository: any ResourceRepository<Model>
  private let startingTexts: [String: String]

  /// Creates a form that does `purpose` in the collection at `address` through `repository`.
  public init(
    _ purpose: Purpose, address: Model.Address, repository: any ResourceRepository<Model>
  ) {
    self.purpose = purpose
    self.address = address
    self.repository = repository
    switch purpose {
    case .add:
      // The address's parts that are fields too (the board of a board's notes) are known already.
      let values = address.values
      startingTexts = values.reduce(into: [:]) { texts, entry in
        if let field = Model.schema.field(entry.key) {
          texts[entry.key] = field.kind.editableText(entry.value)
        }
      }
    case .edit(let item):
      let values = item.draft.values
      startingTexts = Dictionary(
        uniqueKeysWithValues: Model.schema.fields.map { field in
          (field.key, field.kind.editableText(values[field.key] ?? .null))
        })
    }
    texts = startingTexts
  }

  /// The fields, in order.
  public var fields: [ResourceField<Model>] { Model.schema.fields }

  /// Whether a save has been sent or queued: the form is done, and saving again would make a
  /// second change.
  public var isSaved: Bool { state.value != nil }

  /// Checks what is typed, updating ``fieldErrors``, and returns the fields to send, or `nil`
  /// when something is wrong: for an add, every field typed (an optional one left empty is left
  /// to the server); for an edit, those whose text changed (an optional one emptied is cleared).
  /// It changes nothing a view reads unless the errors change, so a call while drawing is safe.
  @discardableResult
  public func validate() -> Draft<Model>? {
    let errors: [String: String]
    let draft: Draft<Model>?
    do {
      draft = try Self.draft(from: typedInput(), for: purpose)
      errors = [:]
    } catch {
      draft = nil
      errors = Self.sentences(for: error)
    }
    if errors != fieldErrors { fieldErrors = errors }
    return draft
  }

  /// Checks what is typed and, only if it is valid, saves it: nothing is sent otherwise, nor
  /// after a save that was sent or queued.
  public func save() async {
    await save(typedInput())
  }

  /// Checks `input` (what was given for each field, by key: the command line's options) and,
  /// only if it is valid, saves it: nothing is sent otherwise.
  public func save(_ input: [String: FieldInput]) async {
    guard !isSaved else { return }
    let draft: Draft<Model>
    do {
      draft = try Self.draft(from: input, for: purpose)
    } catch {
      fieldErrors = Self.sentences(for: error)
      state = .failed(UserFacingError(error, of: Model.self))
      return
    }
    fieldErrors = [:]
    await settle(\.state) { [repository, purpose, address] () async throws(RepositoryError) in
      switch purpose {
      case .add:
        return Fetched(written: try await repository.add(draft, to: address))
      case .edit(let item):
        return Fetched(written: try await repository.edit(item, to: draft, in: address))
      }
    }
  }

  /// What `input` makes: for an add, the new item's fields; for an edit, the item as wanted,
  /// its fields with the changes given over them.
  private static func draft(from input: [String: FieldInput], for purpose: Purpose)
    throws(ResourceValidationError) -> Draft<Model>
  {
    switch purpose {
    case .add: try Model.schema.addition(from: input)
    case .edit(let item): item.draft.merging(try Model.schema.changes(from: input))
    }
  }

  /// What the texts typed give each field, as `validate()` describes.
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
      let label = Model.schema.field(entry.key).map(Model.label(of:)) ?? entry.key
      sentences[entry.key] = UserFacingError.message(for: entry.value, named: label)
    }
  }
}
