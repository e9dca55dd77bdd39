"""The rules stage: rule files (data) -> RuleSet -> findings for each checked variant.

rules = load_rules([builtin_rules_dir(), *user_dirs], select=..., ignore=..., settings=...)
if rules.errors: report them, exit 2 (the valid rules are still in `rules.rules`)
run = RuleRun(rules); findings, trace = run.evaluate(ctx); run.record(trace); run.problems()
(asmscope.pipeline.check_variants runs the rules of a check; use it rather than RuleRun)
"""

from asmscope.rules.docs import rule_docs, rule_table
from asmscope.rules.engine import RuleRun, RuleTrace, Unapplied, VariantContext, rule_names
from asmscope.rules.ir_checks import needs_ir
from asmscope.rules.schema import (
    Rule,
    RuleLoadError,
    RuleSet,
    builtin_rules_dir,
    load_rules,
    parse_rule,
)
from asmscope.rules.suppress import (
    BaselineError,
    SourceLines,
    apply_suppressions,
    read_baseline,
    write_baseline,
)
from asmscope.rules.vocabulary import CONFIG_DEFAULTS, CONFIG_VOCABULARY, RULE_SCHEMA

__all__ = [
    "CONFIG_DEFAULTS",
    "CONFIG_VOCABULARY",
    "RULE_SCHEMA",
    "BaselineError",
    "Rule",
    "RuleLoadError",
    "RuleRun",
    "RuleSet",
    "RuleTrace",
    "SourceLines",
    "Unapplied",
    "VariantContext",
    "apply_suppressions",
    "builtin_rules_dir",
    "load_rules",
    "needs_ir",
    "parse_rule",
    "read_baseline",
    "rule_docs",
    "rule_names",
    "rule_table",
    "write_baseline",
]
