"""scripts/lab/mutants.json, held to the tree: each planted bug names a file that is there and text
that occurs in it exactly once, so `scripts/lab/mutate` plants every one. A file moved or a line
rewritten would otherwise leave its mutant behind, found only by the next slow mutation run."""

import json
import os
import sys
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import template_parts as parts  # noqa: E402


def taken_out_with_a_part(path):
    """Whether `path` serves only a part that can be taken out (the samples, the terminal app,
    the sandbox), so a copy without it has no such file."""
    return any(path == listed or path.startswith(listed.rstrip("/") + "/")
               for part in parts.PARTS for listed in parts.PARTS[part])


LIST = os.path.join(ROOT, "scripts", "lab", "mutants.json")


@unittest.skipUnless(os.path.exists(LIST), "the lab (scripts/lab) was taken out of this copy")
@unittest.skipIf(os.environ.get("STRATA_PLANTED_MUTANT"),
                 "scripts/lab/mutate planted a mutant in this copy: its text is meant to be gone")
class MutantListTests(unittest.TestCase):
    def test_every_mutant_plants_its_bug_exactly_once(self):
        with open(LIST, encoding="utf-8") as handle:
            mutants = json.load(handle)["mutants"]
        self.assertGreater(len(mutants), 0)
        names = [mutant["name"] for mutant in mutants]
        self.assertEqual(len(names), len(set(names)), "a mutant's name is given twice")
        for mutant in mutants:
            with self.subTest(mutant=mutant["name"]):
                path = os.path.join(ROOT, mutant["file"])
                if not os.path.exists(path) and taken_out_with_a_part(mutant["file"]):
                    continue
                self.assertTrue(os.path.isfile(path), f"{mutant['file']} is not there")
                with open(path, encoding="utf-8") as handle:
                    count = handle.read().count(mutant["find"])
                self.assertEqual(count, 1, f"its text occurs {count} times in {mutant['file']}")
                self.assertNotEqual(mutant["find"], mutant["replace"])
                self.assertTrue(mutant["why"].strip(), "a mutant says what it would break")


if __name__ == "__main__":
    unittest.main()
