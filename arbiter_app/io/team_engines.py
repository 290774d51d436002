"""Team pairing engines: the Berger tables for team round robins, and gacrux's FIDE Swiss Team
Pairing System (C.04.6, applied from 1 February 2026) fed the TRF this program writes.

gacrux's team engine (`gacrux.pairingfideteam.pairing_fideteam`) reads TRF-26 as its own
command line does (`gacrux.trf2json`): the players (001), the teams (310: number in columns
5-7, which is the competitor id it pairs and answers in), the board count and colour sequence
(352), the match scoring (362), the lineups (300), the bye (320), forfeited matches (330) and
the requested byes (240) — all written by `io.trf.format_trf` for a team event. Besides them:

- `142` the rounds: C.04.6 arts. 2.3.4 [C7] and 2.3.7 [C10] do not apply in the last two
  rounds, and gacrux refuses a round it cannot place (so does this module, with the reason);
- `152` the initial colour (C.04.6 art. 4.3.1: the first-named team of the top board); without
  it gacrux draws one at random on every call;
- `192` the colour model and primary score: the model chosen with `pair --team-colours`
  (type A, type B or none, C.04.6 art. 1.7), else the file's own `FIDE_TEAM_*`, else type A
  (art. 1.7: type A unless the regulations choose otherwise), with `_MP_GP` or `_GP_MP` from
  the event's primary score (art. 1.2.2: the other score used for the colours).

The answer's pairs are (w, b): `w` the team given the first colour of the sequence on board 1
(the first-named team), `b` 0 for the pairing-allocated bye.
"""

from __future__ import annotations

from typing import Any

from arbiter_app.core.model import System, Tournament
from arbiter_app.core.pairing.engine import PairingError, initial_colour
from arbiter_app.core.pairing.teams import (
    TEAM_COLOUR_MODELS,
    TeamPairing,
    berger_team_pairing,
    team_history,
)
from arbiter_app.io.trf import format_trf
from arbiter_app.io.trf.pairing_records import initial_colour_lines

__all__ = [
    "TEAM_COLOUR_MODELS",
    "gacrux_team_trf",
    "pair_teams",
    "pair_teams_with_gacrux",
    "team_engine_name",
    "with_engine_head",
]

_ENGINE_RECORDS = ("142 ", "152 ", "192 ", "XXR ", "XXC ")


# The TRF-26 192 words gacrux reads for the colour models of C.04.6 art. 1.7.
_MODEL_WORD = {"typea": "_TYPEA", "typeb": "_TYPEB", "none": ""}


def _system_line(t: Tournament) -> str:
    """192: the colour model chosen (`pair --team-colours`, kept in the pairing settings), else
    the file's own `FIDE_TEAM_*`, else type A; the primary score from the event."""
    primary = t.teams.primary if t.teams is not None else "MP"
    scores = "_GP_MP" if primary == "GP" else "_MP_GP"
    chosen = t.pairing.team_colours
    if chosen in _MODEL_WORD:
        return f"192 FIDE_TEAM{_MODEL_WORD[str(chosen)]}{scores}"
    template = t.extra.get("trf")
    lines = template.get("lines") if isinstance(template, dict) else None
    for line in lines if isinstance(lines, list) else []:
        text = str(line)
        if text.startswith("192 ") and text[4:].strip().upper().startswith("FIDE_TEAM"):
            return f"192 {text[4:].strip().upper()}"
    return f"192 FIDE_TEAM_TYPEA{scores}"


