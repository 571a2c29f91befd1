"""What happened in the coach's play-outs, counted: the facts behind a verdict's averages.

The coach says which choice scores more on average; a learner also wants to know *why*.
The why is in the play-outs themselves: after one discard the next player took the pile in
most deals, after the other hardly ever; going out now ended the hand before the opponents
had laid a single meld. :class:`PlayoutWatch` follows one play-out operation by operation
and notes which of a few plain :class:`Event` kinds happened (each at most once per
play-out, so a count reads "in 62 of 100 deals"); :class:`EventCounts` adds them up per
choice, and :func:`telling_events` picks the one or two whose counts differ most between
two choices. Counted from the play-outs, never guessed: a fact nobody saw is never said.

>>> counts = EventCounts.of({Event.NEXT_TOOK_PILE: 62}, playouts=100)
>>> counts.count(Event.NEXT_TOOK_PILE), counts.count(Event.WE_WENT_OUT)
(62, 0)
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from ..game.operations import DrawStock, Operation, TakePile
from ..game.table import HandEnd, TableState

__all__ = ["Event", "EventCounts", "PlayoutWatch", "telling_events", "speaks_for_better", "MIN_EVENT_SHARE", "GOOD_FOR_US", "FALLBACK"]


class Event(enum.Enum):
    """One thing that may happen in a play-out after the choice, from the side of the seat
    that chose (each counted once per play-out)."""

    #: The next player (to the chooser's left) took the pile on their first turn.
    NEXT_TOOK_PILE = "next-took-pile"
    #: A player of another side took the pile at some time before the hand ended.
    THEY_TOOK_PILE = "they-took-pile"
    #: The chooser's side took the pile (after the choice itself).
    WE_TOOK_PILE = "we-took-pile"
    #: The chooser's side went out.
    WE_WENT_OUT = "we-went-out"
    #: A player of another side went out.
    THEY_WENT_OUT = "they-went-out"
    #: The hand ended with another side still without a single meld.
    THEY_NEVER_MELDED = "they-never-melded"
    #: The chooser's side completed a canasta it did not have at the decision.
    WE_NEW_CANASTA = "we-new-canasta"
    #: Another side completed a canasta it did not have at the decision.
    THEY_NEW_CANASTA = "they-new-canasta"
    #: The chooser's side scored more for the hand than every other side. The coach notes
    #: it from the play-out's score (:func:`.coach._difference`), not :class:`PlayoutWatch`;
    #: it is said only when no other event tells the choices apart (:data:`FALLBACK`), so
    #: a verdict always has a counted fact behind its averages.
    WE_SCORED_MORE = "we-scored-more"


#: A fact is worth saying when its count differs by at least this share of the play-outs.
MIN_EVENT_SHARE = 0.15

#: The events that are good for the chooser's side (every other event is good for the
#: opponents): a fact speaks for a choice when it happened more often after it and is good
#: for us, or less often and is good for them.
GOOD_FOR_US = frozenset({Event.WE_TOOK_PILE, Event.WE_WENT_OUT, Event.THEY_NEVER_MELDED, Event.WE_NEW_CANASTA,
                         Event.WE_SCORED_MORE})

#: Said only when no other event tells the choices apart: that the better choice's side
#: came out ahead more often is true of almost every verdict, so it would crowd out the
#: facts that say *why*; but a verdict with no fact at all leaves a learner with averages.
FALLBACK = Event.WE_SCORED_MORE


class PlayoutWatch:
    """Follows one play-out from the decision (``start``, before the choice is made) and
    notes the events of :class:`Event` as the operations pass (:meth:`saw`); :meth:`ended`
    adds those read from the last table. Cheap: one or two ``isinstance`` per operation."""

    __slots__ = ("_seat", "_ours", "_next", "_next_done", "_start_canastas", "events")

    def __init__(self, start: TableState, seat: int) -> None:
        self._seat = seat
        self._ours = frozenset(start.sides[start.side_of(seat)])
        self._next = (seat + 1) % start.players
        self._next_done = False
        self._start_canastas = tuple(start.canastas(s) for s in range(start.players))
        self.events: set[Event] = set()

    def saw(self, seat: int, op: Operation, *, after_choice: bool = True) -> None:
        """``seat`` played ``op`` (``after_choice`` False: the op was the choice itself)."""
        if isinstance(op, TakePile):
            if after_choice:
                self.events.add(Event.WE_TOOK_PILE if seat in self._ours else Event.THEY_TOOK_PILE)
            if seat == self._next and not self._next_done and seat != self._seat:
                self._next_done = True
                self.events.add(Event.NEXT_TOOK_PILE)
        elif isinstance(op, DrawStock) and seat == self._next and seat != self._seat:
            self._next_done = True

    def ended(self, end: TableState) -> frozenset[Event]:
        """The events of the play-out, once it is over (``end`` is the last table)."""
        # the sides as the hand ended (three players: the lone player's side forms late)
        ours = frozenset(end.sides[end.side_of(self._seat)])
        if end.end is HandEnd.WENT_OUT and end.went_out is not None:
            self.events.add(Event.WE_WENT_OUT if end.went_out in ours else Event.THEY_WENT_OUT)
        theirs = [side for side in range(len(end.sides)) if not set(end.sides[side]) & ours]
        if any(not end.side_melded[side] for side in theirs):
            self.events.add(Event.THEY_NEVER_MELDED)
        for s in range(end.players):
            if end.canastas(s) > self._start_canastas[s]:
                self.events.add(Event.WE_NEW_CANASTA if s in ours else Event.THEY_NEW_CANASTA)
        return frozenset(self.events)


@dataclass(frozen=True)
class EventCounts:
    """How many of a choice's play-outs saw each event."""

    counts: tuple[tuple[Event, int], ...]
    playouts: int

    @classmethod
    def of(cls, counts: Mapping[Event, int], *, playouts: int) -> EventCounts:
        return cls(tuple((e, counts[e]) for e in Event if counts.get(e, 0)), playouts)

    @classmethod
    def tally(cls, seen: Iterable[frozenset[Event]]) -> EventCounts:
        """The counts of a choice's play-outs (one set of events each)."""
        counts: dict[Event, int] = {}
        n = 0
        for events in seen:
            n += 1
            for e in events:
                counts[e] = counts.get(e, 0) + 1
        return cls.of(counts, playouts=n)

    def count(self, event: Event) -> int:
        return next((n for e, n in self.counts if e is event), 0)


