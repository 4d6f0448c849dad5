import Features
import Observation

/// Redraws one line on a terminal's stderr as a sync's progress changes, following the view model
/// by hand as a SwiftUI view would: `withObservationTracking` reads ``SyncViewModel/progress``, and
/// each change redraws the line and observes again.
@MainActor
final class ProgressLine {
  private let viewModel: SyncViewModel
  private let console: Console
  private let renderer: Renderer
  private var isFinished = false
  private var drewSomething = false

  init(_ viewModel: SyncViewModel, _ console: Console, _ renderer: Renderer) {
    self.viewModel = viewModel
    self.console = console
    self.renderer = renderer
  }

  func start() {
    guard !isFinished else { return }
    let progress = withObservationTracking {
      viewModel.progress
    } onChange: { [weak self] in
      // Called just before the change; redraw once the new value is in place.
      Task { @MainActor in self?.start() }
    }
    if let progress {
      // \r returns to the line's start and ESC[2K clears it, so the line redraws in place.
      console.writeControl("\r\u{1B}[2K", then: renderer.progress(progress))
      drewSomething = true
    }
  }

  func finish() {
    isFinished = true
    if drewSomething { console.writeControl("\n") }
  }
}
