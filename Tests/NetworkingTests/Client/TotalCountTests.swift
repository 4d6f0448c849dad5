import Foundation
import Testing

@testable import Networking

@Suite("Total count")
struct TotalCountTests {
  func read(_ headers: HTTPHeaders) throws(APIError) -> Int? {
    try TotalCount.read(HTTPResponse(statusCode: 200, headers: headers))
  }

  @Test("Is unknown when the server does not say")
  func absent() throws {
    #expect(try read([:]) == nil)
    #expect(try read(["X-Total": "3"]) == nil)
  }

  @Test("Reads the header in any letter case")
  func anyCase() throws {
    #expect(try read(["x-total-count": "3"]) == 3)
    #expect(try read(["X-TOTAL-COUNT": "0"]) == 0)
  }

  @Test(
    "Believes a whole number from 0 to a billion, white space around it aside",
    arguments: [("0", 0), ("1", 1), (" 42\t", 42), ("1000000000", 1_000_000_000), ("+7", 7)])
  func believes(value: String, total: Int) throws {
    #expect(try read(["X-Total-Count": value]) == total)
  }

  @Test(
    "Refuses any other value, keeping it as it came",
    arguments: [
      "-1", "1000000001", "9223372036854775807", "9223372036854775808", "", "  ", "1e3", "1.0",
      "0x10", "٣", "３", "1 000", "NaN", "\u{1B}[2J1", "1\r\nX-Evil: yes",
    ])
  func refuses(value: String) {
    #expect(throws: APIError.invalidHeader(name: "X-Total-Count", value: value)) {
      try read(["X-Total-Count": value])
    }
  }
}
