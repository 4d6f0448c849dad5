// The floor for `strata`'s benchmark: the least code that does the same job with URLSession, so
// the difference between the two is the cost of Strata's layers, injection and rendering.
//
//   floor URL                   GET URL, print the body (as `strata profile --json` does)
//   floor --startup-only        start and exit: the process and Foundation alone
//   floor --pages N URL         GET URL?_page=1.._page=N one after another (a sequential sync)
//   floor --posts N URL JSON    POST JSON to URL N times, one after another, each with its own
//                               Idempotency-Key (what `strata sync` sends for N queued adds)

import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@main
enum Floor {
  static func main() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "--startup-only" { return }
    var pages = 0
    var posts = 0
    var rest = arguments[...]
    if rest.first == "--posts", rest.count >= 4, let count = Int(rest[rest.startIndex + 1]) {
      posts = count
      rest = rest.dropFirst(2)
    }
    if rest.first == "--pages", rest.count >= 3, let count = Int(rest[rest.startIndex + 1]) {
      pages = count
      rest = rest.dropFirst(2)
    }
    guard let text = rest.first, let url = URL(string: text) else {
      FileHandle.standardError.write(Data("usage: floor [--startup-only | --pages N] URL\n".utf8))
      exit(64)
    }
    do {
      if posts > 0, rest.count >= 2 {
        let body = Data(rest[rest.startIndex + 1].utf8)
        for _ in 1...posts {
          var request = URLRequest(url: url)
          request.httpMethod = "POST"
          request.httpBody = body
          request.setValue("application/json", forHTTPHeaderField: "Content-Type")
          request.setValue(UUID().uuidString, forHTTPHeaderField: "Idempotency-Key")
          let (_, response) = try await URLSession.shared.data(for: request)
          guard (response as? HTTPURLResponse)?.statusCode == 201 else { exit(69) }
        }
        print("sent \(posts) posts")
      } else if pages == 0 {
        let (data, _) = try await URLSession.shared.data(from: url)
        print(String(decoding: data, as: UTF8.self))
      } else {
        var count = 0
        for page in 1...pages {
          var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
          components?.queryItems = [
            URLQueryItem(name: "_page", value: String(page)), URLQueryItem(name: "_limit", value: "100"),
          ]
          guard let pageURL = components?.url else { exit(64) }
          let (data, _) = try await URLSession.shared.data(from: pageURL)
          count += data.count
        }
        print("fetched \(pages) pages, \(count) bytes")
      }
    } catch {
      FileHandle.standardError.write(Data("floor: \(error)\n".utf8))
      exit(69)
    }
  }
}
