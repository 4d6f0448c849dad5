public import Foundation

/// Where Strata keeps its data when nobody says otherwise.
///
/// | | data directory |
/// | --- | --- |
/// | Linux and other Unix | `$XDG_DATA_HOME/strata`, else `$HOME/.local/share/strata` |
/// | Apple platforms | `$HOME/Library/Application Support/Strata` |
///
/// The home directory is `$HOME`, or the password database's when `HOME` is unset or relative, so
/// a run with another `HOME` never writes into the real one. Relative paths are ignored, per XDG.
public enum DataDirectory {
  /// The environment variable that overrides the default (read by the CLI with `--data-dir`).
  public static let environmentVariable = "STRATA_DATA_DIR"

  /// The default data directory, which may not exist yet, or `nil` when no home directory can
  /// be found at all; `passwordDatabaseHome` is called only when `HOME` is unset or relative.
  public static func resolve(
    environment: [String: String],
    passwordDatabaseHome: () -> String? = homeFromPasswordDatabase
  ) -> URL? {
    #if !canImport(Darwin)
      if let dataHome = absolute(environment["XDG_DATA_HOME"]) {
        return URL(fileURLWithPath: dataHome, isDirectory: true)
          .appendingPathComponent("strata", isDirectory: true)
      }
    #endif
    guard let home = absolute(environment["HOME"]) ?? absolute(passwordDatabaseHome()) else {
      return nil
    }
    return URL(fileURLWithPath: home, isDirectory: true)
      .appendingPathComponent(platformSubdirectory, isDirectory: true)
  }

  /// Where the default lives below the home directory, on this platform.
  public static var platformSubdirectory: String {
    #if canImport(Darwin)
      "Library/Application Support/Strata"
    #else
      ".local/share/strata"
    #endif
  }

  /// The current user's home directory from the password database (`getpwuid`).
  public static func homeFromPasswordDatabase() -> String? {
    guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
    return String(cString: directory)
  }

  private static func absolute(_ path: String?) -> String? {
    guard let path, path.hasPrefix("/") else { return nil }
    return path
  }
}
