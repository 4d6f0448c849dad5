import Foundation

/// The POSIX permission bits of the file at `url`.
func permissions(of url: URL) throws -> Int {
  let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
  return (attributes[.posixPermissions] as? Int) ?? -1
}
