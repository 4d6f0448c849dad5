import Foundation
import TestSupport
import Testing

extension CrashFreeEndToEndTests {
  /// The samples' commands: a read, a page, a write and `--json`.
  static let sampleCommands = [
    ["profile"], ["articles", "--page", "2"], ["edit-profile", "--name", "Renamed"],
    ["profile", "--json"],
  ]
}
