/// An HTTP request method.
public enum HTTPMethod: String, CaseIterable, Hashable, Sendable {
  /// Reads a resource.
  case get = "GET"
  /// Reads a resource's headers only.
  case head = "HEAD"
  /// Creates a resource or triggers processing; not idempotent.
  case post = "POST"
  /// Replaces a resource with the request body.
  case put = "PUT"
  /// Changes part of a resource; not idempotent.
  case patch = "PATCH"
  /// Removes a resource.
  case delete = "DELETE"
  /// Asks which methods a resource supports.
  case options = "OPTIONS"
  /// Echoes the request back, for diagnostics.
  case trace = "TRACE"
  /// Opens a tunnel through a proxy.
  case connect = "CONNECT"
}
