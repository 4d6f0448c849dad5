import DomainMocks
import FeaturesMocks
import Foundation
import NetworkingMocks
import TestSupport
import Testing

@testable import CLI

extension LoopbackApplicationTests {
  @Test("Refuses to resend a PUT on a redirect")
  func refusesPutRedirect() async throws {
    let (code, output, server) = try await run(
      ["edit-profile", "--name", "X"], scenario: "redirect-put")
    #expect(code == .dataError)
    #expect(output.stderr.contains("would lose its body"))
    #expect(server.requests().filter { $0.method == "PUT" }.count == 1)
  }

  @Test("A profile the server took, answered with more than can be read: exit 0, and said so")
  func profileAnsweredTooLarge() async throws {
    let (code, output, server) = try await run(
      ["edit-profile", "--name", "X", "--json"], scenario: "huge-answer")
    #expect(code == .success, "\(output.stderr)")
    #expect(output.stderr.contains("Note: The server applied the change"), "\(output.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(object["name"] as? String == "X")
    #expect((object["unreadable"] as? String)?.contains("larger than") == true)
    #expect(object["queued"] == nil)
    #expect(server.requests().filter { $0.method == "PUT" }.count == 1)
  }

  @Test(
    "Server text of the samples reaches the terminal with no control left in it",
    arguments: ["profile", "articles"])
  func neutralisesSampleEscapes(command: String) async throws {
    let (code, output, _) = try await run([command], scenario: "escapes")
    #expect(code == .success)
    #expect(!output.stdout.unicodeScalars.contains { Self.controls.contains($0.value) })
    #expect(output.stdout.contains("␛"))
  }
}
