"""What scripts/check-exercises says when a learner's package does not build: each compiler error
once, in the order it came, none cut off; and stderr when no compiler error explains it."""

import importlib.util
import os
import subprocess
import unittest
from importlib.machinery import SourceFileLoader

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def load():
    loader = SourceFileLoader("check_exercises", os.path.join(ROOT, "scripts", "check-exercises"))
    module = importlib.util.module_from_spec(importlib.util.spec_from_loader(loader.name, loader))
    loader.exec_module(module)
    return module


class BuildFailureTests(unittest.TestCase):
    def setUp(self):
        self.check = load()

    def failing_build(self, stdout, stderr=""):
        self.check.swift = lambda arguments, cwd: subprocess.CompletedProcess(
            ["swift", *arguments], 1, stdout=stdout, stderr=stderr)
        return self.check.build("/copy")

    def test_each_error_once_in_order(self):
        first = "/copy/Modules/A.swift:3:5: error: cannot find 'x' in scope"
        second = "/copy/Tests/B.swift:9:1: error: missing import of defining module 'Domain'"
        context = "   |     `- error: cannot find 'x' in scope"
        stdout = "\n".join(["[1/9] Compiling A", first, context, second, first, "x" * 5000, second])
        said = self.failing_build(stdout)
        self.assertEqual(said.splitlines(), [first, second, "(all of it: swift build --build-tests)"])

    def test_many_errors_are_counted_past_twenty(self):
        errors = [f"/copy/A.swift:{line}:1: error: e{line}" for line in range(1, 26)]
        said = self.failing_build("\n".join(errors)).splitlines()
        self.assertEqual(said[:20], errors[:20])
        self.assertEqual(said[20], "(and 5 more)")

    def test_without_a_compiler_error_stderr_says_why(self):
        said = self.failing_build("Building for debugging...", "error: manifest parse failed")
        self.assertIn("manifest parse failed", said)

    def test_a_build_that_passes_says_nothing(self):
        self.check.swift = lambda arguments, cwd: subprocess.CompletedProcess(
            ["swift", *arguments], 0, stdout="Build complete!", stderr="")
        self.assertIsNone(self.check.build("/copy"))


if __name__ == "__main__":
    unittest.main()
