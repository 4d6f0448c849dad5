import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One request as ``LoopbackHTTP`` read it off the socket: what the server's behaviour sees.
struct LoopbackRequest: Sendable {
  var method: String
  /// The request target as sent: path and query.
  var target: String
  /// The headers, by lower-case name (a repeated header keeps its last value).
  var headers: [String: String]
  var body: Data

  /// The target's path, without its query.
  var path: String { String(target.prefix { $0 != "?" }) }

  /// The query's values, by name, in order.
  var query: [String: [String]] {
    guard let components = URLComponents(string: "http://h\(target)") else { return [:] }
    return (components.queryItems ?? []).reduce(into: [:]) {
      $0[$1.name, default: []].append($1.value ?? "")
    }
  }

  func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// What the server does with a request: an answer, or one of the ways a server misbehaves.
enum LoopbackAnswer: Sendable {
  /// A whole answer, with its `Content-Length`.
  case respond(status: Int, headers: [(String, String)], body: Data)
  /// `status`, then `bytes` of JSON-looking spaces, announced (`Content-Length`) or chunked.
  case stream(status: Int, bytes: Int, chunked: Bool)
  /// Nothing, until the client goes away (or a minute passes).
  case hang
  /// The connection reset (a TCP RST).
  case reset
  /// The connection closed without a byte (a FIN).
  case close
  /// Exactly these bytes, then the connection closed: a body cut short, say.
  case raw(Data)
}

/// A small HTTP/1.1 server on the loopback interface, for the end-to-end tests: a thread accepts
/// connections, and a thread per connection reads its requests one after the other and writes
/// what `respond` answers. Blocking sockets, and a poll every 100 ms to notice ``stop()``.
///
/// A request whose body ends before its `Content-Length` (a client killed while sending) is
/// dropped unanswered, as a real server drops it, and never reaches `respond`.
final class LoopbackHTTP: Sendable {
  /// The port it listens on, on each of its addresses.
  let port: Int
  private let listeners: [Int32]
  private let state = Mutex(State())
  private let respond: @Sendable (LoopbackRequest) -> LoopbackAnswer

  private struct State {
    var stopped = false
    var connections: Set<Int32> = []
  }

  /// Listens on 127.0.0.1 (and on ::1 too, on the same port, when `ipv6`), on a free port.
  ///
  /// - Throws: ``ServerDidNotStart`` when no port can be bound.
  init(ipv6: Bool, respond: @escaping @Sendable (LoopbackRequest) -> LoopbackAnswer) throws {
    self.respond = respond
    var bound: [Int32] = []
    var port = 0
    for _ in 0..<100 {
      for descriptor in bound { close(descriptor) }
      bound = []
      guard let first = Self.listener(ipv6: ipv6, port: 0) else { continue }
      bound = [first.socket]
      port = first.port
      // A client sent to [::1] may be sent to `localhost`, which names 127.0.0.1 too: the same
      // port on both, or another test's server could answer in this one's place.
      if ipv6 {
        guard let second = Self.listener(ipv6: false, port: port) else { continue }
        bound.append(second.socket)
      }
      break
    }
    guard !bound.isEmpty else {
      throw ServerDidNotStart(errors: "no port on the loopback interface could be bound")
    }
    self.port = port
    listeners = bound
    for listener in bound {
      Thread { [self] in acceptLoop(listener) }.start()
    }
  }

  /// Stops accepting and ends every connection; each thread then finishes what it was writing.
  /// The listeners stop before this returns, so a later client is refused as by a server that is
  /// gone; they are shut down under the lock, and their thread closes them once it sees `stopped`.
  func stop() {
    let open = state.withLock { state -> Set<Int32> in
      if !state.stopped {
        for listener in listeners { shutdown(listener, Int32(SHUT_RDWR)) }
      }
      state.stopped = true
      return state.connections
    }
    for connection in open { shutdown(connection, Int32(SHUT_RDWR)) }
  }

  deinit { stop() }

  private var isStopped: Bool { state.withLock { $0.stopped } }

  private func acceptLoop(_ listener: Int32) {
    defer { close(listener) }
    while !isStopped {
      guard Self.waitReadable(listener, milliseconds: 100) else { continue }
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { continue }
      let admitted = state.withLock { state in
        if !state.stopped { state.connections.insert(connection) }
        return !state.stopped
      }
      guard admitted else {
        close(connection)
        continue
      }
      Thread { [self] in serve(connection) }.start()
    }
  }

  private func serve(_ connection: Int32) {
    defer {
      state.withLock { _ = $0.connections.remove(connection) }
      close(connection)
    }
    var reader = SocketReader(socket: connection, isStopped: { [self] in isStopped })
    while let request = reader.request() {
      let keepAlive = request.header("Connection")?.lowercased() != "close"
      guard write(respond(request), to: connection, method: request.method), keepAlive else {
        return
      }
    }
  }

