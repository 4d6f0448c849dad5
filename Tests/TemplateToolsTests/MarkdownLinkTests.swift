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
}
