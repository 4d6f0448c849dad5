import Storage

/// The sandbox's users: the seed, overlaid with every edit stored so far.
struct SandboxUserBook: Sendable {
  private static let editsKey = DocumentKey<[SandboxUser]>("users")

  let store: DocumentStore

  /// The user with `id` as the server holds it now.
  func user(id: Int) -> SandboxUser? {
    edits().first { $0.id == id } ?? SandboxSeed.users.first { $0.id == id }
  }

  /// Stores `user`, replacing any earlier edit of the same user.
  func save(_ user: SandboxUser) throws(StorageError) {
    var edited = edits().filter { $0.id != user.id }
    edited.append(user)
    try store.save(edited.sorted { $0.id < $1.id }, for: Self.editsKey)
  }

  /// The stored edits. A missing, unreadable or corrupted file means no edits: the sandbox then
  /// serves its seed, as a freshly reset server would.
  private func edits() -> [SandboxUser] {
    (try? store.load(Self.editsKey))??.value ?? []
  }
}
