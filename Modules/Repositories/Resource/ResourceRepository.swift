public import Domain

/// The one source of truth for a `Resource`, online or off: its collections, its items, and the
/// person's changes to them.
///
/// Reads go network first, fall back to the stored copy, and show the outbox's waiting changes:
/// an edited item as it will be, marked pending, an added one as ``Tracked/unsent(_:change:)``,
/// and one waiting to be deleted not at all. Writes go through the outbox, sent at once when the
/// server can be reached and kept for `strata sync` when not. The composition root makes a
/// ``RemoteResourceRepository`` for each resource type, so a feature writes no repository code.
/// On `Note`, addressed by board:
///
/// <!-- snippet: given notes: any ResourceRepository<Note> -->
/// ```swift
/// let board = Note.Address(boardID: 1)
/// var draft = Draft<Note>()
/// draft[\.title] = "Buy milk"
/// draft[\.pinned] = false
/// let added = try await notes.add(draft, to: board)
///
/// if let seen = added.value {
///   var wanted = seen.draft
///   wanted[\.pinned] = true
///   _ = try await notes.edit(seen, to: wanted, in: board)
///   _ = try await notes.perform(.delete, on: seen.id, in: board)
/// }
/// ```
public protocol ResourceRepository<Model>: Sendable {
  /// The resource type it reads and writes (`Todo`, say).
  associatedtype Model: Resource

  /// Reads one page of the collection at `address`, from the server or the stored copy as
  /// `policy` allows.
  func list(_ address: Model.Address, page: PageRequest, policy: ReadPolicy)
    async throws(RepositoryError) -> Fetched<Page<Tracked<Model>>>

  /// Reads item `id` of the collection at `address`.
  ///
  /// - Throws: ``RepositoryError``; ``RepositoryError/notFound(_:message:)`` for an item the
  ///   server does not have, or one waiting to be deleted.
  func item(_ id: Tracked<Model>.ID, in address: Model.Address, policy: ReadPolicy)
    async throws(RepositoryError) -> Fetched<Tracked<Model>>

  /// Adds an item of `draft`'s fields (checked: `ResourceSchema/addition(from:)`) to the
  /// collection at `address`.
  ///
  /// - Returns: The item as the server made it, or as it will be, queued; `nil` for one the
  ///   server made but whose answer did not hold it (``Written/unreadableAnswer`` says why).
  func add(_ draft: Draft<Model>, to address: Model.Address) async throws(RepositoryError)
    -> Written<Tracked<Model>?>

  /// Changes `item`, as the person saw it, to `wanted`. Only the differing fields are sent, and
  /// their values in `item` tell a conflict; an unsent add has its waiting change revised instead.
  ///
  /// - Returns: The item as the server now has it, or as it will be, queued; `nil` when the
  ///   server's answer did not hold it.
  func edit(_ item: Tracked<Model>, to wanted: Draft<Model>, in address: Model.Address)
    async throws(RepositoryError) -> Written<Tracked<Model>?>

  /// Does `action` to item `id`: `.delete`, or an action of the app's own such as `archive`.
  /// Deleting an item added here and not sent yet discards its waiting add.
  ///
  /// - Returns: The item as the action left it, when the server's answer holds it; `nil` after a
  ///   delete.
  func perform(_ action: ResourceAction, on id: Tracked<Model>.ID, in address: Model.Address)
    async throws(RepositoryError) -> Written<Tracked<Model>?>
}
