import Foundation
import Testing

@testable import CLI

@Suite("Standard streams")
struct StandardStreamsTests {
  @Test("Draws a screen only on a terminal, with a TERM that is set and not dumb")
  func interactive() throws {
    var descriptors: [Int32] = [-1, -1]
    try #require(pipe(&descriptors) == 0)
    defer { for descriptor in descriptors { close(descriptor) } }
    let (input, output) = (descriptors[0], descriptors[1])
    #expect(!StandardStreams.areInteractive(["TERM": "xterm"], input: input, output: output))
    for environment in [["TERM": "dumb"], ["TERM": ""], [:]] {
      #expect(!StandardStreams.areInteractive(environment))
    }
  }
}
