"""The ``canasta-teach`` command line: judge, check, rules, selfplay, serve, lab, handout, roster, hub-config.

Every error a user can cause is a :class:`CanastaError`; it is printed as one readable line
and the command exits with status 2. No traceback reaches the user.

``judge`` and ``check`` never stop at a bad file or a position that cannot be judged: each
is one line naming the file and the entry, the rest of the files still run, and the exit
status says at the end whether anything failed. A folder with no position files is one such
line too.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
import textwrap
from collections.abc import Sequence
from pathlib import Path

from ..content.authoring import load_entries
from ..content.check import check_report, position_files_in, problem_line, shipped_position_files
from ..content.error_words import error_text
from ..errors import CanastaError, PositionError, quote
from ..game.rulebook import RULE_BOOK, SOURCES
from ..game.rulesets import RULESETS, Ruleset, get_ruleset
from ..judge import Position, Ruling, answers_agree, normalise_answer
from ..judge.catalogue import language_option, speaking
from ..judge.wording import (
    answer_text,
    explanation_text,
    phrase,
    rule_disagree,
    rule_note,
    rule_statement,
    rule_title,
    ruling_json,
    source_name,
)
from ..players.ruling import rule
from .help_words import help_language, help_text

__all__ = ["main", "build_parser"]


def _expand(files: Sequence[str]) -> tuple[list[Path], list[str]]:
    """The position files named (folders give their ``*.yaml`` and ``*.yml`` files), and a
    line for each folder that holds none."""
    if not files:
        return shipped_position_files(), []
    out: list[Path] = []
    empty: list[str] = []
    for name in files:
        path = Path(name)
        if path.is_dir():
            found = position_files_in(path)
            if not found:
                empty.append(str(PositionError(phrase("cli.no-files-in-folder"), source=str(path))))
            out.extend(found)
        else:
            out.append(path)
    return out, empty


def _plural(n: int, word: str) -> str:
    """``n`` with its noun (``cli.files``: "1 file", "3 files")."""
    return phrase(f"cli.{word}s", n=n)


def _cmd_check(ns: argparse.Namespace) -> int:
    paths, empty = _expand(ns.files)
    if not paths:
        print("\n".join(empty) or phrase("cli.no-files"), file=sys.stderr)
        return 2
    report = check_report(paths)
    problems = empty + list(report.problems)
    for line in problems:
        print(line)
    files = _plural(len(paths), "file")
    if problems:
        print(phrase("cli.check-failed", problems=_plural(len(problems), "problem"), judged=report.judged,
                     positions=_plural(report.entries, "position"), files=files))
        return 1
    print(phrase("cli.check-passed", positions=_plural(report.judged, "position"), files=files))
    return 0


def _cmd_judge(ns: argparse.Namespace) -> int:
    paths, empty = _expand(ns.files)
    if not paths:
        print("\n".join(empty) or phrase("cli.no-files"), file=sys.stderr)
        return 2
    status = 0
    for line in empty:
        print(line, file=sys.stderr)
        status = 2
    for path in paths:
        try:
            positions, refused = load_entries(path)
        except CanastaError as err:
            print(str(err), file=sys.stderr)
            status = 2
            continue
        for problem in refused:
            # One refused entry: say so, and judge the file's other entries.
            print(str(problem), file=sys.stderr)
            status = 2
        for p in positions:
            try:
                ruling = rule(p)
                text = json.dumps(ruling_json(ruling, p), ensure_ascii=False) if ns.json else None
            except CanastaError as err:
                # One position the judge cannot rule on: say so, and go on with the rest.
                print(problem_line(path, p.id, phrase("cli.cannot-judge", error=str(err))), file=sys.stderr)
                status = 2
                continue
            if text is not None:
                print(text)
            else:
                _print_ruling(p, ruling)
    return status


def _print_ruling(p: Position, ruling: Ruling) -> None:
    """A ruling for a person: the answer and the explanation, both from the wording module."""
    title = f" ({p.title})" if p.title else ""
    print(phrase("cli.ruling", id=p.id, title=title, ask=p.ask.value, answer=answer_text(ruling.answer, ruling.ask)))
    for line in textwrap.wrap(explanation_text(ruling), width=88, initial_indent="  ", subsequent_indent="  "):
        print(line)
    print("  " + phrase("cli.rules", rules=", ".join(ruling.rules)))
    if p.has_expect:
        agrees = answers_agree(ruling.answer, p.expect)
        print("  " + phrase("cli.expect", answer=answer_text(normalise_answer(p.expect), p.ask), agrees="yes" if agrees else "no"))
    print()


def _rules_ruleset(ns: argparse.Namespace) -> Ruleset | None:
    """The ruleset whose numbers ``rules`` states (``--ruleset``, ``--option KEY=VALUE``);
    None for the classic game as it is."""
    if not ns.ruleset and not ns.option:
        return None
    options: dict[str, object] = {}
    for given in ns.option:
        key, sep, value = given.partition("=")
        if not sep or not key.strip():
            raise CanastaError(phrase("cli.option-form", given=quote(given)))
        options[key.strip()] = value.strip()
    return get_ruleset(ns.ruleset or "classic", options)


def _cmd_rules(ns: argparse.Namespace) -> int:
    ruleset = _rules_ruleset(ns)
    for r in RULE_BOOK.values():
        print(f"{r.id}: {rule_title(r.id, ruleset)}")
        for line in textwrap.wrap(rule_statement(r.id, ruleset), width=88, initial_indent="    ", subsequent_indent="    "):
            print(line)
        print("    " + phrase("cli.sources", sources=", ".join(r.sources) or phrase("cli.no-sources")))
        note = rule_note(r.id, ruleset)
        if note:
            for line in textwrap.wrap(phrase("cli.note", text=note), width=88, initial_indent="    ",
                                      subsequent_indent="      "):
                print(line)
        disagree = rule_disagree(r.id, ruleset)
        if disagree:
            print("    " + phrase("cli.disagreement", text=disagree))
        if r.option:
            print("    " + phrase("cli.option", option=r.option))
    print()
    print(phrase("cli.rulesets", names=", ".join(RULESETS)))
    for key in SOURCES:
        print(f"  {key}: {source_name(key)}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="canasta-teach", description=help_text("cli-help-description"))
    sub = parser.add_subparsers(dest="command", required=True)

    p_judge = sub.add_parser("judge", help=help_text("cli-help-judge"))
    p_judge.add_argument("files", nargs="*", help=help_text("cli-help-judge-files"))
    p_judge.add_argument("--json", action="store_true", help=help_text("cli-help-judge-json"))
    language_option(p_judge)
    p_judge.set_defaults(func=_cmd_judge)

    p_check = sub.add_parser("check", help=help_text("cli-help-check"))
    p_check.add_argument("files", nargs="*", help=help_text("cli-help-check-files"))
    language_option(p_check)
    p_check.set_defaults(func=_cmd_check)

    p_rules = sub.add_parser("rules", help=help_text("cli-help-rules"))
    p_rules.add_argument("--ruleset", choices=[name for name, r in RULESETS.items() if not r.is_tranca], default=None,
                         help=help_text("cli-help-rules-ruleset"))
    p_rules.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                         help=help_text("cli-help-rules-option"))
    language_option(p_rules)
    p_rules.set_defaults(func=_cmd_rules)

    from ..players import selfplay

    p_selfplay = sub.add_parser("selfplay", help=help_text("cli-help-selfplay"))
    selfplay.add_selfplay_arguments(p_selfplay)
    p_selfplay.set_defaults(func=selfplay.run_selfplay)

    _add_upper_commands(sub)
    return parser


def _add_upper_commands(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Commands of the upper layers; imported here so ``judge`` never loads them."""
    from ..app import handout
    from . import hub, serve

    p_serve = sub.add_parser("serve", help=help_text("cli-help-serve"))
    serve.add_serve_arguments(p_serve)
    p_serve.set_defaults(func=serve.run_serve)
    p_handout = sub.add_parser("handout", help=help_text("cli-help-handout"))
    handout.add_handout_arguments(p_handout)
    p_handout.set_defaults(func=handout.run_handout)
    p_hub = sub.add_parser("hub-config", help=help_text("cli-help-hub-config"))
    hub.add_hub_config_arguments(p_hub)
    p_hub.set_defaults(func=hub.run_hub_config)
    from . import roster

    p_roster = sub.add_parser("roster", help=help_text("cli-help-roster"))
    roster.add_roster_arguments(p_roster)
    p_roster.set_defaults(func=roster.run_roster)
    from . import lab

    p_lab = sub.add_parser("lab", help=help_text("cli-help-lab"))
    lab.add_lab_arguments(p_lab)
    p_lab.set_defaults(func=lab.run_lab)
    p_single = sub.add_parser("hub-singleuser", help=help_text("cli-help-hub-singleuser"))
    hub.add_hub_singleuser_arguments(p_single)
    p_single.set_defaults(func=hub.run_hub_singleuser)


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    # the help texts are made with the parser: in --lang's language (read ahead of the
    # parser), else the class's, else English; argparse's own words stay Python's
    with speaking(help_language(args)):
        parser = build_parser()
        ns, unknown = parser.parse_known_args(args)
        if unknown:  # only the user's server passes options on (to JupyterHub's single-user server)
            if getattr(ns, "command", None) != "hub-singleuser":
                parser.error(f"unrecognized arguments: {' '.join(unknown)}")
            ns.extra = [*ns.extra, *unknown]
    lang = getattr(ns, "lang", None)
    try:
        # every word of the command in its language (without --lang: the language spoken),
        # its errors too
        with speaking(lang) if lang else contextlib.nullcontext():
            try:
                return int(ns.func(ns) or 0)
            except CanastaError as err:
                print(f"canasta-teach: {error_text(err)}", file=sys.stderr)
                return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # output piped into head or less and closed early
        sys.stderr.close()
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
