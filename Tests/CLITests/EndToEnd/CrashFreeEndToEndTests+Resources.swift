extension CrashFreeEndToEndTests {
  /// The first resource's list, as text and as JSON, and its add.
  static let resourceCommands: [[String]] =
    [CommandSamples.firstList, CommandSamples.firstList.map { $0 + ["--json"] }].compactMap { $0 }
    + [CommandSamples.firstAdd].compactMap { $0 }
}
