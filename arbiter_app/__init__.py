"""arbiter-app: crosstables, live standings and exact tie-breaks for tournament arbiters."""

import sys

__version__ = "0.1.0"

# The records are msgspec Structs (docs/architecture.md, "Records"). When typing_extensions is
# installed (it is, for pydantic, which py4swiss uses), msgspec imports it at once, and it
# imports inspect, ast, dis and tokenize: ~6 ms of every command's ~100. msgspec takes from it
# only typing's own forms as they were backported (`get_type_hints`, `Required`, `NotRequired`,
# msgspec/_utils.py), which Python 3.11's typing has, and only to read the field types of what
# it decodes; nothing here is decoded by msgspec. So msgspec is imported first with
# typing_extensions hidden (an import of a name set to None fails, and msgspec falls back on
# typing); anything imported later that wants typing_extensions gets it as usual.
if "msgspec" not in sys.modules and "typing_extensions" not in sys.modules:
    sys.modules["typing_extensions"] = None  # type: ignore[assignment]
    try:
        import msgspec  # noqa: F401
    finally:
        del sys.modules["typing_extensions"]
