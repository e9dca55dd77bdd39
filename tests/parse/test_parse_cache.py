"""The parse cache: keyed by the text's SHA-256 and the parser version, atomic, never trusted."""

from __future__ import annotations

import os
import pickle
from pathlib import Path

import pytest

from asmscope.parse import ParseError, cache, parse_module
from asmscope.parse.cache import cache_key, parse_cached

ASM = Path(__file__).resolve().parents[1] / "fixtures" / "asm"
TEXT = (ASM / "gfx942_quant_rowwise.s").read_text()


def _entries(root: Path) -> list[Path]:
    return sorted(root.rglob("*.pickle"))


def test_warm_run_serves_the_same_model_without_parsing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    first = parse_cached(TEXT, "a.s", tmp_path)
    assert first == parse_module(TEXT, "a.s")
    assert len(_entries(tmp_path)) == 1

    def no_parse(*args: object, **kwargs: object) -> None:
        raise AssertionError("parsed again")

    monkeypatch.setattr(cache, "parse_module", no_parse)
    again = parse_cached(TEXT, "b.s", tmp_path)
    assert again.kernels == first.kernels and again.path == "b.s"


def test_key_is_the_text_hash_and_the_parser_version():
    assert cache_key(TEXT) == cache_key(TEXT.encode())
    assert cache_key(TEXT) != cache_key(TEXT + "\n")
    assert "-p" in cache_key(TEXT)


@pytest.mark.parametrize("damage", ["truncate", "garbage", "wrong_key", "foreign_pickle", "empty"])
def test_corrupt_entries_are_ignored_and_rewritten(tmp_path: Path, damage: str):
    parse_cached(TEXT, "a.s", tmp_path)
    (entry,) = _entries(tmp_path)
    data = entry.read_bytes()
    if damage == "truncate":
        entry.write_bytes(data[: len(data) // 2])
    elif damage == "garbage":
        entry.write_bytes(os.urandom(512))
    elif damage == "wrong_key":
        entry.write_bytes(data.replace(cache_key(TEXT).encode(), cache_key("other").encode()))
    elif damage == "foreign_pickle":
        # A pickle that would run code if it were trusted: the restricted unpickler refuses it.
        header = data[: data.index(b"\n", len(b"asmscope-parse\n")) + 1]
        entry.write_bytes(header + pickle.dumps(os.system))
    else:
        entry.write_bytes(b"")
    module = parse_cached(TEXT, "a.s", tmp_path)
    assert module == parse_module(TEXT, "a.s")
    (rewritten,) = _entries(tmp_path)
    assert rewritten.read_bytes() == data


def test_writes_are_atomic_and_leave_no_temporary_files(tmp_path: Path):
    parse_cached(TEXT, "a.s", tmp_path)
    assert [p.suffix for p in tmp_path.rglob("*") if p.is_file()] == [".pickle"]


def test_errors_are_not_cached(tmp_path: Path):
    with pytest.raises(ParseError):
        parse_cached("\t.text\n\ts_nop 0\n", "bad.s", tmp_path)
    assert _entries(tmp_path) == []


def test_no_cache_dir_just_parses():
    assert parse_cached(TEXT, "a.s", None) == parse_module(TEXT, "a.s")


def test_unwritable_cache_dir_still_parses(tmp_path: Path):
    target = tmp_path / "file-not-dir"
    target.write_text("x")
    assert parse_cached(TEXT, "a.s", target).kernels
