import Repositories
import Storage

/// The samples' repositories: the profile and the bookmarks, each made when a command asks for
/// it, over the stack `Dependencies.live` built. The samples plug into the
/// composition root here, and in the lines marked `// samples` beside it; `scripts/remove-samples`
/// takes both away.
extension Dependencies {
  /// The users: read network first and kept, an edit written through the outbox.
  var users: any UserRepository {
    let users = RemoteUserRepository(api: api, store: cache, queue: changes)
    return tracer.map { TracingUserRepository(base: users, tracer: $0) } ?? users
  }

  /// The bookmarks: the person's, in a container of their own, so removing the cache never
  /// removes one.
  var bookmarks: any BookmarkRepository {
    let container = SharedContainer(
      StorageContainer("bookmarks", namespace), fileSystem: disk.fileSystem,
      accessor: disk.files, locks: disk.locks)
    let bookmarks = StoredBookmarkRepository(
      api: api, storage: FileBookmarkStorage(in: container))
    return tracer.map { TracingBookmarkRepository(base: bookmarks, tracer: $0) } ?? bookmarks
  }
}
