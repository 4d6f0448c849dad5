public import Domain

/// The API as the rest of the app sees it: typed calls that return Domain values.
///
/// Everything HTTP stays below this line: URLs, status codes, JSON and transport errors become
/// Domain values or an ``APIError``. Repositories depend on this protocol, never on a transport,
/// so they are tested with `MockAPIClient` (module `NetworkingMocks`) and no HTTP at all.
///
/// Typed throws make the boundary a compile-time rule: nothing but an ``APIError`` can escape.
public protocol APIClient: Sendable {
  /// Fetches one user's profile (`GET /users/{id}`).
  ///
  /// - Parameter id: The user's identifier.
  /// - Returns: The profile.
  /// - Throws: ``APIError``; a missing user is ``APIError/status(_:)`` with 404.
  func fetchUser(id: User.ID) async throws(APIError) -> User

  /// Fetches one page of articles (`GET /posts?_page=N&_limit=M`), with the total from the
  /// `X-Total-Count` header when the server sends it.
  ///
  /// - Parameters:
  ///   - page: The page number, starting at 1.
  ///   - perPage: The page size.
  /// - Returns: The page; past the end of the list, a page with no items.
  /// - Throws: ``APIError``.
  func fetchArticles(page: Int, perPage: Int) async throws(APIError) -> Page<Article>

  /// Replaces a user's profile (`PUT /users/{id}` with the full user as JSON).
  ///
  /// - Parameters:
  ///   - id: The user's identifier.
  ///   - user: The complete profile to store.
  /// - Returns: The profile as the server stored it.
  /// - Throws: ``APIError``.
  func updateProfile(id: User.ID, _ user: User) async throws(APIError) -> User
}
