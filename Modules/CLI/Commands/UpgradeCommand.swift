import Domain
import Features
import Foundation
import Repositories
import Storage
import Upgrade

/// `strata upgrade`: brings the changes an earlier strata left waiting into this outbox.
struct UpgradeCommand: Command {
  static let from = Option<String?>.text(
    "--from", valueName: "FOLDER",
    help: "The outbox to bring in, as 'strata outbox' names it (outbox/FOLDER). Default: this "
      + "backend's.")

  static let definition = CommandDefinition(
    name: "upgrade", summary: "Bring in the changes an earlier strata left waiting.",
    discussion: "Bring the changes an earlier strata kept in outbox.json or outbox.log into this "
      + "backend's outbox, each with its idempotency key, so 'strata sync' sends it once. A "
      + "change brought in before is not brought twice, and the earlier files are kept, renamed "
      + "*.imported. Nothing is sent.",
    options: [from.declaration], worksOffline: true)

  /// The folder under `outbox/` to bring in; `nil` for this backend's own.
  let folder: String?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    folder = try arguments.value(of: Self.from)
    if let folder, !StorageContainer("outbox", folder).isValid {
      throw UsageError(
        message: "--from takes a folder of the outbox, as 'strata outbox' names it "
          + "(letters, digits, '.', '_' and '-').", command: Self.definition.name)
    }
  }

  @MainActor func run(in context: CommandContext) async -> ExitCode {
    let dependencies = context.dependencies
    let name = folder ?? dependencies.namespace
    let url = dependencies.disk.fileSystem.root.appendingPathComponent("outbox/\(name)")
    let upgrade = OutboxUpgrade(files: dependencies.disk.files, into: dependencies.changes)
    return await context.present(
      { () async throws(RepositoryError) in try await upgrade.run(from: url) }, write: true,
      text: { Self.text($0, folder: name) },
      json: { report in
        JSONOutput.Object(values: [
          "folder": .text(name), "files": .list(report.files.map(FieldValue.text)),
          "imported": .list(report.imported.map { .integer($0.id) }),
          "alreadyThere": .integer(report.alreadyThere),
          "unreadable": .integer(report.unreadable),
        ])
      })
  }

  static func text(_ report: OutboxUpgrade.Report, folder: String) -> String {
    guard !report.files.isEmpty else {
      return "No earlier outbox in outbox/\(folder): nothing to bring in."
    }
    let ids = report.imported.map(\.id)
    var lines = [
      ids.isEmpty
        ? "Brought in no change from outbox/\(folder)."
        : "Brought in \(ids.count == 1 ? "1 change" : "\(ids.count) changes") from "
          + "outbox/\(folder): \(ids.map(String.init).joined(separator: ", ")) now "
          + "\(ids.count == 1 ? "waits" : "wait"); 'strata sync' sends them."
    ]
    if report.alreadyThere > 0 {
      lines.append("\(report.alreadyThere) had been brought in before.")
    }
    if report.unreadable > 0 {
      lines.append("\(report.unreadable) could not be read, and stay in the files kept.")
    }
    let kept = report.files.map { "\($0).imported" }.joined(separator: " and ")
    lines.append("The earlier files are kept as \(kept).")
    return lines.joined(separator: "\n")
  }
}
