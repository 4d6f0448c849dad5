import Synchronization

/// One method of a mock: it records every call's arguments and answers as the test configured,
/// or fails the test loudly when the test configured nothing.
///
/// Every mock in Strata is built from these, one per protocol requirement, so the pattern is
/// written once and reads the same everywhere:
///
/// ```swift
/// let api = MockAPIClient()
/// api.fetchUser.returns(.mock)                       // a value…
/// api.fetchArticles.fails(with: .status(503))        // …or an error…
/// api.updateProfile.answers { call in call.user }    // …or any logic, even suspending.
///
/// _ = try await repository.user(id: 1)
/// #expect(api.fetchUser.calls == [1])               // what the code under test asked for
/// ```
///
/// State lives behind a `Mutex`, so a mock is `Sendable` without `@unchecked`: the widespread
/// mock with plain `var` properties is a data race the moment two tasks call it, and Swift
/// Testing runs tests in parallel.
public final class MockMethod<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  /// The code that answers a call.
  public typealias Handler = @Sendable (Input) async throws(Failure) -> Output

  private struct State {
    var calls: [Input] = []
    var handler: Handler?
  }

  private let name: String
  private let unimplementedFailure: Failure
  private let state = Mutex(State())

  /// Creates an unconfigured method.
  ///
  /// - Parameters:
  ///   - name: The requirement it stands for, used in the failure message.
  ///   - unimplementedFailure: The error thrown, after the test is failed, when nothing was
  ///     configured; Strata's seams use typed throws, so it must be of the seam's error type.
  public init(_ name: String, unimplementedFailure: Failure) {
    self.name = name
    self.unimplementedFailure = unimplementedFailure
  }

  /// The arguments of every call so far, in order.
  public var calls: [Input] { state.withLock { $0.calls } }

  /// Answers every later call with `output`.
  ///
  /// - Parameter output: The value to return.
  public func returns(_ output: Output) {
    answers { _ in output }
  }

  /// Answers every later call by throwing `failure`.
  ///
  /// - Parameter failure: The error to throw.
  public func fails(with failure: Failure) {
    answers { _ throws(Failure) in throw failure }
  }

  /// Answers every later call by running `handler`, which may suspend (on a `Gate`, say).
  ///
  /// - Parameter handler: The code that answers.
  public func answers(_ handler: @escaping Handler) {
    state.withLock { $0.handler = handler }
  }

  /// Records a call and answers it.
  ///
  /// - Parameter input: The call's arguments.
  /// - Returns: The configured answer.
  /// - Throws: The configured error, or the unimplemented failure.
  public func callAsFunction(_ input: Input) async throws(Failure) -> Output {
    let handler = state.withLock { state in
      state.calls.append(input)
      return state.handler
    }
    guard let handler else {
      reportUnimplemented(name)
      throw unimplementedFailure
    }
    return try await handler(input)
  }
}
