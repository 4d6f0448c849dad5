public import Foundation

/// Where Strata keeps its data when nobody says otherwise.
///
/// | | data directory |
/// | --- | --- |
/// | `STRATA_DATA_DIR` set | that directory |
/// | Linux and other Unix | `$XDG_DATA_HOME/strata`, else `~/.local/share/strata` |
/// | Apple platforms | `~/Library/Application Support/Strata` |
///
/// The environment is a parameter, not read from the process, so the rules are testable.
public enum DataDirectory {
  /// The environment variable that overrides the default.
  public static let environmentVariable = "STRATA_DATA_DIR"

  /// Resolves the data directory.
  ///
  /// - Parameters:
  ///   - environment: The process environment.
  ///   - homeDirectory: The user's home directory, for the platform defaults.
  /// - Returns: The data directory (which may not exist yet).
  public static func resolve(
    environment: [String: String],
    homeDirectory: URL = FileManager.default.homeDirectoryForCurrentUser
  ) -> URL {
    if let override = environment[environmentVariable], !override.isEmpty {
      return URL(fileURLWithPath: override, isDirectory: true)
    }
    #if canImport(Darwin)
      return homeDirectory.appendingPathComponent(
        "Library/Application Support/Strata", isDirectory: true)
    #else
      if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
        return URL(fileURLWithPath: dataHome, isDirectory: true)
          .appendingPathComponent("strata", isDirectory: true)
      }
      return homeDirectory.appendingPathComponent(".local/share/strata", isDirectory: true)
    #endif
  }
}
