import Features
import Foundation
import Testing

@testable import CLI

@Suite("Exit codes", .tags(.cliContract))
struct ExitCodeTests {
  /// The contract: every failure category's exit code.
  static let contract: [UserFacingError.Category: Int32] = [
    .notFound: 1, .unauthorized: 1, .refused: 1, .conflict: 1, .invalidInput: 64,
    .unreadableResponse: 65,
    .unavailable: 69, .notStored: 69, .storage: 74, .busy: 75, .cancelled: 75, .signedOut: 77,
  ]

  @Test(
    "Each failure category has the contract's exit code",
    arguments: UserFacingError.Category.allCases)
  func mapping(category: UserFacingError.Category) throws {
    let code = try #require(Self.contract[category], "The contract has no code for \(category)")
    #expect(ExitCode(category).rawValue == code)
  }

  @Test("--help lists every exit code, and nothing else")
  func helpListsEveryCode() {
    let listed = HelpText.exitCodes().split(separator: "\n").dropFirst().compactMap {
      Int32($0.trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "")
    }
    // 130 (Ctrl-C in a full-screen app) is the row "128+N", as it is for every signal.
    #expect(listed == ExitCode.allCases.filter { $0 != .interrupted }.map(\.rawValue))
    #expect(HelpText.exitCodes().contains("128+N  stopped by signal N: 130 for Ctrl-C"))
  }
}
