import Domain
import Testing

@testable import CLI

extension HostileDataEndToEndTests {
  /// Every resource's list, read offline.
  static let resourceReads: [[String]] = Resources.all.compactMap {
    CommandSamples.arguments($0, .list).map { $0 + ["--offline"] }
  }

  /// Adds an item of the first resource that can be added to, offline: a change to read back.
  func storeResources() async throws {
    guard let (model, _) = CommandSamples.resource(allowing: .add),
      let add = CommandSamples.arguments(model, .add)
    else { return }
    #expect(try await StrataBinary.run(add + ["--offline"], home: home).exitCode == 0)
  }
}
