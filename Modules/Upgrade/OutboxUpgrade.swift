public import Foundation
public import Repositories
public import Storage

/// Brings the changes an earlier Strata left in one outbox folder into this version's outbox.
///
/// Each change keeps its `Idempotency-Key`, time, values and state, so a server that took it before
/// sees the same change again. One whose key the outbox already holds is skipped, so a rerun brings
/// nothing twice. The earlier files are kept as `outbox.json.imported` and `outbox.log.imported`.
public struct OutboxUpgrade: Sendable {
  private let files: any FileAccessorProviding
  private let outbox: Outbox

  /// An upgrade reading the earlier files through `files`, into `outbox`.
  public init(files: any FileAccessorProviding, into outbox: Outbox) {
    self.files = files
    self.outbox = outbox
  }

  /// What an upgrade did.
  public struct Report: Hashable, Sendable {
    /// The earlier files read, by name.
    public var files: [String] = []
    /// The changes brought in, as the outbox now keeps them.
    public var imported: [PendingChange] = []
    /// How many changes the outbox held already.
    public var alreadyThere = 0
    /// How many lines, entries or changes could not be read or kept; the kept files hold them.
    public var unreadable = 0

    /// A report of nothing done yet.
    public init() {}
  }

  /// Brings in what the earlier files in `folder` hold.
  ///
  /// - Throws: `RepositoryError.storageFailed` when a file cannot be read or kept, or the outbox
  ///   cannot be written; `RepositoryError.outboxFull`. What was brought in stays, and running it
  ///   again brings the rest.
  public func run(from folder: URL) async throws(RepositoryError) -> Report {
    var report = Report()
    var contents: [String: Data] = [:]
    for name in EarlierOutbox.fileNames {
      do {
        contents[name] = try files.contents(of: folder.appendingPathComponent(name))
        report.files.append(name)
      } catch .notFound {
        continue
      } catch {
        throw RepositoryError(error)
      }
    }
    let earlier = EarlierOutbox(contents)
    report.unreadable = earlier.unreadable
    var keys = Set(try outbox.changes(nil).changes.map(\.idempotencyKey))
    for change in earlier.changes {
      guard keys.insert(change.idempotencyKey).inserted else {
        report.alreadyThere += 1
        continue
      }
      do {
        report.imported.append(try await outbox.keep(change))
      } catch .storageFailed(let failure) where failure.isOfTheChange {
        report.unreadable += 1
      }
    }
    for (name, data) in contents {
      let file = folder.appendingPathComponent(name)
      do {
        try files.write(data, to: file.appendingPathExtension("imported"))
        try files.removeItem(at: file)
      } catch {
        throw RepositoryError(error)
      }
    }
    return report
  }
}

extension StoreFailure {
  /// Whether it is the change's own fault (too large, or unfit for a file name), not the disk's.
  fileprivate var isOfTheChange: Bool {
    switch reason {
    case .entryTooLarge, .unencodable, .unsafeName: true
    default: false
    }
  }
}
