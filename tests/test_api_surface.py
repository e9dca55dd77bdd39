"""The package's public surface without compiling: lazy loading, the plugin's registration and
cost, the toolchain check behind the `asmscope_target` marker, and the facts tables."""

from __future__ import annotations

import copy
import pickle
import subprocess
import sys
from importlib.metadata import entry_points

import pytest

import asmscope
from asmscope.api import Facts, toolchain_missing
from asmscope.isa import ASM_FORMATS
from asmscope.targets import TARGETS


def _loaded_after(statement: str) -> list[str]:
    code = (
        f"import sys; {statement}; "
        "print(' '.join(m for m in ('triton', 'torch', 'asmscope.api', 'asmscope.compile') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120)
    return out.stdout.split()


def test_import_asmscope_and_the_plugin_load_no_stage() -> None:
    assert _loaded_after("import asmscope") == []
    assert _loaded_after("import asmscope.pytest_plugin") == []  # what pytest loads in every run
    # the API loads its stages on first use, and still no triton: only compile workers import it
    assert _loaded_after("import asmscope; asmscope.codegen") == ["asmscope.api", "asmscope.compile"]


def test_the_plugin_is_registered_through_the_pytest11_entry_point() -> None:
    found = {ep.name: ep.value for ep in entry_points(group="pytest11")}
    assert found.get("asmscope") == "asmscope.pytest_plugin", "reinstall asmscope (pip install -e .)"


def test_public_names_and_an_unknown_one() -> None:
    for name in asmscope.__all__:
        assert getattr(asmscope, name) is not None
    with pytest.raises(AttributeError, match="no attribute 'codegenn'"):
        asmscope.codegenn  # noqa: B018


def test_toolchain_missing_for_every_target() -> None:
    for name, target in TARGETS.items():
        reason = toolchain_missing(name)
        if target.asm_key in ASM_FORMATS:
            assert reason is None, (name, reason)  # the wheel carries every backend asmscope reads
        else:
            assert reason is not None and target.asm_key in reason
    assert "did you mean 'gfx950'" in (toolchain_missing("gfx905") or "")


def test_facts_read_as_attributes_and_name_what_was_meant() -> None:
    facts = Facts({"vgpr": 128, "vgpr_spill": 0}, "gfx950's resources")
    assert facts.vgpr == facts["vgpr"] == 128 and dict(facts) == {"vgpr": 128, "vgpr_spill": 0}
    with pytest.raises(AttributeError, match="gfx950's resources has no 'vgrp'; did you mean 'vgpr'"):
        facts.vgrp  # noqa: B018
    assert copy.deepcopy(facts) == facts and pickle.loads(pickle.dumps(facts)).vgpr == 128
