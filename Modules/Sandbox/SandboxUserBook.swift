import Storage

/// The sandbox's users: the seed, overlaid with every edit stored so far.
struct SandboxUserBook: Sendable {
  private static let editsKey = DocumentKey<[SandboxUser]>("users")

  let store: DocumentStore

  /// The user with `id` as the server holds it now.
  ///
  /// - Throws: `StorageError` when the edits cannot be read.
  func user(id: Int) throws(StorageError) -> SandboxUser? {
    try edits().first { $0.id == id } ?? SandboxSeed.users.first { $0.id == id }
  }

  /// Stores `user`, replacing any earlier edit of the same user.
  func save(_ user: SandboxUser) throws(StorageError) {
    var edited = try edits().filter { $0.id != user.id }
    edited.append(user)
    try store.save(edited.sorted { $0.id < $1.id }, for: Self.editsKey)
  }

  /// The stored edits. No file, or a corrupted one, means no edits: the sandbox then serves its
  /// seed, as a freshly reset server would. A file or directory that exists but cannot be read
  /// is an error.
  private func edits() throws(StorageError) -> [SandboxUser] {
    do {
      return try store.load(Self.editsKey)?.value ?? []
    } catch .corrupted, .unsupportedVersion {
      return []
    }
  }
}
