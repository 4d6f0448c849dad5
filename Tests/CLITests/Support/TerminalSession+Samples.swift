import Foundation
import Synchronization
import TestSupport
import Testing

@testable import CLI

extension TerminalSession {
  /// Opens the articles from the home screen, where they follow the app's resources.
  func openArticles() async throws {
    try await waitFor("   Articles")
    for _ in Resources.all { try await type("j") }
    try await press("Enter")
  }
}
