#!/usr/bin/env python
"""How long the report page of a hostile 10,000-row run takes to load in Chromium.

Builds a recall run of 10,000 rows whose predictions include a 5 MB string without spaces and a
lone surrogate, writes its report page, and opens it ``--runs`` times in headless Chromium
(Playwright's API on Debian's chromium, as the browser tests do), printing the seconds from
navigation to the first row of the rows table. Needs the test extra and ``chromium``.

    python scripts/bench_report_page.py --runs 3
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from groundeval import entry  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=entry.int_range(1, 100), default=3, help="page loads to time")
    args = parser.parse_args(argv)
    from conftest import chromium_tab
    from run_folders import recall_rows, write_run

    from groundeval import report_page

    with tempfile.TemporaryDirectory() as tmp:
        rows = recall_rows("fda", 1000, 10, seed=7)
        rows[0]["prediction"] = "x" * 5_000_000
        rows[1]["prediction"] = "bad \ud800 surrogate"
        run = write_run(Path(tmp) / "run", {"fda": rows})
        page = Path(tmp) / "report" / "index.html"
        report_page.build_report([run], page.parent, resamples=0, charts=False)
        seconds = []
        for _ in range(args.runs):
            with chromium_tab(1400, 1000) as (tab, errors):
                started = time.perf_counter()
                tab.goto(page.as_uri())
                tab.wait_for_load_state("load")
                tab.wait_for_selector("#explorer-body tr")
                seconds.append(time.perf_counter() - started)
                if errors:
                    raise RuntimeError(f"page errors: {errors}")
        print(f"10,000 rows, page {page.stat().st_size / 1e6:.1f} MB: load to first row "
              + ", ".join(f"{s:.2f}" for s in seconds) + f" s (median {statistics.median(seconds):.2f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(entry.run("bench_report_page.py", main))
