"""`named(widget, "objectName")`: a Qt object with its stable objectName set.

PySide6 constructors accept Qt properties as keywords (`QLabel(objectName="x")`), but its type
stubs do not declare them, so mypy --strict cannot check such calls; this helper says the same
in a form the stubs describe.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QObject

QObjectT = TypeVar("QObjectT", bound=QObject)


def named(obj: QObjectT, name: str) -> QObjectT:
    obj.setObjectName(name)
    return obj
