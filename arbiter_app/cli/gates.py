"""The command line's `Confirmer` (app/gates.py): `--confirm` answers every confirmation.

Without `--confirm` a level-3 or level-4 step stops with the gate's sentence, which ends by
naming the option (`Ask.describe`); notices and refusals are printed to standard error.
"""

from __future__ import annotations

import sys
from typing import TextIO

from arbiter_app.app.session import NotTaken, Session
from arbiter_app.core.edits import Edit, EditError
from arbiter_app.core.model import Tournament
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


def push(session: Session | Tournament, edit: Edit, file: str, confirmed: bool) -> bool:
    """`edit` through its gates (`Session.push` with this confirmer), the one way a command
    takes a step: True when taken; False when a gate refused it or `--confirm` was missing (the
    gate's sentence printed); a `CommandError` naming FILE when the edit itself refuses."""
    from arbiter_app.cli.common import CommandError

    if not isinstance(session, Session):
        session = Session(session)
    try:
        session.push(edit, confirmer=CommandLineConfirmer(confirmed, sys.stderr))
    except NotTaken:
        return False
    except EditError as exc:
        raise CommandError(f"{file}: {exc}") from None
    return True