def gacrux_team_trf(t: Tournament, round_no: int) -> str:
    """The TRF gacrux's team engine pairs round `round_no` from (see the module docstring)."""
    if t.teams is None:
        raise PairingError("not a team event")
    if not t.rounds:
        raise PairingError(
            "the number of rounds is not set: C.04.6 (arts. 2.3.4 and 2.3.7) pairs the last "
            "two rounds differently; set the rounds before pairing"
        )
    if round_no > t.rounds:
        raise PairingError(f"round {round_no} is after the last round ({t.rounds})")
    # gacrux pairs teams whose every player is a member of one (TRF-26 310 / TRF-16 013); a
    # player of no team has no team to be paired with (gacrux fails on it with a KeyError).
    members = {m for team in t.teams.teams for m in team.members}
    outside = sorted(p.start_no for p in t.players if p.start_no not in members)
    if outside:
        shown = ", ".join(map(str, outside[:10])) + (", ..." if len(outside) > 10 else "")
        raise PairingError(
            f"{len(outside)} player(s) belong to no team ({shown}): a team event pairs its "
            "teams; add them to a team or remove them"
        )
    # What the round's pairing rests on: the earlier rounds and the requested byes.
    return with_engine_head(t, format_trf(team_history(t, round_no)))


def with_engine_head(t: Tournament, text: str) -> str:
    """The TRF `text` of the team event `t` with the records gacrux pairs by (142, 152, 192,
    see the module docstring) in place of the writer's: also what gacrux's own checker reads
    a whole event from (`io.team_crosstest`)."""
    body = [x for x in text.splitlines() if not x.startswith(_ENGINE_RECORDS)]
    head = [
        f"142 {t.rounds}",
        initial_colour_lines(initial_colour(t))[0],
        _system_line(t),
    ]
    return "\n".join(body[:1] + head + body[1:]) + "\n"


def pair_teams_with_gacrux(text: str, round_no: int) -> TeamPairing:
    """The matches (first-named team, other) in table order and the team bye, from gacrux."""
    from gacrux.gacruxexeptions import (  # type: ignore[import-untyped]
        GacruxInputError,
        GacruxNoLegalPairing,
    )
    from gacrux.pairingfideteam import pairing_fideteam  # type: ignore[import-untyped]
    from gacrux.trf2json import trf2json  # type: ignore[import-untyped]

    params: dict[str, Any] = {"experimental": [], "verbose": 0, "top_color": ""}
    try:
        reader = trf2json()
        reader.parse_file(text, 0)
        tournament = reader.get_tournament(1)
        if tournament is None:
            raise PairingError("gacrux could not read the team tournament")
        brackets = pairing_fideteam(tournament, round_no, params).compute_pairing(False, 0)
    except GacruxNoLegalPairing as exc:
        raise PairingError(f"no legal pairing of the teams: {exc}") from exc
    except GacruxInputError as exc:
        raise PairingError(f"gacrux refused the team TRF: {exc}") from exc
    except PairingError:
        raise
    except Exception as exc:  # an engine defect on a file: reported, never a crash
        raise PairingError(f"gacrux failed: {type(exc).__name__}: {exc}") from exc
    pairs = sorted((p for b in brackets if b for p in b.get("pairs", [])), key=lambda p: p["board"])
    matches = tuple((int(p["w"]), int(p["b"])) for p in pairs if int(p["w"]) and int(p["b"]))
    byes = [int(p["w"]) or int(p["b"]) for p in pairs if not (int(p["w"]) and int(p["b"]))]
    return TeamPairing(round_no, matches, byes[0] if byes else None)


def team_engine_name(t: Tournament) -> str:
    """`berger` for a team round robin, else `gacrux` (C.04.6)."""
    return "berger" if _system(t).is_round_robin else "gacrux"


def _system(t: Tournament) -> System:
    # Declared only: the boards of a team Swiss can look like an individual round robin's.
    return t.system or System.SWISS


def pair_teams(t: Tournament, round_no: int) -> TeamPairing:
    """Round `round_no` of the team event `t`, by the engine of its system."""
    if t.teams is None:
        raise PairingError("not a team event")
    system = _system(t)
    if system.is_round_robin:
        double = system is System.DOUBLE_ROUND_ROBIN
        try:
            return berger_team_pairing(t.teams, round_no, double)
        except ValueError as exc:
            raise PairingError(str(exc)) from exc
    return pair_teams_with_gacrux(gacrux_team_trf(t, round_no), round_no)
