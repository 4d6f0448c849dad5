import Foundation
import Testing

@testable import TemplateTools

/// `scripts/lab/mutants.json`, held to the tree: each bug's text occurs exactly once where it is
/// planted, so a file moved or a line reworded fails here, not in an hour-long run.
@Suite(
  "The lab's mutants",
  .enabled(
    if: FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(Mutate.list).path)
  ),
  .disabled(if: ProcessInfo.processInfo.environment["STRATA_PLANTED_MUTANT"] != nil))
struct MutantsTests {
  @Test("Each mutant names a file that is there and text it holds exactly once")
  func heldToTheTree() throws {
    let mutants = try Mutate.mutants(in: packageRoot)
    #expect(!mutants.isEmpty)
    #expect(Set(mutants.map(\.name)).count == mutants.count, "a mutant's name is given twice")
    // A file that went with an extra or the samples takes its mutants with it.
    let samplesOut = !FileManager.default.fileExists(
      atPath: packageRoot.appendingPathComponent("Modules/Domain/User.swift").path)
    let gone = Extra.all.flatMap(\.paths).filter {
      !FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent($0).path)
    }
    for mutant in mutants {
      guard
        let text = try? String(
          contentsOf: packageRoot.appendingPathComponent(mutant.file), encoding: .utf8)
      else {
        #expect(
          samplesOut || gone.contains { mutant.file == $0 || mutant.file.hasPrefix($0 + "/") },
          "\(mutant.name): \(mutant.file) is not there")
        continue
      }
      #expect(Mutate.planted(mutant, in: text) != nil, "\(mutant.name): not once in \(mutant.file)")
      #expect(mutant.find != mutant.replace && !mutant.why.isEmpty, "\(mutant.name)")
    }
  }

  @Test("A bug is planted only where its text occurs exactly once")
  func planting() {
    let mutant = Mutant(name: "m", file: "f", find: "a < b", replace: "a <= b", why: "off by one")
    #expect(Mutate.planted(mutant, in: "if a < b {}") == "if a <= b {}")
    #expect(Mutate.planted(mutant, in: "a < b; a < b") == nil)
    #expect(Mutate.planted(mutant, in: "nothing") == nil)
  }
}
