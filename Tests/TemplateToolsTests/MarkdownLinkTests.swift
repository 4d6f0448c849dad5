import Testing

@testable import TemplateTools

@Suite("MarkdownLink: the links check-docs checks and remove-extra follows, read one way")
struct MarkdownLinkTests {
  @Test("Every form of a link to a file is read; a scheme or DocC's doc: is not a file here")
  func reading() {
    let line = """
      See [a](docs/a.md), [b](<docs/b c.md>), [c](../c.md "its title"), [d](#here), \
      [e](x.md#part), [f](https://example.com/x.md), [g](<doc:Networking>) and ![h](i.png).
      """
    #expect(
      MarkdownLink.local(in: line) == [
        MarkdownLink(path: "docs/a.md"), MarkdownLink(path: "docs/b c.md"),
        MarkdownLink(path: "../c.md"), MarkdownLink(path: "", fragment: "here"),
        MarkdownLink(path: "x.md", fragment: "part"), MarkdownLink(path: "i.png"),
      ])
  }

  @Test("A path is worked out from its document's folder, and one above the root is nil")
  func resolving() {
    #expect(MarkdownLink(path: "../Modules/./CLI").resolved(from: "docs/cli") == "docs/Modules/CLI")
    #expect(MarkdownLink(path: "../../README.md").resolved(from: "docs/cli") == "README.md")
    #expect(MarkdownLink(path: "a.md").resolved(from: "") == "a.md")
    #expect(MarkdownLink(path: "../a.md").resolved(from: "") == nil)
  }

  @Test("A link to lines must name lines the file has, the first holding the code it names")
  func lines() throws {
    let file: [Substring] = ["import Domain", "", "public struct Album {", "  var id: Int", "}"]
    func problem(_ line: String) throws -> String? {
      try #require(MarkdownLink.local(in: line).first).lineProblem(in: file)
    }
    #expect(try problem("[`public struct Album`](A.swift#L3-L5)") == nil)
    #expect(try problem("[the struct](A.swift#L3)") == "its text names no code that line 3 holds")
    #expect(try problem("[`var id`](A.swift#L4)") == nil)
    #expect(
      try problem("[`public struct Album`](A.swift#L4-L5)")
        == "line 4 does not hold `public struct Album`")
    #expect(try problem("[`x`](A.swift#L3-L6)") == "no lines L3-L6 in a file of 5")
    #expect(try problem("[`x`](A.swift#L4-L3)") == "no lines L4-L3 in a file of 5")
    #expect(try problem("[`x`](A.swift#L0)") == "no lines L0 in a file of 5")
    #expect(try problem("[`x`](A.swift#L99999999999999999999)") != nil)
    #expect(try problem("[x](A.swift#other)") == nil, "not a link to lines")
  }
}
