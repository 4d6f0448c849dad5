import Foundation
import TemplateTools

extension Template {
  /// `mutate`: every mutant of the list, or those named, planted alone; `--list` names them.
  /// Exit 1 when one survives or cannot be planted, 2 for a name the list lacks.
  static func mutate(_ arguments: inout Arguments) throws(ToolError) {
    let listing = arguments.flag("--list")
    if arguments.flag("--help") || arguments.flag("-h") {
      print("usage: scripts/lab/mutate [NAME...] [--list]: each bug of \(Mutate.list), alone")
      return
    }
    // A mutant whose file went with a part taken out (the samples, the terminal app) goes too;
    // MutantsTests holds the rest to the tree, so a file merely moved is never skipped here.
    var mutants = try Mutate.mutants(in: packageRoot).filter {
      FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent($0.file).path)
    }
    let unknown = Set(arguments.rest).subtracting(mutants.map(\.name))
    guard unknown.isEmpty else {
      fail("mutate: no mutant named \(unknown.sorted().joined(separator: ", "))", code: 2)
    }
    if !arguments.rest.isEmpty { mutants = mutants.filter { arguments.rest.contains($0.name) } }
    if listing {
      for mutant in mutants { print("\(mutant.name): \(mutant.file): \(mutant.why)") }
      return
    }
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("strata-mutate")
    let (table, allCaught) = try Mutate.run(mutants, from: packageRoot, in: work) {
      FileHandle.standardOutput.write(Data(($0 + "\n").utf8))
    }
    print("\n" + table)
    if !allCaught { exit(1) }
  }
}
