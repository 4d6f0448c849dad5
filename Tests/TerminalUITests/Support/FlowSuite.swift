import TerminalUIMocks

/// A suite that drives the app through a ``Fixture``, pressing keys on its terminal.
@MainActor
protocol FlowSuite {
  var fixture: Fixture { get }
}

extension FlowSuite {
  /// The fixture's terminal: where keys are pressed and what the app drew is read.
  var terminal: MockTerminal { fixture.terminal }
}
