extension SyncCommand {
  /// `--user ID`: whose profile the samples' part of the sync stores.
  static let user = Option<Int>.positiveInteger(
    "--user", valueName: "ID", help: "Whose profile to store.", default: 1)

  /// What the samples' part of the sync stores, for its help.
  static let sampleDiscussion = ", every article (four pages at a time) and the profile"
}
