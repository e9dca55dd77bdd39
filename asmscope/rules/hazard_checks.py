"""Hazard checks: each rule's walk of the kernel's CFG (asmscope.isa.amdgcn.hazards), shared
between the rules whose walks are one, the LLVM look-back misses, and the facts their messages
and windows are computed from (MFMA passes, XDL, DGEMM)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import partial
from typing import NamedTuple

from asmscope.expr import ExprError, UnboundNameError
from asmscope.findings import Finding, Severity
from asmscope.isa.amdgcn.hazards import (
    NO_STOPS,
    Flow,
    HazardHit,
    Members,
    Stops,
    Windows,
    find_hazards,
    find_hazards_together,
    soffset_is_sgpr,
)
from asmscope.isa.amdgcn.llvm_pad import nops, read_as
from asmscope.isa.amdgcn.llvm_walk import llvm_wait_states, skipped_branches
from asmscope.model import Instruction
from asmscope.rules.context import VariantContext, _evaluate, _fmt, _NotApplicable
from asmscope.rules.index import KernelIndex
from asmscope.rules.messages import _Findings
from asmscope.rules.schema import (
    HazardCheck,
    Rule,
)
from asmscope.rules.vocabulary import HAZARD_NAMES, SEVERITIES


class _HazardJob(NamedTuple):  # (made for every hazard rule of every variant: a tuple is cheapest)
    """A hazard rule set up for one variant: what `hazards.find_hazards` takes."""

    rule: Rule
    firsts: Members
    thens: Members
    unless: Stops
    windows: Windows  # the one window, or the window after each first instruction

    @property
    def check(self) -> HazardCheck:
        return self.rule.check  # type: ignore[return-value]


def _hazard_job(rule: Rule, ctx: VariantContext, index: KernelIndex, env: Mapping[str, object]) -> _HazardJob | None:
    """None when the scope has no `then` instruction or the kernel no `first` one."""
    check: HazardCheck = rule.check  # type: ignore[assignment]
    names = check.window.names
    per_first = not names.isdisjoint(_HAZARD_NAMES)  # the window depends on the first instruction
    firsts = index.members(check.first.match)
    if not firsts.count:  # no first instruction: the window alone decides whether the rule applies
        if not per_first:
            try:
                window_value(check, env)
            except ExprError as exc:  # (where the scope has a `then` instruction to check)
                if index.members(check.then.match, rule.scope).count:
                    if isinstance(exc, UnboundNameError):
                        raise _NotApplicable(exc.name) from None
                    raise
        return None
    thens = index.members(check.then.match, rule.scope)
    if not thens.count:
        return None
    windows: Windows
    if per_first:
        # (not the index: the job must not refer to it, see _SharedWalks)
        windows = partial(
            _windows_of, check, env, ctx.target_name, "soffset_sgpr" in names, index.window_keys, index.window_envs, {}
        )
    else:
        try:
            windows = window_value(check, env)
        except UnboundNameError as exc:
            raise _NotApplicable(exc.name) from None
    unless = index.stops(check.unless) if check.unless is not None else NO_STOPS
    return _HazardJob(rule, firsts, thens, unless, windows)


def _windows_of(
    check: HazardCheck,
    env: Mapping[str, object],
    target: str,
    uses_soffset: bool,
    key_cache: _WindowKeys,
    key_envs: dict[tuple[bool, object], dict[str, object]],
    windows: dict[object, int],
    firsts: Sequence[Instruction],
) -> list[int]:
    """The window of `check` after each of `firsts`, evaluated once per window key
    (`windows`: the rule's values by key on this variant)."""
    keys, first_of = _window_keys(key_cache, firsts, uses_soffset)
    # one evaluation per key, from its first instruction in program order (which, if any
    # raises, is the one a walk from each first instruction in turn would have met first)
    for key, first in first_of.items():
        if key not in windows:
            local = key_envs.get((uses_soffset, key))
            if local is None:  # the names a window may use of its first instruction, shared by
                # the rules of this variant (all of them see the same `env`)
                local = key_envs[(uses_soffset, key)] = first_facts(env, first, target)
            windows[key] = window_value(check, local)
    if len(first_of) == 1:  # one kind of first instruction (most kernels): no lookup per instruction
        return [windows[keys[0]]] * len(keys)
    return list(map(windows.__getitem__, keys))


_WindowKeys = dict[tuple[int, bool], tuple[Sequence[Instruction], list[object], dict[object, Instruction]]]


def _window_keys(
    cache: _WindowKeys, firsts: Sequence[Instruction], soffset: bool
) -> tuple[list[object], dict[object, Instruction]]:
    """What a hazard window can depend on, per first instruction: the opcode, its modifiers
    (cbsz/blgp formats) and, with `soffset`, whether its soffset is an SGPR; and each distinct
    key with its first instruction in program order. Made once per kernel for the rules that
    walk from the same list of first instructions (AS013-AS015 and their peers)."""
    found = cache.get((id(firsts), soffset))
    if found is not None and found[0] is firsts:
        return found[1], found[2]
    # modifiers by identity (the parser interns them; hashing a dataclass runs Python), which
    # holds while the kernel, and so every modifier of the key, is alive
    keys: list[object] = [(f.mnemonic, *map(id, f.modifiers)) if f.modifiers else f.mnemonic for f in firsts]
    if soffset:
        keys = [(key, soffset_is_sgpr(f)) for key, f in zip(keys, firsts)]
    first_of = dict(zip(reversed(keys), reversed(firsts)))
    first_of = {key: first_of[key] for key in dict.fromkeys(keys)}  # in program order
    cache[(id(firsts), soffset)] = (firsts, keys, first_of)
    return keys, first_of


_HAZARD_NAMES = frozenset(HAZARD_NAMES)


class _SharedWalks:
    """Hazard rules of one variant that track the same registers from the same first
    instructions along the same paths (hazards.share_key: AS013-AS015 from every MFMA's result)
    walk forward together: the first of them to run walks for the later ones too, which then
    take their hits (or the exception their window raised) from here."""

    def __init__(
        self,
        later: Mapping[str, Sequence[Rule]],
        grouped: frozenset[str],
        ctx: VariantContext,
        env: Mapping[str, object],
    ) -> None:
        # (no reference to the KernelIndex, which holds this: no cycle to wait for the GC)
        self._later, self._ctx, self._env = later, ctx, env
        self.grouped = grouped  # the rules that may walk with others (the rest walk alone)
        self._jobs: dict[str, _HazardJob] = {}  # of the rules walked already, set up then
        self._results: dict[str, list[HazardHit] | BaseException] = {}

    def job(self, rule: Rule, index: KernelIndex) -> _HazardJob | None:
        found = self._jobs.get(rule.id)
        return found if found is not None else _hazard_job(rule, self._ctx, index, self._env)

    def hits(self, job: _HazardJob, index: KernelIndex) -> list[HazardHit]:
        found = self._results.pop(job.rule.id, None)
        if found is None:
            # with peers the lead walks forward with them, even where alone it would walk backward
            jobs = [job, *(peer for rule in self._later.get(job.rule.id, ()) if (peer := self._peer(rule, job, index)))]
            if len(jobs) == 1:
                return _walk_alone(job, index)
            together = find_hazards_together(
                [(j.check, j.thens, j.windows) for j in jobs], index.flow, job.firsts, job.unless
            )
            for peer, result in zip(jobs[1:], together[1:]):
                self._jobs[peer.rule.id] = peer
                self._results[peer.rule.id] = result
            found = together[0]
        if isinstance(found, BaseException):
            raise found
        return found

    def _peer(self, rule: Rule, lead: _HazardJob, index: KernelIndex) -> _HazardJob | None:
        """`rule` set up, if it runs on this variant and walks forward from the lead's first
        instructions; else None, and it walks on its own when its turn comes (raising then
        whatever setting it up raises now)."""
        ctx = self._ctx
        if not rule.select.matches(ctx.kernel.name, ctx.tags, ctx.target_name):
            return None
        try:
            if rule.select.when is not None and not _evaluate(rule.select.when, self._env):
                return None
            job = _hazard_job(rule, ctx, index, self._env)
        except Exception:  # raised again at its own turn, where it belongs
            return None
        if job is None or job.firsts is not lead.firsts or job.unless is not lead.unless:
            return None
        return job


def _walk_alone(job: _HazardJob, index: KernelIndex) -> list[HazardHit]:
    return find_hazards(job.check, index.flow, job.firsts, job.thens, job.unless, job.windows)


def _check_hazard(rule: Rule, ctx: VariantContext, index: KernelIndex, env: Mapping[str, object]) -> list[Finding]:
    shared = index.shared_walks
    if shared is not None and rule.id not in shared.grouped:
        shared = None  # (most rules: no other rule walks with them)
    job = shared.job(rule, index) if shared is not None else _hazard_job(rule, ctx, index, env)
    if job is None:
        return []
    try:
        hits = shared.hits(job, index) if shared is not None else _walk_alone(job, index)
    except UnboundNameError as exc:
        raise _NotApplicable(exc.name) from None
    if not hits:  # (most rules on most kernels: nothing below to set up)
        return []
    made = _Findings(rule, ctx, index, env)
    pads = [llvm_pad(rule.check, hit, env, ctx.target_name) for hit in hits]  # type: ignore[arg-type]
    findings = [
        made.at(
            hit.then,
            {
                "value": hit.wait_states,
                "limit": hit.window,
                "first": hit.first.text,
                "first_line": hit.first.line,
                "first_mnemonic": hit.first.mnemonic,
                "registers": ", ".join(str(r) for r in hit.registers),
                "pad": nops(pad),
                "read_as": read_as(hit),
            },
            detail=hazard_chain(hit, index.flow, ctx.target_name, pad),
        )
        for hit, pad in zip(hits, pads)
    ]
    if rule.check.llvm_search is not None:  # type: ignore[union-attr]
        findings = [_as_llvm_miss(rule, f, hit, env, ctx.target_name) for f, hit in zip(findings, hits)]
    stops = job.unless
    findings = [
        f if f.llvm_miss else _as_llvm_branch_miss(f, hit, index.flow, stops, env) for f, hit in zip(findings, hits)
    ]
    for f, hit in zip(findings, hits):
        index.hazard_pairs[id(f)] = (hit.first.index, hit.then.index, hit.window)
    return findings


def _one_per_hazard(
    found_by_rule: list[tuple[Rule, list[Finding]]], pairs: Mapping[int, tuple[int, int, int]]
) -> list[tuple[Rule, list[Finding]]]:
    """One finding per hazard: where hazard rules report the same pair of instructions (AS034's
    VALU overwriting an MFMA result that AS013 sees it read), the rule asking the most wait
    states keeps it (the first in rule order on a tie) and names the others in its message."""
    by_pair: dict[tuple[int, int], list[Finding]] = {}
    for _, found in found_by_rule:
        for f in found:
            pair = pairs.get(id(f))
            if pair is not None:
                by_pair.setdefault(pair[:2], []).append(f)
    if all(len(group) == 1 for group in by_pair.values()):
        return found_by_rule
    dropped: set[int] = set()
    renamed: dict[int, Finding] = {}
    for group in by_pair.values():
        if len(group) == 1:
            continue
        keep = max(group, key=lambda f: pairs[id(f)][2])  # max keeps the first of equals
        others = [f for f in group if f is not keep]
        dropped.update(id(f) for f in others)
        also = ", ".join(f"{f.rule} {f.name}" for f in others)
        renamed[id(keep)] = replace(keep, message=f"{keep.message} (also {also})")
    return [(rule, [renamed.get(id(f), f) for f in found if id(f) not in dropped]) for rule, found in found_by_rule]


def first_facts(env: Mapping[str, object], first: Instruction, target: str) -> dict[str, object]:
    """`env` with the names a hazard rule's expressions may use of its first instruction
    (vocabulary.HAZARD_NAMES): its MFMA passes and kind, and whether its soffset is an SGPR."""
    passes, xdl, dgemm = mfma_facts(first, target)
    return {**env, "passes": passes, "xdl": xdl, "dgemm": dgemm, "soffset_sgpr": soffset_is_sgpr(first)}


def _as_llvm_miss(rule: Rule, finding: Finding, hit: HazardHit, env: Mapping[str, object], target: str) -> Finding:
    """`finding` as a hazard LLVM's recognizer cannot see, where its pair lies beyond LLVM's own
    look-back (`llvm_search`): at the rule's `llvm_miss_severity`, with LLVM's numbers."""
    search = rule.check.llvm_search.evaluate_number(first_facts(env, hit.first, target))  # type: ignore[union-attr]
    if hit.wait_states < search:
        return finding
    # (the rule's message gives the window; a clause hazard has no table value, only LLVM's look-back)
    note = f"GCNHazardRecognizer looks back only {_fmt(search)} wait states and this pair is {hit.wait_states} apart"
    return _llvm_miss(finding, env, note)


def _as_llvm_branch_miss(
    finding: Finding, hit: HazardHit, flow: Flow, unless: Stops, env: Mapping[str, object]
) -> Finding:
    """`finding` as a hazard LLVM's recognizer cannot see where, on every path LLVM measures,
    it counts the `s_branch` after a taken conditional branch (asmscope.isa.amdgcn.llvm_walk) and
    so reaches the window."""
    if llvm_wait_states(flow, hit.first.index, hit.then.index, hit.window, unless) < hit.window:
        return finding
    path = flow.path(hit.first.index, hit.then.index, hit.wait_states)
    skipped = skipped_branches(flow, hit.first.index, hit.then.index, path)
    if not skipped:  # no path of the walk's length found to show: leave it a plain hazard
        return finding
    instrs = flow.instructions
    counted = ", ".join(
        f"the s_branch at line {instrs[b].line} that the taken {instrs[c].base} at line {instrs[c].line} jumps over"
        for c, b in skipped
    )
    seen = hit.wait_states + sum(flow.wait_states[b] for _, b in skipped)
    note = (
        f"LLVM's table asks {hit.window} wait states; GCNHazardRecognizer also counts {counted} "
        f"and sees {seen} on this path (at least {hit.window} on every path it walks)"
    )
    return _llvm_miss(finding, env, note)


def _llvm_miss(finding: Finding, env: Mapping[str, object], note: str) -> Finding:
    """`finding` as an LLVM miss, at the setting `llvm_miss_severity`, its message ending with
    LLVM's numbers (`note`)."""
    level = str(env.get("llvm_miss_severity", "warning"))
    if level not in SEVERITIES:
        raise ExprError(f"expected llvm_miss_severity to be one of {', '.join(SEVERITIES)}, got {level!r}", level)
    reproducer = "reproducer: docs/hazards.md, 'LLVM's own misses'"
    message = f"{finding.message} [LLVM miss: {note}, so llc pads nothing here; {reproducer}]"
    return replace(finding, severity=Severity.parse(level), message=message, llvm_miss=True)


def llvm_pad(check: HazardCheck, hit: HazardHit, env: Mapping[str, object], target: str) -> int:
    """The wait states LLVM inserts before `then`: the rule's `pad` (a soft clause: 1), else the
    window less the wait states already in between."""
    if check.pad is not None:
        return int(check.pad.evaluate_number(first_facts(env, hit.first, target)))
    return max(hit.window - hit.wait_states, 1)


def hazard_chain(hit: HazardHit, flow: Flow, target: str, pad: int | None = None) -> str:
    """The reasoning behind a hazard finding, checkable by hand: the first instruction (with its
    MFMA passes), each instruction counted in between with its wait states (`s_nop N` is N+1),
    the total against the window, and the instruction that came too soon."""
    passes, xdl, dgemm = mfma_facts(hit.first, target)
    kind = "" if not passes else f" [{passes} passes, {'DGEMM' if dgemm else 'XDL' if xdl else 'non-XDL'}]"
    lines = [f"line {hit.first.line}: {hit.first.text}{kind}"]
    for j in flow.path(hit.first.index, hit.then.index, hit.wait_states):
        instr = flow.instructions[j]
        lines.append(f"line {instr.line}: {instr.text}  +{flow.wait_states[j]}")
    registers = f" ({', '.join(str(r) for r in hit.registers)})" if hit.registers else ""  # (`registers: none`)
    short = hit.window - hit.wait_states
    pad = short if pad is None else pad
    # the window is what LLVM asks, unless the rule's pad is another number (a soft clause's
    # window is LLVM's look-back, and its pad one s_nop 0)
    needs = f", needs {hit.window}" if pad == short else ""
    waited = f"{hit.wait_states} wait states{needs}; LLVM pads {nops(pad)}"
    lines.append(f"line {hit.then.line}: {hit.then.text}  <- {waited}{registers}")
    return "\n".join(lines)


def window_value(check: HazardCheck, env: Mapping[str, object]) -> int:
    value = check.window.evaluate_number(env)
    if value != int(value):
        raise ExprError(f"expected a whole number of wait states, got {value!r}", check.window.text)
    return int(value)


def mfma_facts(instr: Instruction, target: str) -> tuple[int, bool, bool]:
    """(passes, XDL?, DGEMM?) of an MFMA from the parser's per-target table
    (asmscope.isa.amdgcn.instructions.mfma_info); the gfx950 f8f6f4 opcodes take their passes from the cbsz/blgp
    operand formats. (0, False, False) for anything else."""
    # imported late: the rules load (and validate) without the parser
    from asmscope.isa.amdgcn import instructions as isa

    info = isa.mfma_info(instr.mnemonic, target or None)
    if info is None:
        return 0, False, False
    passes = info.passes_for(_int_modifier(instr, "cbsz"), _int_modifier(instr, "blgp"))
    return passes, info.is_xdl, info.out_type == "f64"


def _int_modifier(instr: Instruction, name: str) -> int | None:
    mod = instr.modifier(name)
    try:
        return int(mod.value, 0) if mod is not None and mod.value is not None else None
    except ValueError:
        return None
