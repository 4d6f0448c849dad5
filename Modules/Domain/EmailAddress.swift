/// A plausibility check for ``ProfileUpdate``'s emails, since only mail proves an address valid.
/// It rejects typos (a missing `@`, a space, a dotless domain) and accepts non-ASCII letters.
enum EmailAddress {
  static func isPlausible(_ candidate: String) -> Bool {
    let parts = candidate.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, let local = parts.first, let domain = parts.last else { return false }
    return isPlausibleLocalPart(local) && isPlausibleDomain(domain)
  }

  private static func isPlausibleLocalPart(_ local: Substring) -> Bool {
    guard (1...64).contains(local.count) else { return false }
    guard local.first != ".", local.last != ".", !local.contains("..") else { return false }
    return local.allSatisfy { !$0.isWhitespace && $0.unicodeScalars.allSatisfy(isVisible) }
  }

  private static func isPlausibleDomain(_ domain: Substring) -> Bool {
    let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, let topLevel = labels.last, topLevel.count >= 2 else { return false }
    guard topLevel.allSatisfy(\.isLetter) else { return false }
    return labels.allSatisfy { label in
      (1...63).contains(label.count)
        && label.first != "-" && label.last != "-"
        && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
    }
  }

  private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory != .control
  }
}
