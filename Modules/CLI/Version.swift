/// The program's version: the one place it is written. `strata --version` prints it, the manual
/// page carries it, and `scripts/release` names the tarball after it and refuses to build a
/// release from a commit tagged `v<other version>`.
enum Version {
  static let current = "0.3.0"
}
