import Foundation
import TestSupport
import Testing

/// The end-to-end suites' one way to run a program and read what it did.
@Suite("Child process")
struct ChildProcessTests {
  @Test("Its peak memory is its own: a program that holds 64 MiB is measured above it")
  func peakMemory() async throws {
    let home = try TemporaryDirectory()
    // A shell that keeps 64 MiB in a variable for a moment, then exits.
    let script = "held=$(head -c 67108864 /dev/zero | tr '\\0' a); sleep 0.2; echo ${#held}"
    let child = try ChildProcess(
      "/bin/sh", ["-c", script], environment: ["PATH": "/usr/bin:/bin"], directory: home.url)
    let result = await child.waitMeasuringMemory()
    #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "67108864")
    let peak = try #require(result.peakMemoryBytes)
    #expect(peak > 64 << 20, "\(peak >> 20) MiB")
    let small = await
      (try ChildProcess(
        "/bin/sh", ["-c", "sleep 0.1"], environment: ["PATH": "/usr/bin:/bin"], directory: home.url
      )).waitMeasuringMemory()
    #expect(try #require(small.peakMemoryBytes) < 16 << 20, "not the test runner's size")
  }
}
