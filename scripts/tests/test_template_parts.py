"""The marks of a template's part (scripts/template_parts.py): what `strip` keeps and what it
refuses, in every language the tree is written in."""

import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import template_parts as parts  # noqa: E402


class StripTests(unittest.TestCase):
    def test_a_marked_line_goes_and_its_neighbours_stay(self):
        text = "let a = 1\nlet b = 2  // samples\nlet c = 3"
        self.assertEqual(parts.strip(text, "samples"), "let a = 1\nlet c = 3")

    def test_a_block_goes_with_its_marks(self):
        text = "one\n  // samples:begin\n  two\n  three\n  // samples:end\nfour"
        self.assertEqual(parts.strip(text, "samples"), "one\nfour")

    def test_markdown_and_doc_comment_marks(self):
        text = "a\n<!-- samples:begin -->\nb\n<!-- samples:end -->\n/// c\n/// <!-- samples:begin -->\n/// d\n/// <!-- samples:end -->\ne"
        self.assertEqual(parts.strip(text, "samples"), "a\n/// c\ne")

    def test_shell_marks(self):
        text = "step a\n# samples:begin\nstep b\n# samples:end\nstep c  # samples\nstep d"
        self.assertEqual(parts.strip(text, "samples"), "step a\nstep d")

    def test_a_mark_inside_a_line_is_not_a_mark(self):
        # Only a mark at the end of a line counts: words that mention the part stay.
        text = "the samples are here\nlet x = \"// samples\" + y\nz"
        self.assertEqual(parts.strip(text, "samples"), text)

    def test_another_parts_marks_are_left(self):
        text = "a  // extra\nb  // samples\n// extra:begin\nc\n// extra:end"
        self.assertEqual(parts.strip(text, "samples"), "a  // extra\n// extra:begin\nc\n// extra:end")

    def test_a_block_never_ended_is_refused_with_its_line(self):
        with self.assertRaisesRegex(ValueError, "line 2: samples:begin never ended"):
            parts.strip("a\n// samples:begin\nb", "samples")

    def test_an_end_never_begun_is_refused(self):
        with self.assertRaisesRegex(ValueError, "line 1: samples:end with no block begun"):
            parts.strip("// samples:end\na", "samples")

    def test_a_block_inside_a_block_is_refused(self):
        with self.assertRaisesRegex(ValueError, "line 3: samples:begin inside the block begun at 1"):
            parts.strip("// samples:begin\na\n// samples:begin\n// samples:end\n// samples:end",
                        "samples")

    def test_marked_says_whether_a_text_has_marks(self):
        self.assertTrue(parts.marked("x  // samples", "samples"))
        self.assertTrue(parts.marked("<!-- samples:end -->", "samples"))
        self.assertFalse(parts.marked("samples, not a mark", "samples"))


class PartsTests(unittest.TestCase):
    def test_every_listed_path_exists_in_the_tree_as_shipped(self):
        root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        if not os.path.exists(os.path.join(root, "Modules", "Domain", "User.swift")):
            self.skipTest("the samples are already out of this tree")
        # The samples' screens go with the terminal app, their records with the sandbox, if
        # those were taken out (scripts/remove-extra).
        gone = ("Modules/TerminalUI", "Tests/TerminalUITests", "Modules/Sandbox",
                "Tests/SandboxTests", "docs/browse", "Tests/CLITests/Commands/BookmarkCommandTests.swift",
                "Tests/CLITests/EndToEnd/EarlierDataEndToEndTests.swift")
        missing = [path for path in parts.PARTS["samples"]
                   if not os.path.exists(os.path.join(root, path))
                   and not any(path == folder or path.startswith(folder + "/") for folder in gone)]
        self.assertEqual(missing, [], "PARTS lists paths that are not there")

    def test_a_swift_call_whose_last_argument_went_keeps_no_trailing_comma(self):
        with tempfile.TemporaryDirectory() as root:
            with open(os.path.join(root, "Main.swift"), "w") as handle:
                handle.write("let a = f(\n  x: 1,\n  y: 2  // browse\n)\nlet b = [\n  1,\n  2,  // browse\n]\n")
            _, edits = parts.plan(root, ["browse"], ["Main.swift"])
            # A call's `)` follows its last argument; an array keeps the comma the format wants.
            self.assertEqual(edits["Main.swift"], "let a = f(\n  x: 1\n)\nlet b = [\n  1,\n]\n")

    def test_a_plan_names_the_file_of_a_mark_it_cannot_follow(self):
        with tempfile.TemporaryDirectory() as root:
            with open(os.path.join(root, "run"), "w") as handle:
                handle.write("a\n# lab:begin\nb\n")
            with self.assertRaisesRegex(ValueError, "run, line 2: lab:begin never ended"):
                parts.plan(root, ["lab"], ["run"])

    def test_removable_paths_lists_only_what_exists(self):
        with tempfile.TemporaryDirectory() as root:
            os.makedirs(os.path.join(root, "Modules", "Features", "Profile"))
            found = parts.removable_paths(root, "samples")
            self.assertEqual(found, ["Modules/Features/Profile"])


if __name__ == "__main__":
    unittest.main()
