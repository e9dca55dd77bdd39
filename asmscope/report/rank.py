"""`asmscope rank`'s outputs: a table per (kernel, target, shape) for people, JSON for tools
(`{"kernels": [{"kernel", "target", "shape", "device", "ranking": [{"config", "estimate_us",
"bound", "why", "figures"}]}]}`)."""

from __future__ import annotations

import json
from typing import Any

from tabulate import tabulate

from asmscope.findings import format_config
from asmscope.rank import Ranking
from asmscope.textsafe import safe_text


def _config(config: tuple[tuple[str, object], ...]) -> dict[str, Any]:
    return {k: v if isinstance(v, (int, float, str, bool)) or v is None else repr(v) for k, v in config}


def render_json(rankings: tuple[Ranking, ...], triton: str, version: str) -> str:
    kernels = []
    for r in rankings:
        ranking = []
        for e in r.entries:
            item: dict[str, Any] = {"config": _config(e.config)}
            if e.estimate is None:
                item.update(estimate_us=None, bound="cannot launch", why=e.reason)
            else:
                est = e.estimate
                item.update(
                    estimate_us=round(est.us, 3), bound=est.bound, why=est.why, figures=est.figures, inputs=est.inputs
                )
            ranking.append(item)
        kernels.append(
            {"kernel": r.kernel, "target": r.target, "shape": r.shape, "device": r.device, "ranking": ranking}
        )
    return json.dumps({"asmscope": version, "triton": triton, "kernels": kernels}, indent=2) + "\n"


def render_table(rankings: tuple[Ranking, ...], top: int | None) -> str:
    parts = []
    for r in rankings:
        rows = []
        shown = r.entries[:top] if top else r.entries
        for i, e in enumerate(shown, 1):
            cfg = safe_text(format_config(e.config))
            if e.estimate is None:
                rows.append([i, cfg, "-", "cannot launch", safe_text(e.reason)])
            else:
                rows.append([i, cfg, f"{e.estimate.us:.1f}", e.estimate.bound, safe_text(e.estimate.why)])
        head = f"{safe_text(r.kernel)}@{r.target}" + (f" [{safe_text(r.shape)}]" if r.shape else "")
        more = f"\n({len(r.entries) - len(shown)} more; --top 0 for all)" if len(shown) < len(r.entries) else ""
        parts.append(f"{head} on {r.device}\n" + tabulate(rows, headers=["#", "config", "est. us", "bound", "why"])
                     + more)
    return "\n\n".join(parts) + "\n"
