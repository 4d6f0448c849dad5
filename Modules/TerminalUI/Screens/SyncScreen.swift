import Domain
public import Features
public import Observation
import Repositories

/// A sync with a live progress bar. It starts as the screen opens; `Esc` cancels it, and the
/// store keeps its last complete copy (a sync replaces the copy only once everything arrived).
@MainActor
@Observable
public final class SyncScreen: Screen {
  /// The sync's view model.
  public let viewModel: SyncViewModel
  /// Whether the person cancelled the last sync.
  public private(set) var wasCancelled = false
  @ObservationIgnored private let work = ScreenTask()

  /// Creates the screen for `viewModel`.
  public init(viewModel: SyncViewModel) {
    self.viewModel = viewModel
  }

  /// Creates the screen and its view model, over `environment`'s sync.
  public convenience init(environment: BrowseEnvironment) {
    self.init(viewModel: SyncViewModel(service: environment.sync))
  }

  /// "Sync".
  public var title: String { "Sync" }

  /// The progress bar while the sync runs, then what it stored or why it failed.
  public func body(in size: TerminalSize) -> ScreenContent {
    let margin = Rows.margin
    let again = KeyHelp("s", "sync again")
    switch viewModel.state {
    case .idle:
      let lines: [Frame.Line] =
        wasCancelled
        ? [
          "", Frame.Line(margin + "Sync cancelled. The store keeps its last complete copy."),
        ] + sent(size.columns) : Rows.loading("Starting the sync…")
      return ScreenContent(lines: lines, footer: .keys([again, KeyHelp("Esc", "back")]))
    case .loading:
      return ScreenContent(
        lines: progress(width: size.columns), footer: .keys([KeyHelp("Esc", "cancel the sync")]))
    case .loaded(let summary, _):
      return ScreenContent(
        lines: sent(size.columns) + [""] + Rows.wrapped(summary.sentence, width: size.columns),
        footer: .keys([again, KeyHelp("Esc", "back"), KeyHelp("q", "quit")]))
    case .failed(let error):
      // What was sent before the failure is on the server now, so it is said under the error.
      return ScreenContent(
        lines: Rows.failure(error, width: size.columns) + sent(size.columns),
        footer: .keys([KeyHelp("r", "retry"), KeyHelp("Esc", "back"), KeyHelp("q", "quit")]))
    }
  }

  /// Cancels the running sync, or starts another.
  public func handle(_ key: Key, in size: TerminalSize) -> Navigation {
    let isRunning = viewModel.state == .loading
    switch key {
    case .escape where isRunning:
      work.cancel()
      wasCancelled = true
      return .handled
    case .character("s"), .character("r"):
      if !isRunning { start() }
      return .handled
    default:
      return .unhandled
    }
  }

  /// Starts the sync, the first time the screen shows.
  public func appear() {
    guard viewModel.state == .idle, !wasCancelled else { return }
    start()
  }

  /// Cancels the sync, if it is running.
  public func disappear() {
    work.cancel()
  }

  private func start() {
    wasCancelled = false
    work.run { [viewModel] in await viewModel.sync() }
  }

  /// What sending the outbox did, under a blank row, when it did anything.
  private func sent(_ width: Int) -> [Frame.Line] {
    guard let sentence = viewModel.sent?.sentence else { return [] }
    return [""] + Rows.wrapped(sentence + ".", width: width)
  }

  /// The progress: the sentence, and a bar once the total is known.
  private func progress(width: Int) -> [Frame.Line] {
    let margin = Rows.margin
    guard let progress = viewModel.progress else {
      return Rows.loading("Starting the sync…")
    }
    var lines: [Frame.Line] = ["", Frame.Line(margin + progress.sentence)]
    if let fraction = progress.fractionDone {
      let percent = "\(Int((fraction * 100).rounded(.down)))%"
      let room = max(1, width - 2 * margin.count - 3 - percent.count)
      let filled = min(room, Int((fraction * Double(room)).rounded(.down)))
      let bar =
        String(repeating: "█", count: filled) + String(repeating: "░", count: room - filled)
      lines += ["", Frame.Line(margin + "[" + bar + "] " + percent)]
    }
    lines.append(Frame.Line(margin + "\(progress.itemsDone) \(progress.part) so far", .secondary))
    return lines
  }
}
