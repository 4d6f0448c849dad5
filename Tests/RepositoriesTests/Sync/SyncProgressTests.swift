import Repositories
import Testing

@Suite("Sync progress")
struct SyncProgressTests {
  @Test(
    "Gives the share done, clamped, only when the total is a usable number",
    arguments: [
      (4, 10 as Int?, 0.4 as Double?), (0, 10, 0), (12, 10, 1), (-3, 10, 0), (3, 0, nil),
      (3, nil, nil), (3, -5, nil),
    ] as [(Int, Int?, Double?)])
  func fraction(done: Int, total: Int?, expected: Double?) {
    let progress = SyncProgress(part: "articles", pagesDone: done, pagesTotal: total, itemsDone: 0)
    #expect(progress.fractionDone == expected)
  }
}
