import Domain
import DomainMocks
import Foundation
import TestSupport
import Testing

@testable import CLI

extension SandboxEndToEndTests {
  @Test(
    "The samples' commands exit with the contract's code and one clear sentence",
    arguments: [
      (["profile", "--user", "99"], Int32(1), "Error: The server has no user 99."),
      (["articles", "--per-page", "500"], 64, "Error: --per-page must be from 1 to 100."),
      (
        ["edit-profile", "--email", "nope"], 64,
        "Error: The email address must look like name@example.com."
      ),
      (["profile", "--offline"], 69, "Error: Nothing is stored for user 1."),
    ])
  func sampleExitCodes(arguments: [String], code: Int32, message: String) async throws {
    try await exitCodes(arguments: arguments, code: code, message: message)
  }
}
