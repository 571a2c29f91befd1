"""The review of a practice hand: which of the learner's decisions cost most, and why.

A chess program's game review marks the moves that cost most and lets the player try that
moment again; this is the same for a hand of canasta. The practice hand notes each of the
learner's decisions as it is made (:mod:`.hand_record`); :func:`review_hand` asks the coach
(:func:`~.coach.coach`) about each of them, from the learner's view at that moment (the
coach deals the cards the learner could not see afresh, so a review never uses them):

1. **Screening.** Every decision's choices are played out on a few sampled deals
   (:data:`SCREEN_PLAYOUTS` in all for a decision's choices, spread over them, at least
   :data:`SCREEN_MIN` each, and about :data:`HAND_SCREEN_BUDGET` for the whole hand): cheap, noisy, enough to see which decisions *may* have cost
   points and which choice looked best.
2. **Checking.** The decisions that looked most costly, worst first, are asked again with
   only the choice made and the one or two that looked better (:data:`CHECK_RIVALS`), at
   :data:`CHECK_PLAYOUTS` play-outs each (the coach stops early when the answer is
   plain); the first decision that looked very costly is checked at once, while the rest
   are screened, so a page has something to show early. A decision is flagged when the
   best of those beats the choice made beyond the spread (the paired 90% interval above
   zero) by at least :data:`MIN_COST` points a hand. Each flagged decision is handed to
   ``on_found`` as soon as it is checked, so a page shows the first one while the others
   are still being played out.

A flagged decision says the choice made, the better one, the expected difference in
points, and one or two facts counted in the play-outs that explain it
(:func:`~.playout_events.telling_events`): "the next player took the pile in 62 of 100
deals". Seeded: the same hand and seed give the same review.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..game.choices import Choice
from ..judge.wording import say
from .bots import Bot
from .coach import CoachError, CoachVerdict, choice_label, coach
from .hand_record import DecisionMoment
from .playout_events import Event, telling_events

__all__ = [
    "FlaggedDecision",
    "HandReview",
    "review_hand",
    "verdict_facts",
    "mistake_kind",
    "SCREEN_PLAYOUTS",
    "SCREEN_MIN",
    "HAND_SCREEN_BUDGET",
    "CHECK_PLAYOUTS",
    "CHECK_RIVALS",
    "MAX_CHECKS",
    "MIN_COST",
    "MOST_FLAGGED",
]

#: Play-outs of one decision's screening, shared among its choices.
SCREEN_PLAYOUTS = 30
#: ... and at least this many each (the coach needs two to measure a spread).
SCREEN_MIN = 3
#: The screening of a whole hand spends at most about this many play-outs: a long hand's
#: decisions (many of them, a dozen discards each) get fewer deals each, never fewer than two.
HAND_SCREEN_BUDGET = 480
#: Play-outs each for the choice made and the better one when a decision is checked.
CHECK_PLAYOUTS = 60
#: At most this many decisions are checked (the worst-looking first).
MAX_CHECKS = 4
#: A decision is flagged when the better choice is worth at least this many points a hand.
MIN_COST = 10.0
#: At most this many decisions are flagged.
MOST_FLAGGED = 3
#: The choice made is checked against at most this many that looked better.
CHECK_RIVALS = 2
#: A decision the screening saw lose this much is checked at once, before the others ...
_CHECK_AT_ONCE = 100.0
#: ... but only this many: the rest of the checks go to the worst-looking decisions of the
#: whole hand. (Every check spent at once, a learner's hand whose early decisions the few
#: screening deals made look costly used all its checks on them, and a discard into the
#: opponents' meld with a big pile later in the hand, 400 points, was never checked.)
_AT_ONCE_CHECKS = 1
#: Two-sided 90% interval of a normal mean.
_Z90 = 1.6449
#: A decision is checked only when the screening saw it lose at least this much.
_SCREEN_LOSS = 10.0


@dataclass(frozen=True)
class FlaggedDecision:
    """A decision that cost points: the choice made, the better one, how much better (the
    mean of the paired play-outs and its 90% spread), and the checking verdict (with the
    play-outs' event counts)."""

    moment: DecisionMoment
    made: Choice
    better: Choice
    cost: float
    spread: float
    verdict: CoachVerdict

    @property
    def kind(self) -> str:
        """The kind of mistake (``take-or-draw``, ``go-out``, ``freeze``, ``discard``)."""
        return mistake_kind(self.moment, self.made, self.better)

    @property
    def headline(self) -> str:
        """The verdict in one sentence: made, better, by how much."""
        return say("review.verdict", made=choice_label(self.made), better=choice_label(self.better),
                   points=max(1, round(self.cost)))

    @property
    def events(self) -> tuple[Event, ...]:
        """The one or two events that tell the two choices apart most."""
        return telling_events(self.verdict.events_of(self.made), self.verdict.events_of(self.better))

    @property
    def facts(self) -> tuple[str, ...]:
        """The events as sentences, counted in the checking play-outs."""
        return verdict_facts(self.verdict, self.made, self.better)


def verdict_facts(verdict: CoachVerdict, made: Choice, better: Choice, *, fallback: bool = True) -> tuple[str, ...]:
    """The one or two facts counted in a verdict's play-outs that tell ``made`` and
    ``better`` apart most, as sentences ("The next player took the pile in 62 of 100 deals
    after you ..."). When none differs enough, how often the side came out ahead after
    each (``fallback``: a review's verdict says only the points, so it keeps it; the coach's
    sentence already says the hands won, so the practice table asks without). Empty when the
    verdict counted none."""
    if not verdict.events:
        return ()
    a, b = verdict.events_of(made), verdict.events_of(better)
    return tuple(say(f"review.fact.{event.value}", made=choice_label(made), better=choice_label(better),
                     a=a.count(event), b=b.count(event), n=a.playouts)
                 for event in telling_events(a, b, fallback=fallback))


@dataclass(frozen=True)
class HandReview:
    """The review: the flagged decisions (most costly first), how many decisions were
    looked at, and the play-outs spent."""

    flagged: tuple[FlaggedDecision, ...]
    decisions: int
    playouts: int


def mistake_kind(moment: DecisionMoment, made: Choice, better: Choice) -> str:
    """The kind a costly decision is counted as: freezing the pile (made or missed) is its
    own kind; otherwise the decision's kind."""
    if Choice.FREEZE in (made, better):
        return "freeze"
    return moment.kind.value


def _seed(seed: int, moment: DecisionMoment, stage: str) -> int:
    return random.Random(f"review:{seed}:{stage}:{moment.moves}:{moment.kind.value}").getrandbits(31)


def review_hand(
    moments: Sequence[DecisionMoment],
    *,
    seed: int = 0,
    level: str = "sensible",
    most: int = MOST_FLAGGED,
    screen_playouts: int = SCREEN_PLAYOUTS,
    check_playouts: int = CHECK_PLAYOUTS,
    max_checks: int = MAX_CHECKS,
    on_progress: Callable[[int, int], None] | None = None,
    on_found: Callable[[FlaggedDecision], None] | None = None,
    bots: Sequence[Bot] | None = None,
) -> HandReview:
    """Review the learner's decisions of a hand (see the module's doc). ``on_progress(done,
    total)`` hears the play-outs done of those planned (each choice's play-out counts one);
    ``on_found`` each flagged decision as soon as it is checked (in the order checked: the
    worst-looking first). ``bots`` replaces the play-outs' bots of ``level`` (tests)."""
    open_moments = [m for m in moments if len(m.choices) >= 2 and m.chosen in m.choices]
    width_sum = sum(len(m.choices) for m in open_moments) or 1
    per_choice = max(2, HAND_SCREEN_BUDGET // width_sum)
    each = {id(m): max(2, min(max(SCREEN_MIN, screen_playouts // len(m.choices)), per_choice)) for m in open_moments}
    planned = sum(each[id(m)] * len(m.choices) for m in open_moments) + min(max_checks, len(open_moments)) * (1 + CHECK_RIVALS) * check_playouts
    done = 0

    def tell(extra: int) -> None:
        nonlocal done
        done += extra
        if on_progress is not None:
            on_progress(min(done, planned), planned)

    flagged: list[FlaggedDecision] = []
    checks = [0]

    def check(moment: DecisionMoment, rivals: tuple[Choice, ...]) -> None:
        """Ask again with the choice made and its rivals; flag it when it cost points."""
        checks[0] += 1
        asked = (moment.chosen,) + rivals
        width = len(asked)
        seen = [0]

        def progress(played: int, _total: int) -> None:
            tell((played - seen[0]) * width)
            seen[0] = played

        try:
            verdict = coach(moment.state, moment.seat, asked, playouts=check_playouts, seed=_seed(seed, moment, "check"),
                            level=level, known=moment.known_map, on_progress=progress, bots=bots)
        except CoachError:
            return
        better = max(rivals, key=lambda c: verdict.outcome(c).mean)
        cost, stderr = verdict.paired(better, moment.chosen)
        spread = _Z90 * stderr
        if cost < MIN_COST or cost - spread <= 0:
            return
        found = FlaggedDecision(moment, moment.chosen, better, cost, spread, verdict)
        flagged.append(found)
        if on_found is not None:
            on_found(found)

    # 1. screening: every decision, every choice, a few deals; a decision that looks very
    # costly is checked at once (the page shows it while the rest are screened)
    suspects: list[tuple[float, int, DecisionMoment, tuple[Choice, ...]]] = []
    for index, moment in enumerate(open_moments):
        n = each[id(moment)]
        width = len(moment.choices)
        seen = [0]

        def screened(played: int, _total: int, width: int = width, seen: list[int] = seen) -> None:
            tell((played - seen[0]) * width)
            seen[0] = played

        try:
            verdict = coach(moment.state, moment.seat, moment.choices, playouts=n, seed=_seed(seed, moment, "screen"),
                            level=level, known=moment.known_map, stop_early=False, on_progress=screened, bots=bots)
        except CoachError:
            continue  # a moment the coach cannot weigh (never expected): not reviewed
        made = verdict.outcome(moment.chosen).mean
        ahead = sorted((o for o in verdict.outcomes if o.choice != moment.chosen and o.mean - made >= _SCREEN_LOSS),
                       key=lambda o: -o.mean)
        if not ahead:
            continue
        rivals = tuple(o.choice for o in ahead[:CHECK_RIVALS])
        if ahead[0].mean - made >= _CHECK_AT_ONCE and checks[0] < min(_AT_ONCE_CHECKS, max_checks) and len(flagged) < most:
            check(moment, rivals)
        else:
            suspects.append((made - ahead[0].mean, index, moment, rivals))
    # 2. checking: the worst-looking first, the choice made against the one or two that
    # looked better (the screening's few deals may have put a lucky one first)
    suspects.sort(key=lambda s: (s[0], s[1]))
    for _, _, moment, rivals in suspects:
        if len(flagged) >= most or checks[0] >= max_checks:
            break
        check(moment, rivals)
    if on_progress is not None:
        on_progress(planned, planned)
    flagged.sort(key=lambda f: -f.cost)
    return HandReview(tuple(flagged), len(open_moments), done)

