"""Output formats: every format renders the same `CheckReport` (and `DiffReport`).

`FORMATS` is the registry the CLI builds `--format` from, so a new format is one module with a
`REPORTER` and one line here:

    reporter = FORMATS[name]            # KeyError: unknown format
    text = reporter.render_check(report)
"""

from __future__ import annotations

from asmscope.report import github, html, json_format, junit, markdown, sarif, table
from asmscope.report._common import Reporter, for_files, format_changes
from asmscope.textsafe import escape_controls_json

DEFAULT_FORMAT = "table"

FORMATS: dict[str, Reporter] = {
    r.name: r
    for r in (
        table.REPORTER,
        for_files(json_format.REPORTER, escape_controls_json),
        for_files(sarif.REPORTER, escape_controls_json),
        for_files(junit.REPORTER),
        github.REPORTER,
        markdown.REPORTER,
        for_files(html.REPORTER),
    )
}

__all__ = ["DEFAULT_FORMAT", "FORMATS", "Reporter", "format_changes"]
