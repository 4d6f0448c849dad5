"""Every patch of a writing exercise (docs/exercises/*/) still applies to today's tree: a change
to a file an exercise patches fails here, in a second, instead of in CI's exercise step twenty
minutes later. Whether the patched code builds and passes is scripts/check-exercises's job."""

import os
import re
import shutil
import subprocess
import tempfile
import importlib.util
import unittest
from importlib.machinery import SourceFileLoader

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXERCISES = os.path.join(ROOT, "docs", "exercises")
PATCHED = re.compile(r"^--- a/(\S+)$", re.MULTILINE)


def overlay(source, target):
    """Copies the files under `source` over `target`, as check-exercises does."""
    for folder, _, names in os.walk(source):
        for name in names:
            path = os.path.join(folder, name)
            destination = os.path.join(target, os.path.relpath(path, source))
            os.makedirs(os.path.dirname(destination), exist_ok=True)
            shutil.copyfile(path, destination)


class ExercisePatchTests(unittest.TestCase):
    def test_each_patch_applies_where_check_exercises_applies_it(self):
        folders = sorted(name for name in os.listdir(EXERCISES)
                         if os.path.isdir(os.path.join(EXERCISES, name)))
        self.assertTrue(folders, "no exercise folders found")
        for name in folders:
            folder = os.path.join(EXERCISES, name)
            with self.subTest(exercise=name), tempfile.TemporaryDirectory() as copy:
                # The order of check-exercises: given/, solution/, solution.patch, bug.patch.
                patches = [os.path.join(folder, patch)
                           for patch in ("solution.patch", "bug.patch")
                           if os.path.isfile(os.path.join(folder, patch))]
                for patch in patches:
                    with open(patch, encoding="utf-8") as file:
                        for path in PATCHED.findall(file.read()):
                            if os.path.isfile(os.path.join(ROOT, path)):
                                overlay_file = os.path.join(copy, path)
                                os.makedirs(os.path.dirname(overlay_file), exist_ok=True)
                                shutil.copyfile(os.path.join(ROOT, path), overlay_file)
                for part in ("given", "solution"):
                    if os.path.isdir(os.path.join(folder, part)):
                        overlay(os.path.join(folder, part), copy)
                for patch in patches:
                    result = subprocess.run(["git", "apply", "--unsafe-paths", patch], cwd=copy,
                                            capture_output=True, text=True)
                    self.assertEqual(result.returncode, 0,
                                     f"{os.path.relpath(patch, ROOT)} no longer applies; "
                                     f"make it again from today's files:\n{result.stderr}")


class RunOrderTests(unittest.TestCase):
    """check-exercises runs the exercises that write lowest in the layers last, so one build
    takes the last one's files out and puts the next one's in."""

    def setUp(self):
        loader = SourceFileLoader("check_exercises",
                                  os.path.join(ROOT, "scripts", "check-exercises"))
        self.check = importlib.util.module_from_spec(
            importlib.util.spec_from_loader(loader.name, loader))
        loader.exec_module(self.check)

    def test_depth_follows_the_layers(self):
        self.assertEqual(self.check.depth("Domain"), 0)
        self.assertEqual(self.check.depth("Storage"), 1)
        self.assertEqual(self.check.depth("StorageMocks"), 1)
        self.assertEqual(self.check.depth("Repositories"), 2)
        self.assertEqual(self.check.depth("Features"), 3)
        self.assertGreater(self.check.depth("CLI"), self.check.depth("Features"))
        self.assertGreater(self.check.depth("DomainTests"), self.check.depth("Features"))

    def test_changes_first_then_writes_from_the_top_down(self):
        exercises = self.check.parse(os.path.join(ROOT, "LEARN.md"))
        units = self.check.run_order(exercises)
        self.assertEqual(sorted(e.number for unit in units for e in unit),
                         [e.number for e in exercises], "an exercise was lost or run twice")
        kinds = [unit[0].kind == "write" for unit in units]
        self.assertEqual(kinds, sorted(kinds), "an exercise that changes a line ran after a write")
        lowest = []
        for unit in units:
            if unit[0].kind != "write":
                continue
            added = {path.split("/")[1] for step in unit for part in ("given", "solution")
                     for path in self.check.tree(os.path.join(ROOT, step.folder, part))
                     if path.startswith("Modules/")}
            lowest.append(min((self.check.depth(t) for t in added), default=99))
        self.assertEqual(lowest, sorted(lowest, reverse=True))
        self.assertEqual([e.number for e in units[-1]][0], 14, "the track writes in Domain: last")
        batched = {e.number for e in units[-1]}
        self.assertTrue({12, 13} <= batched, "independent exercises are checked with the track")
        self.assertNotIn(11, batched, "11 writes in Domain's tests, as the track does: alone")

    def test_an_exercise_naming_another_ones_type_is_not_batched_with_it(self):
        exercises = {e.number: e for e in self.check.parse(os.path.join(ROOT, "LEARN.md"))}
        track = [exercises[n] for n in range(14, 19)]
        self.assertTrue(self.check.independent([exercises[12]], [track]))
        with tempfile.TemporaryDirectory() as folder:
            leaning = os.path.join(folder, "solution", "Modules", "CLI")
            os.makedirs(leaning)
            with open(os.path.join(leaning, "Lean.swift"), "w", encoding="utf-8") as handle:
                handle.write("let albums: [Album] = []\n")
            exercise = exercises[13]
            exercise.folder = os.path.relpath(folder, ROOT)
            self.assertFalse(self.check.independent([exercise], [track]))


if __name__ == "__main__":
    unittest.main()