def speaks_for_better(event: Event, made: EventCounts, better: EventCounts) -> bool:
    """Whether ``event``'s counts point the verdict's way: it is good for the chooser's
    side (:data:`GOOD_FOR_US`) and happened more often after the better choice, or it is
    good for the opponents and happened more often after the choice made."""
    gap = better.count(event) / better.playouts - made.count(event) / made.playouts
    return gap > 0 if event in GOOD_FOR_US else gap < 0


def telling_events(made: EventCounts, better: EventCounts, *, most: int = 2, fallback: bool = True) -> tuple[Event, ...]:
    """The one or two events that explain why the better choice is better: those whose
    counts point the verdict's way (:func:`speaks_for_better`; a fact that speaks against
    the better choice is never said as a reason for it) and whose shares differ most (at
    least :data:`MIN_EVENT_SHARE` of the play-outs apart), the biggest difference first.
    When none does, :data:`FALLBACK` (how often the chooser's side came out ahead) if it
    points the verdict's way by any margin and ``fallback`` is true (the coach's own
    sentence already says how many hands each choice won, so it asks without); empty when
    not even that does.

    >>> made = EventCounts.of({Event.WE_SCORED_MORE: 20}, playouts=50)
    >>> telling_events(made, EventCounts.of({Event.WE_SCORED_MORE: 26}, playouts=50))
    (<Event.WE_SCORED_MORE: 'we-scored-more'>,)
    >>> telling_events(made, EventCounts.of({Event.WE_SCORED_MORE: 26, Event.WE_WENT_OUT: 30}, playouts=50))
    (<Event.WE_WENT_OUT: 'we-went-out'>,)
    """
    if not made.playouts or not better.playouts:
        return ()
    gaps = []
    for event in Event:
        if event is FALLBACK:
            continue
        gap = abs(made.count(event) / made.playouts - better.count(event) / better.playouts)
        if gap >= MIN_EVENT_SHARE and speaks_for_better(event, made, better):
            gaps.append((-gap, list(Event).index(event), event))
    if not gaps:
        return (FALLBACK,) if fallback and speaks_for_better(FALLBACK, made, better) else ()
    return tuple(e for _, _, e in sorted(gaps)[:most])
