public import Domain
public import DomainMocks
public import Networking

/// An ``Networking/APIClient`` whose every call is configured by the test and recorded.
///
/// Use it to test repositories without HTTP. Each requirement is a ``DomainMocks/MockMethod``:
/// configure it with `returns`, `fails(with:)` or `answers`, and read `calls` afterwards. A call
/// the test did not configure fails the test.
public final class MockAPIClient: APIClient {
  /// The arguments of a ``fetchArticles(page:perPage:)`` call.
  public struct ArticlesCall: Hashable, Sendable {
    /// The page number asked for.
    public var page: Int
    /// The page size asked for.
    public var perPage: Int

    /// Creates the arguments.
    ///
    /// - Parameters:
    ///   - page: The page number.
    ///   - perPage: The page size.
    public init(page: Int, perPage: Int) {
      self.page = page
      self.perPage = perPage
    }
  }

  /// The arguments of an ``updateProfile(id:_:)`` call.
  public struct UpdateCall: Hashable, Sendable {
    /// The user's identifier.
    public var id: User.ID
    /// The complete profile sent.
    public var user: User

    /// Creates the arguments.
    ///
    /// - Parameters:
    ///   - id: The user's identifier.
    ///   - user: The complete profile sent.
    public init(id: User.ID, user: User) {
      self.id = id
      self.user = user
    }
  }

  /// Stands in for ``fetchUser(id:)``; its input is the user identifier.
  public let fetchUser = MockMethod<User.ID, User, APIError>(
    "MockAPIClient.fetchUser(id:)", unimplementedFailure: unimplemented)
  /// Stands in for ``fetchArticles(page:perPage:)``.
  public let fetchArticles = MockMethod<ArticlesCall, Page<Article>, APIError>(
    "MockAPIClient.fetchArticles(page:perPage:)", unimplementedFailure: unimplemented)
  /// Stands in for ``updateProfile(id:_:)``.
  public let updateProfile = MockMethod<UpdateCall, User, APIError>(
    "MockAPIClient.updateProfile(id:_:)", unimplementedFailure: unimplemented)

  /// Creates a mock with nothing configured.
  public init() {}

  /// Answers every ``fetchArticles`` call as a server holding `totalCount` mock articles would,
  /// with the total in every page.
  ///
  /// - Parameter totalCount: How many articles the whole list holds.
  public func serveArticles(totalCount: Int) {
    fetchArticles.answers { call throws(APIError) in
      guard let request = try? PageRequest(page: call.page, perPage: call.perPage) else {
        throw .invalidRequest("page \(call.page) of \(call.perPage)")
      }
      return .mock(request, totalCount: totalCount)
    }
  }

  /// Records the call and answers as ``fetchUser`` was configured.
  ///
  /// - Parameter id: The user's identifier.
  /// - Returns: The configured user.
  /// - Throws: The configured ``Networking/APIError``.
  public func fetchUser(id: User.ID) async throws(APIError) -> User {
    try await fetchUser(id)
  }

  /// Records the call and answers as ``fetchArticles`` was configured.
  ///
  /// - Parameters:
  ///   - page: The page number.
  ///   - perPage: The page size.
  /// - Returns: The configured page.
  /// - Throws: The configured ``Networking/APIError``.
  public func fetchArticles(page: Int, perPage: Int) async throws(APIError) -> Page<Article> {
    try await fetchArticles(ArticlesCall(page: page, perPage: perPage))
  }

  /// Records the call and answers as ``updateProfile`` was configured.
  ///
  /// - Parameters:
  ///   - id: The user's identifier.
  ///   - user: The complete profile.
  /// - Returns: The configured user.
  /// - Throws: The configured ``Networking/APIError``.
  public func updateProfile(id: User.ID, _ user: User) async throws(APIError) -> User {
    try await updateProfile(UpdateCall(id: id, user: user))
  }

  private static let unimplemented = APIError.transport(
    .other(code: -1, description: "unimplemented mock call"))
}
