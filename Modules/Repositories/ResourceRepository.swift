public import Domain

/// The one source of truth for a `Resource`, online or off: its collections page by
/// page, one item, and the changes the person makes to them.
///
/// Reads are network first, falling back to the stored copy, as every read in Strata is, and show
/// the changes still waiting in the outbox at once: an item as it will be, marked pending, and
/// an item waiting to be deleted not at all. Writes go through the outbox: sent at once when the
/// server can be reached, kept to be sent by `strata sync` when it cannot.
///
/// A feature needs no repository code of its own: the composition root makes a
/// ``RemoteResourceRepository`` for its type. View models depend on this protocol with the type
/// filled in (`any ResourceRepository<Todo>`); their tests use `MockResourceRepository`
/// (module `RepositoriesMocks`).
public protocol ResourceRepository<Model>: Sendable {
  /// The resource type it reads and writes (`Todo`, say).
  associatedtype Model: Resource

  /// Reads one page of the collection that `collection` names (the collection path's
  /// parameters), from the server or the stored copy as `policy` allows.
  ///
  /// - Throws: ``RepositoryError``.
  func list(_ collection: PathValues, page: PageRequest, policy: ReadPolicy)
    async throws(RepositoryError) -> Fetched<Page<Tracked<Model>>>

  /// Reads item `id` of the collection that `collection` names.
  ///
  /// - Throws: ``RepositoryError``; ``RepositoryError/notFound(_:)`` for an item the server
  ///   does not have, or one waiting to be deleted.
  func item(_ id: Int, in collection: PathValues, policy: ReadPolicy)
    async throws(RepositoryError) -> Fetched<Tracked<Model>>

  /// Adds an item of `values` (validated: `ResourceSchema/addition(from:)`).
  ///
  /// - Returns: The item as the server made it, or as it will be, queued.
  /// - Throws: ``RepositoryError``: the server's refusal, or the store's failure.
  func add(_ values: FieldValues, in collection: PathValues) async throws(RepositoryError)
    -> Written<Model>

  /// Changes the `changes` fields of item `id` (validated: `ResourceSchema/changes(from:)`);
  /// `seen` is the item as the person saw it, whose values tell a conflict (the stored copy when
  /// `nil`).
  ///
  /// - Returns: The item as the server now has it, or as it will be, queued; `nil` when it will
  ///   be changed but is not known here (queued offline, never read).
  /// - Throws: ``RepositoryError``: the server's refusal, a conflict, the store's failure.
  func edit(_ id: Int, in collection: PathValues, changes: FieldValues, seen: Model?)
    async throws(RepositoryError) -> Written<Model?>

  /// Removes item `id`.
  ///
  /// - Returns: The identifier, removed or waiting to be.
  /// - Throws: ``RepositoryError``: the server's refusal, or the store's failure.
  func delete(_ id: Int, in collection: PathValues) async throws(RepositoryError) -> Written<Int>
}