  /// Writes `answer`; whether the connection may carry another request.
  private func write(_ answer: LoopbackAnswer, to connection: Int32, method: String) -> Bool {
    switch answer {
    case .respond(let status, let headers, let body):
      var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
      for (name, value) in headers { head += "\(name): \(value)\r\n" }
      head += "Content-Length: \(body.count)\r\n\r\n"
      return Self.send(Data(head.utf8) + (method == "HEAD" ? Data() : body), to: connection)
    case .stream(let status, let bytes, let chunked):
      let length = chunked ? "Transfer-Encoding: chunked" : "Content-Length: \(bytes)"
      let head =
        "HTTP/1.1 \(status) \(Self.reason(status))\r\nContent-Type: application/json\r\n"
        + "\(length)\r\n\r\n"
      guard Self.send(Data(head.utf8), to: connection) else { return false }
      var block = Data("[".utf8) + Data(repeating: UInt8(ascii: " "), count: 64 * 1024 - 1)
      var sent = 0
      while sent < bytes, !isStopped {
        let piece =
          chunked ? Data(String(block.count, radix: 16).utf8) + crlf + block + crlf : block
        guard Self.send(piece, to: connection) else { break }
        sent += block.count
        block = Data(repeating: UInt8(ascii: " "), count: block.count)
      }
      return false
    case .hang:
      var reader = SocketReader(socket: connection, isStopped: { [self] in isStopped })
      reader.waitForClose(seconds: 60)
      return false
    case .reset:
      // SO_LINGER with no time: closing the socket then sends a TCP RST.
      var option = linger(l_onoff: 1, l_linger: 0)
      setsockopt(connection, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
      return false
    case .close:
      return false
    case .raw(let bytes):
      _ = Self.send(bytes, to: connection)
      return false
    }
  }

  private static func send(_ data: Data, to connection: Int32) -> Bool {
    var offset = 0
    while offset < data.count {
      let written = data.withUnsafeBytes { bytes in
        // A client gone (one that gave up waiting) is an error here, never a SIGPIPE.
        #if canImport(Darwin)
          Darwin.send(connection, bytes.baseAddress.map { $0 + offset }, data.count - offset, 0)
        #else
          Glibc.send(
            connection, bytes.baseAddress.map { $0 + offset }, data.count - offset,
            Int32(MSG_NOSIGNAL))
        #endif
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return false }
      offset += written
    }
    return true
  }

  static func waitReadable(_ socket: Int32, milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) > 0
  }

  private static func listener(ipv6: Bool, port: Int) -> (socket: Int32, port: Int)? {
    let family = ipv6 ? AF_INET6 : AF_INET
    #if canImport(Darwin)
      let descriptor = socket(family, SOCK_STREAM, 0)
    #else
      let descriptor = socket(family, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    guard descriptor >= 0 else { return nil }
    var yes: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var storage = sockaddr_storage()
    let length: socklen_t
    if ipv6 {
      var address = sockaddr_in6()
      address.sin6_family = sa_family_t(AF_INET6)
      address.sin6_addr = in6addr_loopback
      address.sin6_port = UInt16(port).bigEndian
      withUnsafeBytes(of: address) { source in
        withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: source) }
      }
      length = socklen_t(MemoryLayout<sockaddr_in6>.size)
    } else {
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      address.sin_port = UInt16(port).bigEndian
      withUnsafeBytes(of: address) { source in
        withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: source) }
      }
      length = socklen_t(MemoryLayout<sockaddr_in>.size)
    }
    var actual = length
    let ready = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(descriptor, address, length) == 0 && listen(descriptor, 128) == 0
          && getsockname(descriptor, address, &actual) == 0
      }
    }
    guard ready else {
      close(descriptor)
      return nil
    }
    let bound = withUnsafeBytes(of: storage) { bytes in
      ipv6
        ? bytes.load(as: sockaddr_in6.self).sin6_port : bytes.load(as: sockaddr_in.self).sin_port
    }
    return (descriptor, Int(UInt16(bigEndian: bound)))
  }

  private static func reason(_ status: Int) -> String {
    [
      200: "OK", 201: "Created", 204: "No Content", 302: "Found", 307: "Temporary Redirect",
      308: "Permanent Redirect", 400: "Bad Request", 401: "Unauthorized", 404: "Not Found",
      405: "Method Not Allowed", 409: "Conflict", 422: "Unprocessable Entity",
      429: "Too Many Requests", 500: "Internal Server Error", 501: "Not Implemented",
      503: "Service Unavailable",
    ][status] ?? "Status"
  }
}

private let crlf = Data("\r\n".utf8)

/// Reads HTTP/1.1 requests off one connection, one after the other.
private struct SocketReader {
  let socket: Int32
  let isStopped: () -> Bool
  private var buffer = Data()

  init(socket: Int32, isStopped: @escaping () -> Bool) {
    self.socket = socket
    self.isStopped = isStopped
  }

  /// The next request; `nil` when the connection ends, cannot be read, or ends mid-request.
  mutating func request() -> LoopbackRequest? {
    var headEnd: Range<Data.Index>?
    while true {
      headEnd = buffer.range(of: Data("\r\n\r\n".utf8))
      if headEnd != nil || buffer.count > 64 * 1024 { break }
      guard fill() else { return nil }
    }
    guard let headEnd else { return nil }
    let lines = String(decoding: buffer[..<headEnd.lowerBound], as: UTF8.self)
      .components(separatedBy: "\r\n")
    let requestLine = lines.first?.split(separator: " ") ?? []
    guard requestLine.count >= 2 else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    let length = max(0, Int(headers["content-length"] ?? "") ?? 0)
    buffer.removeSubrange(..<headEnd.upperBound)
    while buffer.count < length {
      // A client killed while sending: nothing is done with what arrived.
      guard fill() else { return nil }
    }
    let body = Data(buffer.prefix(length))
    buffer.removeSubrange(..<(buffer.startIndex + length))
    return LoopbackRequest(
      method: String(requestLine[0]), target: String(requestLine[1]), headers: headers,
      body: body)
  }

  /// Waits until the client closes its end, the server stops, or `seconds` pass.
  mutating func waitForClose(seconds: Int) {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while ContinuousClock.now < deadline, fill() {}
  }

  /// Reads what has arrived into the buffer; `false` at the connection's end or the server's.
  private mutating func fill() -> Bool {
    while !isStopped() {
      guard LoopbackHTTP.waitReadable(socket, milliseconds: 100) else { continue }
      var chunk = [UInt8](repeating: 0, count: 64 * 1024)
      let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      buffer.append(contentsOf: chunk[..<count])
      return true
    }
    return false
  }
}
