import Domain
import Foundation
import TestSupport
import Testing

@testable import CLI

extension HostileDataEndToEndTests {
  /// The samples' reads, which open their store files.
  static let sampleReads = [
    ["articles", "--offline"], ["profile", "--offline"], ["bookmarks", "--offline"],
  ]

  /// Stores a bookmark (only the samples store one) in `data`, so that its file is replaced too.
  func storeSamples(in data: URL) async throws {
    #expect(try await StrataBinary.run(["bookmark", "add", "3"], home: home).exitCode == 0)
    let files = try Self.storeFiles(in: data)
    #expect(files.contains { $0.hasSuffix("bookmarks.json") } && files.count >= 5, "\(files)")
  }
}
