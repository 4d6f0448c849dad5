import Domain
import Foundation
import TestSupport
import Testing

@testable import CLI

/// The built binary against its embedded sandbox, through the app's first resource.
extension SandboxEndToEndTests {
  @Test(
    "The app's first list works with no network and no set-up",
    .needsResource(allowing: .list))
  func listOutOfTheBox() async throws {
    let list = try #require(CommandSamples.firstList)
    let result = try await StrataBinary.run(list, home: home)
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(!result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("Backend: embedded sandbox"))
  }

  @Test(
    "The sandbox's own storage failing is a local failure: exit 74 with the path",
    .needsResource(allowing: .add))
  func sandboxCannotSave() async throws {
    let blocker = home.appending("not-a-directory")
    try Data().write(to: blocker)
    let result = try await StrataBinary.run(
      try #require(CommandSamples.firstAdd), home: home,
      environment: ["STRATA_DATA_DIR": blocker.path])
    #expect(result.exitCode == 74, "\(result.stderr)")
    #expect(result.stderr.contains("The local store failed at \(blocker.path)"))
    #expect(result.stderr.contains("Check that the data directory is writable"))
  }

  @Test(
    "The sandbox answers writes as a real server does: the same exit codes, the same shapes",
    .tags(.loopback), .needsResource(allowing: .add))
  func sandboxMatchesServer() async throws {
    let writes = try WritesEndToEndTests()
    let (model, collection) = try #require(WritesEndToEndTests.writable)
    let server = try await LoopbackServer.start("ok", collections: [collection], in: writes.home)
    let sandbox = try await writes.writeContract(model, backend: [])
    let real = try await writes.writeContract(model, backend: ["--base-url", server.baseURL])
    #expect(sandbox == real)
    #expect(sandbox.count == 7)
  }
}
