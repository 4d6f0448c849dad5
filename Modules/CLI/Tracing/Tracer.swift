import Foundation

/// `--trace`: one line on stderr for each call that crosses a seam on its way down, and one as
/// it comes back up with what it returned and how long it took.
///
/// No layer knows of it: the composition root wraps each seam in a decorator of the same protocol,
/// so the program draws its own architecture (`strata articles --trace --base-url …`):
///
/// ```
/// trace  Features      → ArticleListViewModel.load()
/// trace  Repositories    → RemoteArticleRepository.articles(page: 1, perPage: 10, policy: networkFirst)
/// trace  Networking        → RemoteAPIClient.send(FetchArticles: GET /posts)
/// trace  Networking          → URLSessionTransport.send(GET /posts?_page=1&_limit=10)
/// trace  Networking          ← 200, 2303 bytes (41.8 ms)
/// ```
///
/// Nesting comes from a task-local depth, so concurrent calls (a sync's four pages at once)
/// indent by their own call chain, not by whichever printed last.
final class Tracer: Sendable {
  /// How deep the current task's call chain is.
  @TaskLocal static var depth = 0

  private let write: @Sendable (String) -> Void
  private let clock = ContinuousClock()

  /// A tracer that writes its lines with `write`.
  init(write: @escaping @Sendable (String) -> Void) {
    self.write = write
  }

  /// Runs `body` as one hop into `module`: a line before, one after with `outcome(result)` or
  /// the error, both timed.
  func hop<Value, Failure: Error>(
    _ module: String, _ call: String,
    outcome: (Value) -> String = { _ in "done" },
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws(Failure) -> Value
  ) async throws(Failure) -> Value {
    let depth = Self.depth
    line(module, depth, "→ \(call)")
    let start = clock.now
    let result: Result<Value, Failure> = await Self.$depth.withValue(depth + 1) {
      do throws(Failure) {
        return .success(try await body())
      } catch {
        return .failure(error)
      }
    }
    let elapsed = Self.milliseconds(start.duration(to: clock.now))
    switch result {
    case .success(let value):
      line(module, depth, "← \(outcome(value)) (\(elapsed))")
      return value
    case .failure(let error):
      line(module, depth, "← failed: \(error) (\(elapsed))")
      throw error
    }
  }

  /// ``hop(_:_:outcome:isolation:_:)`` for a synchronous `body`: the disk's calls are synchronous.
  func step<Value, Failure: Error>(
    _ module: String, _ call: String, outcome: (Value) -> String,
    _ body: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    let depth = Self.depth
    line(module, depth, "→ \(call)")
    let start = clock.now
    do {
      let value = try body()
      line(
        module, depth, "← \(outcome(value)) (\(Self.milliseconds(start.duration(to: clock.now))))")
      return value
    } catch {
      line(
        module, depth, "← failed: \(error) (\(Self.milliseconds(start.duration(to: clock.now))))")
      throw error
    }
  }

  /// One line about something that happened at this depth without a call, such as a wait.
  func note(_ module: String, _ text: String) {
    line(module, Self.depth, "· \(text)")
  }

  private func line(_ module: String, _ depth: Int, _ text: String) {
    let column = module.padding(toLength: 12, withPad: " ", startingAt: 0)
    write("trace  \(column)  " + String(repeating: "  ", count: min(depth, 20)) + text)
  }

  /// A duration as "3.1 ms".
  static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    return "\((milliseconds * 10).rounded() / 10) ms"
  }
}
