import Synchronization

/// One method of a mock, which records each call's arguments and answers as the test configured, or
/// fails the test loudly when it configured nothing.
///
/// Mocks of Strata's seams hold one per protocol requirement:
///
/// ```swift
/// let articles = MockArticleRepository()
/// let first = try PageRequest(page: 1, perPage: 10)
/// articles.articles.returns(Fetched(.mock(first, totalCount: 3)))  // a value…
/// articles.articles.fails(with: .cancelled)                        // …or an error…
/// articles.articles.answers { call in                              // …or any logic.
///   Fetched(.mock(call.request, totalCount: 25))
/// }
///
/// let viewModel = ArticleListViewModel(repository: articles, firstPage: first)
/// await viewModel.load()
/// #expect(articles.articles.calls == [.init(request: first, policy: .networkFirst)])
/// ```
///
/// State lives behind a `Mutex`, so a mock is `Sendable` without `@unchecked` and safe when Swift
/// Testing runs tests in parallel.
public final class MockMethod<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  /// The code that answers a call.
  public typealias Handler = @Sendable (Input) async throws(Failure) -> Output

  private struct State {
    var calls: [Input] = []
    var handler: Handler?
  }

  private let name: String
  private let site: CallSite
  private let unimplementedFailure: Failure
  private let state = Mutex(State())

  /// An unconfigured method for the requirement `name` of a mock made at `site`; an unconfigured
  /// call fails the test there, then throws `unimplementedFailure`, of the seam's error type.
  public init(_ name: String, createdAt site: CallSite, unimplementedFailure: Failure) {
    self.name = name
    self.site = site
    self.unimplementedFailure = unimplementedFailure
  }

  /// The arguments of every call so far, in order.
  public var calls: [Input] { state.withLock { $0.calls } }

  /// Answers every later call with `output`.
  public func returns(_ output: Output) {
    answers { _ in output }
  }

  /// Answers every later call by throwing `failure`.
  public func fails(with failure: Failure) {
    answers { _ throws(Failure) in throw failure }
  }

  /// Answers every later call by running `handler`, which may suspend (on a `Gate`, say).
  public func answers(_ handler: @escaping Handler) {
    state.withLock { $0.handler = handler }
  }

  /// Records a call and answers it.
  ///
  /// - Throws: The configured error; when nothing was configured, the test fails at the mock's
  ///   creation site and `unimplementedFailure` is thrown.
  public func callAsFunction(_ input: Input) async throws(Failure) -> Output {
    let handler = state.withLock { state in
      state.calls.append(input)
      return state.handler
    }
    guard let handler else {
      reportUnimplemented(name, at: site)
      throw unimplementedFailure
    }
    return try await handler(input)
  }
}
