import Foundation

/// One read-only resource the sandbox serves besides users and posts, such as
/// `GET /posts/{postId}/comments`: a path pattern and the sample data for each match.
///
/// Each feature `scripts/new-feature` generates adds a route in a file of its own and one line
/// to ``SandboxRoutes/all``, so `strata <feature>` works at once with no server.
struct SandboxRoute: Sendable {
  /// The largest number a parameter matches. The sample data is arithmetic on the parameters
  /// (the comments of post 7 are numbered 31 to 35), and a number from the command line can be
  /// as large as `Int.max`; above this, there is no such resource, so the answer is a 404.
  static let largestParameter = 1_000_000

  /// The path, one component per element; `{name}` matches a whole number from 1 to
  /// ``largestParameter``.
  let pattern: [String]
  /// The answer for the numbers the pattern's parameters matched, by name, or `nil` for a 404.
  let answer: @Sendable ([String: Int]) -> (any Encodable & Sendable)?

  /// A route that serves `answer` for the requests `pattern` matches.
  init(
    _ pattern: String, answer: @escaping @Sendable ([String: Int]) -> (any Encodable & Sendable)?
  ) {
    self.pattern = pattern.split(separator: "/").map(String.init)
    self.answer = answer
  }

  /// The parameters `path` binds, or `nil` when it does not match: a parameter must be a whole
  /// number from 1, as the CLI's options for it are, and at most ``largestParameter``.
  func match(_ path: [String]) -> [String: Int]? {
    guard path.count == pattern.count else { return nil }
    var parameters: [String: Int] = [:]
    for (expected, actual) in zip(pattern, path) {
      if expected.hasPrefix("{") && expected.hasSuffix("}") {
        guard let number = Int(actual), (1...Self.largestParameter).contains(number) else {
          return nil
        }
        parameters[String(expected.dropFirst().dropLast())] = number
      } else if expected != actual {
        return nil
      }
    }
    return parameters
  }
}
