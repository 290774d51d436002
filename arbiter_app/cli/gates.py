"""The command line's `Confirmer` (app/gates.py): `--confirm` answers every confirmation.

Without `--confirm` a level-3 or level-4 step stops with the gate's sentence, which ends by
naming the option (`Ask.describe`); notices and refusals are printed to standard error.
"""

from __future__ import annotations

from typing import TextIO

from arbiter_app.core.vocabulary.levels import Ask


class CommandLineConfirmer:
    def __init__(self, confirmed: bool, err: TextIO) -> None:
        self.confirmed = confirmed
        self.err = err

    def tell(self, ask: Ask) -> None:
        print(ask.describe(), file=self.err)

    def confirm(self, ask: Ask, second: bool) -> bool:
        if not self.confirmed and not second:
            print(ask.describe(), file=self.err)
        return self.confirmed
