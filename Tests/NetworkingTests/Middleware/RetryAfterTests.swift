import Foundation
import Testing

@testable import Networking

@Suite("Retry-After header", .tags(.retries))
struct RetryAfterTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15 08:00:00 UTC

  @Test("Reads a number of seconds", arguments: [("0", 0), ("1", 1), (" 120 ", 120)])
  func readsSeconds(value: String, seconds: Int) {
    #expect(RetryAfter.delay(from: value, now: now) == .seconds(seconds))
  }

  @Test(
    "Reads an HTTP date in any of the three forms RFC 9110 allows",
    arguments: [
      "Fri, 15 Jan 2027 08:00:30 GMT",
      "Friday, 15-Jan-27 08:00:30 GMT",
      "Fri Jan 15 08:00:30 2027",
    ])
  func readsHTTPDate(value: String) {
    #expect(RetryAfter.delay(from: value, now: now) == .seconds(30))
  }

  @Test("Treats a date in the past as no wait")
  func pastDate() {
    #expect(RetryAfter.delay(from: "Thu, 01 Jan 1970 00:00:00 GMT", now: now) == .zero)
  }

  @Test("Ignores a malformed value", arguments: ["", "soon", "-5", "1.5", "Fri, 99 Foo 2027"])
  func ignoresMalformedValue(value: String) {
    #expect(RetryAfter.delay(from: value, now: now) == nil)
  }
}
