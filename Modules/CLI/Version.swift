/// The program's version, the one place it is written: `strata --version`, the manual page and
/// `scripts/release` read it.
enum Version {
  static let current = "0.3.0"
}
