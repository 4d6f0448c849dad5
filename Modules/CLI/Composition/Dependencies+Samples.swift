import Repositories
import Storage

/// The samples' repositories, each made when a command asks for it, over the stack
/// `Dependencies.live` built. `scripts/remove-samples` takes this file away with the lines
/// `scripts/TemplateTools/Samples.swift` declares.
extension Dependencies {
  /// The users: read network first and kept, an edit written through the outbox.
  var users: any UserRepository {
    let users = RemoteUserRepository(api: api, store: cache, queue: changes)
    return tracer.map { TracingUserRepository(base: users, tracer: $0) } ?? users
  }

  /// The bookmarks, in a container of their own so removing the cache never removes one.
  var bookmarks: any BookmarkRepository {
    let container = SharedContainer(
      StorageContainer("bookmarks", namespace), fileSystem: disk.fileSystem,
      accessor: disk.files, locks: disk.locks)
    let bookmarks = StoredBookmarkRepository(
      api: api, storage: FileBookmarkStorage(in: container))
    return tracer.map { TracingBookmarkRepository(base: bookmarks, tracer: $0) } ?? bookmarks
  }

  /// The samples' parts of a sync, after the resources': every article, then `userID`'s profile.
  func sampleParts(userID: Int) -> [any SyncPart] {
    [
      ArticleSync(api: api, store: cache, now: now) { summary, articles in
        summary.samples.articles = articles
      },
      ProfileSync(api: api, store: cache, userID: userID),
    ]
  }
}
