"""The arbiter-app extension comment: what TRF lines cannot say."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from arbiter_app.core.model import (
    NOT_PAIRED,
    Tournament,
)
from arbiter_app.core.pairing.round import SETTINGS_KEY, pairing_settings
from arbiter_app.core.rating_change import K_KEY, RATING_TYPE_KEY, RATING_TYPES
from arbiter_app.core.rating_source import SEQUENCE_KEY
from arbiter_app.core.seeding import METHODS, SEEDING_KEY
from arbiter_app.io.codec import (
    Decoder,
    entry_from_json,
    entry_to_json,
    pairing_settings_from_json,
    player_fields_from_json,
    player_to_json,
    settings_from_json,
    settings_to_json,
)
from arbiter_app.io.errors import InputError
from arbiter_app.io.trf.codes import _EXTENSION_VERSION, EXTENSION_PREFIX
from arbiter_app.io.trf.text import _At

# -- extension comment --------------------------------------------------------------------------
# Written from the results, never from the model's field: points and rank (writer.py).
_DERIVED = frozenset({"points_in_file", "rank_in_file"})


def _extension(t: Tournament, back: Tournament) -> dict[str, Any]:
    """What `t` holds that the TRF lines (read back as `back`) do not say."""
    ext: dict[str, Any] = {}
    mine, theirs = settings_to_json(t), settings_to_json(back)
    settings = {k: v for k, v in mine.items() if theirs.get(k) != v}
    same_teams = (
        t.teams is not None
        and back.teams is not None
        and (
            t.teams.without_claims() == back.teams.without_claims()  # the claims are rewritten
        )
    )
    if "teams" in settings and same_teams:
        del settings["teams"]
    if settings:
        ext["tournament"] = settings
    # Edition, acceleration, initial colour, drawn Berger numbers, swap of the last two rounds:
    # the 152/XXC/XXA/250 records say only part of it (pairing_records.py), so all of it here.
    pairing = dict(pairing_settings(t))
    if pairing and pairing != dict(pairing_settings(back)):
        ext["pairing"] = pairing
    # The rating settings (rating type, the list's K kept per FIDE ID, the record-172 method
    # when TRF-26 record 172 is not written): TRF has no records for them.
    ratings = {key: t.extra[key] for key in _RATING_KEYS if key in t.extra}
    if ratings:
        ext["ratings"] = ratings
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


_RATING_KEYS = (RATING_TYPE_KEY, K_KEY, SEEDING_KEY, SEQUENCE_KEY)


def _ratings_from_json(d: Decoder, value: Any, path: str) -> dict[str, object]:
    data = d.obj(value, path)
    d.known_keys(data, set(_RATING_KEYS), path)
    out: dict[str, object] = {}
    for key, allowed in ((RATING_TYPE_KEY, RATING_TYPES), (SEEDING_KEY, METHODS)):
        if key in data:
            text = d.text(data[key], f"{path}.{key}")
            if text not in allowed:
                raise d.fail(f"{path}.{key}", f"{text!r} is not one of {', '.join(allowed)}")
            out[key] = text
    if SEQUENCE_KEY in data:
        items = d.array(data[SEQUENCE_KEY], f"{path}.{SEQUENCE_KEY}")
        sequence = [d.text(x, f"{path}.{SEQUENCE_KEY}[{i}]") for i, x in enumerate(items)]
        if (
            not sequence
            or len(set(sequence)) != len(sequence)
            or not set(sequence) <= set(RATING_TYPES)
        ):
            raise d.fail(f"{path}.{SEQUENCE_KEY}", "rating types (standard, rapid, blitz) once")
        out[SEQUENCE_KEY] = sequence
    if K_KEY in data:
        ks = d.obj(data[K_KEY], f"{path}.{K_KEY}")
        out[K_KEY] = {
            fide_id: d.integer(k, f"{path}.{K_KEY}.{fide_id}", 1, 100) for fide_id, k in ks.items()
        }
    return out


def _apply_extension(t: Tournament, line: str, at: _At) -> None:
    column = len(EXTENSION_PREFIX) + 1
    try:
        data = json.loads(line[len(EXTENSION_PREFIX) :])
    except json.JSONDecodeError as exc:
        raise at.error(column + exc.pos, f"unreadable arbiter-app comment ({exc.msg})") from None
    except (ValueError, RecursionError) as exc:  # 5,000-digit integers, absurd nesting
        raise at.error(column, f"unreadable arbiter-app comment ({exc})") from None
    d = Decoder(at.source)
    path = f"line {at.line} (arbiter-app comment)"
    try:
        data = d.obj(data, path)
        version = d.integer(data.get("version"), f"{path}.version")
        if version > _EXTENSION_VERSION:
            raise d.fail(path, f"written by a newer arbiter-app (comment version {version})")
        d.known_keys(data, {"version", "tournament", "players", "pairing", "ratings"}, path)
        if "ratings" in data:
            t.extra.update(_ratings_from_json(d, data["ratings"], f"{path}.ratings"))
        if "pairing" in data:
            pairing = pairing_settings_from_json(d, data["pairing"], f"{path}.pairing")
            t.extra[SETTINGS_KEY] = pairing
        if "tournament" in data:
            settings = d.obj(data["tournament"], f"{path}.tournament")
            d.known_keys(data["tournament"], set(settings_to_json(Tournament())), path)
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
        raise at.error(column, exc.message if exc.record is None else str(exc)) from None
