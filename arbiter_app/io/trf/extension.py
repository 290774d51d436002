"""The arbiter-app extension comment: what TRF lines cannot say."""

from __future__ import annotations

import json
from typing import Any

from msgspec.structs import replace

from arbiter_app.core.model import (
    NOT_PAIRED,
    Tournament,
)
from arbiter_app.core.team_model import TeamSetup
from arbiter_app.core.teams.matches import bye_points
from arbiter_app.io.codec import (
    Decoder,
    entry_from_json,
    entry_to_json,
    pairing_settings_from_json,
    player_fields_from_json,
    player_to_json,
    ratings_from_json,
    settings_from_json,
    settings_to_json,
)
from arbiter_app.io.errors import InputError
from arbiter_app.io.trf.codes import _EXTENSION_VERSION, EXTENSION_PREFIX
from arbiter_app.io.trf.text import _At

# -- extension comment --------------------------------------------------------------------------
# Written from the results, never from the model's field: points and rank (writer.py).
_DERIVED = frozenset({"points_in_file", "rank_in_file"})
# What the project file keeps of the file read, not the event: a TRF written is a new file.
_NOT_TRAVELLING = ("file_claims_stale",)


def _same_teams(t: Tournament, back: Tournament) -> bool:
    """Whether the team records say all of `t`'s teams: the claims are rewritten, and a team
    bye's points are written out when they are the default (io/trf/teams.py)."""
    if t.teams is None or back.teams is None:
        return False

    def said(x: Tournament, setup: TeamSetup) -> TeamSetup:
        mp, gp = bye_points(x, setup)
        scoring = replace(setup.scoring, bye_mp=mp, bye_gp=gp)
        return replace(setup.without_claims(), scoring=scoring)

    return said(t, t.teams) == said(back, back.teams)


def _extension(t: Tournament, back: Tournament) -> dict[str, Any]:
    """What `t` holds that the TRF lines (read back as `back`) do not say."""
    ext: dict[str, Any] = {}
    mine, theirs = settings_to_json(t), settings_to_json(back)
    settings = {k: v for k, v in mine.items() if theirs.get(k) != v and k not in _NOT_TRAVELLING}
    if "teams" in settings and _same_teams(t, back):
        del settings["teams"]
    if settings:
        ext["tournament"] = settings
    players: dict[str, Any] = {}
    for p in t.players:
        pj, qj = player_to_json(p), player_to_json(back.player(p.start_no))
        if "bonus" in pj or "bonus" in qj:  # written only when not zero
            pj.setdefault("bonus", "0")
            qj.setdefault("bonus", "0")
        diff = {k: v for k, v in pj.items() if k not in _DERIVED and qj[k] != v}
        q = back.player(p.start_no)
        if "rounds" in diff and len(p.rounds) <= len(q.rounds):
            # The reader pads every player to the rounds of the file (a round with byes entered
            # before pairing makes one more for everybody): a shorter record here is the same
            # record, and only the rounds that differ travel.
            del diff["rounds"]
            padded = list(p.rounds) + [NOT_PAIRED] * (len(q.rounds) - len(p.rounds))
            entries = {
                str(r): entry_to_json(e)
                for r, (e, f) in enumerate(zip(padded, q.rounds, strict=True), start=1)
                if e != f
            }
            if entries:
                diff["round_entries"] = entries
        if diff:
            players[str(p.start_no)] = diff
    if players:
        ext["players"] = players
    if ext:
        ext["version"] = _EXTENSION_VERSION
    return ext


def _apply_extension(t: Tournament, line: str, at: _At) -> None:
    column = len(EXTENSION_PREFIX) + 1
    try:
        data = json.loads(line[len(EXTENSION_PREFIX) :])
    except json.JSONDecodeError as exc:
        raise at.error(column + exc.pos, f"unreadable arbiter-app comment ({exc.msg})") from None
    except (ValueError, RecursionError) as exc:  # 5,000-digit integers, absurd nesting
        raise at.error(column, f"unreadable arbiter-app comment ({exc})") from None
    d = Decoder(at.source)
    path = "arbiter-app comment"  # (the line and file are the error's place, `at`)
    try:
        data = d.obj(data, path)
        version = d.integer(data.get("version"), f"{path}.version")
        if version > _EXTENSION_VERSION:
            raise d.fail(path, f"written by a newer arbiter-app (comment version {version})")
        d.known_keys(data, {"version", "tournament", "players", "pairing", "ratings"}, path)
        # Comments written before the settings were typed carry them apart from "tournament",
        # which now holds them (the whole record of each, when it differs from the lines').
        if "ratings" in data:
            t.ratings = ratings_from_json(d, data["ratings"], f"{path}.ratings")
        if "pairing" in data:
            t.pairing = pairing_settings_from_json(d, data["pairing"], f"{path}.pairing")
        if "tournament" in data:
            settings = d.obj(data["tournament"], f"{path}.tournament")
            # (an individual event's settings have no "teams"; a team event's differ from its
            # records when the records cannot say it all, e.g. a team's withdrawal)
            known = set(settings_to_json(Tournament())) | {"pairing", "ratings", "teams"}
            d.known_keys(data["tournament"], known, path)
            for key, value in settings_from_json(d, settings, f"{path}.tournament").items():
                setattr(t, key, value)
        for sno, diff in d.obj(data.get("players", {}), f"{path}.players").items():
            ppath = f"{path}.players.{sno}"
            diff = dict(d.obj(diff, ppath))
            if not (sno.isdecimal() and len(sno) <= 4) or not t.has_player(int(sno)):
                raise d.fail(ppath, f"no player with start number {sno}")
            player = t.player(int(sno))
            # The comment completes the 001 record of that start number; it cannot renumber
            # the player (a number the file has not, or another player's).
            if "start_no" in diff and diff["start_no"] != player.start_no:
                raise d.fail(
                    f"{ppath}.start_no",
                    f"player {sno}'s comment gives start number {diff['start_no']!r}; "
                    "the 001 record says the start number",
                )
            entries = d.obj(diff.pop("round_entries", {}), f"{ppath}.round_entries")
            player = replace(player, **player_fields_from_json(d, diff, ppath, partial=True))
            for r, value in entries.items():
                if not (r.isdecimal() and len(r) <= 4) or not 1 <= int(r) <= len(player.rounds):
                    raise d.fail(f"{ppath}.round_entries", f"no round {r}")
                entry = entry_from_json(d, value, f"{ppath}.round_entries.{r}")
                player = player.with_entry(int(r), entry)
            t.replace_player(player)
    except InputError as exc:
        where = "" if exc.record is None else f"{exc.record}: "
        raise at.error(column, where + exc.message) from None
