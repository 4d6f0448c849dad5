/// Levenshtein distance, for "did you mean" suggestions.
enum EditDistance {
  static func between(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }

  /// The candidate closest to `word`, if it is close enough to be a typo.
  static func nearest(to word: String, among candidates: [String]) -> String? {
    // Arguments are input: a megabyte-long word would make this quadratic scan crawl.
    guard word.count <= 64 else { return nil }
    let scored = candidates.map { ($0, between(word, $0)) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, word.count / 3) else {
      return nil
    }
    return best.0
  }
}
