import TerminalUI
import TerminalUIMocks
import Testing

/// A suite that drives the app through a ``Fixture``, pressing keys on its terminal.
@MainActor
protocol FlowSuite {
  var fixture: Fixture { get }
}

extension FlowSuite {
  /// The fixture's terminal: where keys are pressed and what the app drew is read.
  var terminal: MockTerminal { fixture.terminal }

  /// Presses `q` and expects the app that `run` runs to end as a person quitting it.
  func expectQuits(
    _ run: Task<BrowseApp.Exit, any Error>, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    terminal.type("q")
    #expect(try await run.value == .quit, sourceLocation: sourceLocation)
  }
}
