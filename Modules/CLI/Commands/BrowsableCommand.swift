import TerminalUI

/// A command whose list `strata browse` shows too, under `m`: every command that
/// `scripts/new-feature` makes with `--model` is one, so a generated feature has a screen from the
/// start without a line of TerminalUI being written for it.
protocol BrowsableCommand: Command {
  /// The list's entry in the app, wired from the composition root's dependencies in `context`.
  @MainActor static func browseFeature(in context: CommandContext) -> BrowseFeature
}
