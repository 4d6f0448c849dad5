import Features
import Observation
import Synchronization
import TestSupport
import Testing

/// A view model watched the way SwiftUI watches one, without SwiftUI. Each frame runs `body` twice
/// inside `withObservationTracking`; a body that writes a property it reads, which would make
/// SwiftUI draw without end, is recorded as an issue at the line that made the view.
@MainActor
final class ObservedView<Model: AnyObject> {
  /// What each frame drew, in order.
  private(set) var frames: [String] = []

  private let model: Model
  private let body: @MainActor (Model) -> String
  private let invalid = Flag()
  private let sourceLocation: SourceLocation

  /// Draws the first frame of `model`, as `body` reads it.
  init(
    _ model: Model, sourceLocation: SourceLocation = #_sourceLocation,
    body: @escaping @MainActor (Model) -> String
  ) {
    self.model = model
    self.body = body
    self.sourceLocation = sourceLocation
    draw()
  }

  /// Whether something the last frame read has changed since: SwiftUI would draw again.
  var isInvalid: Bool { invalid.isSet }

  /// Draws the next frame when the last one is invalid, as SwiftUI would; whether it drew.
  @discardableResult
  func redraw() -> Bool {
    guard invalid.isSet else { return false }
    draw()
    return true
  }

  /// Runs `work`, which waits at `gate`, drawing as SwiftUI would: a frame while it waits (what
  /// the view shows in flight) and one when it has finished.
  func draw(through work: @escaping @MainActor () async -> Void, heldAt gate: Gate) async {
    let running = Task { await work() }
    await gate.waitForArrivals()
    redraw()
    gate.open()
    await running.value
    redraw()
  }

  private func draw() {
    invalid.set(false)
    let frame = tracked()
    // The same frame again, with the first one's tracking in place: it must leave it valid.
    _ = tracked()
    if invalid.isSet {
      let problem =
        "Drawing \"\(frame)\" changed a property the drawing reads: SwiftUI would draw it again "
        + "and again"
      Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    }
    frames.append(frame)
  }

  private func tracked() -> String {
    withObservationTracking {
      body(model)
    } onChange: { [invalid] in
      invalid.set(true)
    }
  }
}

/// Whether a drawing was invalidated. `onChange` may run on any thread, so it is shared under a
/// lock, in a class because a `Mutex` cannot be captured.
private final class Flag: Sendable {
  private let value = Mutex(false)

  var isSet: Bool { value.withLock { $0 } }

  func set(_ newValue: Bool) { value.withLock { $0 = newValue } }
}

extension ViewState {
  /// Its case, as a frame names it: `idle`, `loading`, `loaded` or `failed`.
  var phase: String {
    switch self {
    case .idle: "idle"
    case .loading: "loading"
    case .loaded: "loaded"
    case .failed: "failed"
    }
  }
}
