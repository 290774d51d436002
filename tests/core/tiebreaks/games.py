"""Test helper: build small Swiss tournaments game by game, both sides recorded (mirrored).

Named players get start numbers 1, 2, ...; `top_up` completes their records with games
against fresh fillers (start numbers from 101) so they reach a chosen score, for tests where
only some players matter (the fillers never meet the named players twice)."""

from __future__ import annotations

from fractions import Fraction

from arbiter_app.core.model import Colour, Player, Result, RoundEntry, System, Tournament

W, D, L = Result.WIN, Result.DRAW, Result.LOSS


class Games:
    def __init__(self, rounds: int, names: str = "ABCDEFGH", **settings: object) -> None:
        self.t = Tournament(name="test", rounds=rounds, system=System.SWISS, **settings)  # type: ignore[arg-type]
        self.rounds = rounds
        self.sn = {}
        for k, name in enumerate(names, start=1):
            self.t.add_player(Player(k, name))
            self.sn[name] = k
        self.next_filler = 101

    def _set(self, sn: int, r: int, entry: RoundEntry) -> None:
        p = self.t.player(sn)
        assert p.entry(r).result is Result.NOT_PAIRED, (sn, r)
        self.t.replace_player(p.with_entry(r, entry))

    def game(self, r: int, a: str | int, b: str | int, result: Result) -> None:
        """`a` (white) against `b` in round `r`; `result` is a's result."""
        sa = self.sn[a] if isinstance(a, str) else a
        sb = self.sn[b] if isinstance(b, str) else b
        mirror = result if result is Result.DOUBLE_FORFEIT else result.mirror
        self._set(sa, r, RoundEntry(sb, Colour.WHITE, result))
        self._set(sb, r, RoundEntry(sa, Colour.BLACK, mirror))

    def bye(self, r: int, a: str, result: Result) -> None:
        self._set(self.sn[a], r, RoundEntry(None, Colour.NONE, result))

    def filler(self) -> int:
        sn = self.next_filler
        self.next_filler += 1
        self.t.add_player(Player(sn, f"Filler {sn}"))
        return sn

    def score(self, name: str) -> Fraction:
        return self.t.points(self.t.player(self.sn[name]))

    def top_up(self, target: Fraction | int, *names: str) -> None:
        """Fill every empty round of `names` with games against new fillers to reach `target`."""
        for name in names:
            sn = self.sn[name]
            need = Fraction(target) - self.score(name)
            for r in range(1, self.rounds + 1):
                if self.t.player(sn).entry(r).result is not Result.NOT_PAIRED:
                    continue
                res = W if need >= 1 else D if need == Fraction(1, 2) else L
                need -= {W: 1, D: Fraction(1, 2), L: 0}[res]
                self.game(r, sn, self.filler(), res)
            assert need == 0, (name, need)

    def finish(self) -> Tournament:
        """Give every player a record for every round (unset rounds: not paired)."""
        for p in list(self.t.players):
            if len(p.rounds) < self.rounds:
                self.t.replace_player(p.with_entry(self.rounds, p.entry(self.rounds)))
        return self.t
