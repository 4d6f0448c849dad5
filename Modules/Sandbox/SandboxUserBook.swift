import Domain
import Storage

/// The sandbox's users: the seed, overlaid with the last JSON object sent for each, as
/// JSONPlaceholder keeps it.
struct SandboxUserBook: Sendable {
  private static let editsKey = DocumentKey<[FieldValues]>("users")

  let store: DocumentStore

  /// The user with `id` as the server holds it now.
  func user(id: Int) throws(StorageError) -> FieldValues? {
    try (edits() + SandboxSeed.users.get()).first { $0["id"] == .integer(id) }
  }

  /// Stores `user`, replacing any earlier edit of the same user.
  func save(_ user: FieldValues) throws(StorageError) {
    var edited = try edits().filter { $0["id"] != user["id"] }
    edited.append(user)
    try store.save(edited.sorted { Self.id(of: $0) < Self.id(of: $1) }, for: Self.editsKey)
  }

  /// The stored edits, or none when there is no file or a corrupted one, as on a freshly reset
  /// server. A file that exists but cannot be read is an error.
  private func edits() throws(StorageError) -> [FieldValues] {
    try store.loadUsable(Self.editsKey) ?? []
  }

  private static func id(of user: FieldValues) -> Int {
    if case .integer(let id) = user["id"] { id } else { 0 }
  }
}
