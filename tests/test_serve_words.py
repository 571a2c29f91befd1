"""serve's refusals of its numbers and host, in serve --lang's language (cli.ftl serve-*).

English reads exactly as it did before the words moved to the catalogue (the value as Python
shows it: 0, 'x'); a German teacher who gives --port 0 reads German, and the option keeps
the name it is typed with.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest

from canasta_teach.cli import serve as serve_mod
from canasta_teach.cli.main import main as cli_main
from canasta_teach.errors import CanastaError
from canasta_teach.judge.catalogue import speaking, words_for

LANGUAGES = ("en", "da", "sv", "de", "nl")
_MESSAGES = ("serve-port-wanted", "serve-preheat-wanted", "serve-cull-wanted", "serve-host-wanted",
             "serve-limit-wanted", "serve-preheat-cap")

#: serve's keyword arguments that are wrong, with the English and the German refusal.
_BAD = [
    ({"port": 0}, "port 0: expected a whole number from 1 to 65535",
     "--port 0: erwartet wird eine ganze Zahl von 1 bis 65535"),
    ({"port": "80"}, "port '80': expected a whole number from 1 to 65535",
     "--port '80': erwartet wird eine ganze Zahl von 1 bis 65535"),
    ({"preheat": -1}, "preheat -1: expected the number of kernels to keep ready, 0 or more",
     "--preheat -1: erwartet wird die Zahl der Kernel, die bereitgehalten werden, 0 oder mehr"),
    ({"cull_idle_seconds": True},
     "cull idle time True: expected whole seconds, 0 or more (0 keeps idle kernels forever)",
     "--cull-idle True: erwartet werden ganze Sekunden, 0 oder mehr (0 behält untätige Kernel für immer)"),
    ({"host": "a b"}, "host 'a b': expected an address such as 127.0.0.1",
     "--host 'a b': erwartet wird eine Adresse wie 127.0.0.1"),
    ({"max_kernels": -1}, "max kernels -1: expected a whole number, 0 or more (0: no limit)",
     "--max-kernels -1: erwartet wird eine ganze Zahl, 0 oder mehr (0: keine Grenze)"),
    ({"page_loads_per_minute": -2}, "page loads per minute -2: expected a whole number, 0 or more (0: no limit)",
     "--page-loads-per-minute -2: erwartet wird eine ganze Zahl, 0 oder mehr (0: keine Grenze)"),
    ({"kernel_memory_mb": 1.5}, "kernel memory (MB) 1.5: expected a whole number, 0 or more (0: no limit)",
     "--kernel-memory-mb 1.5: erwartet wird eine ganze Zahl, 0 oder mehr (0: keine Grenze)"),
]


def test_every_language_has_the_refusals_with_englishs_placeholders() -> None:
    english = words_for("en")
    for lang in LANGUAGES:
        words = words_for(lang)
        for message in _MESSAGES:
            assert message in words.ids, (lang, message)
            assert words.variables(message) == english.variables(message), (lang, message)


def _refusal(lang: str | None, root: Path, **options: object) -> str:
    with (speaking(lang) if lang else contextlib.nullcontext()), pytest.raises(CanastaError) as caught:
        serve_mod.serve(root=root, **options)  # type: ignore[arg-type]
    return str(caught.value)


@pytest.mark.parametrize(("options", "english", "german"), _BAD, ids=[repr(o) for o, _, _ in _BAD])
def test_a_bad_number_is_refused_in_the_language(tmp_path: Path, options: dict[str, object],
                                                 english: str, german: str) -> None:
    assert _refusal(None, tmp_path, **options) == english
    assert _refusal("en", tmp_path, **options) == english
    assert _refusal("de", tmp_path, **options) == german
    for lang in ("da", "sv", "nl"):
        spoken = _refusal(lang, tmp_path, **options)
        assert spoken != english and spoken.split(":")[0].startswith("--"), spoken


def test_a_preheat_that_leaves_no_room_is_refused_in_the_language(tmp_path: Path) -> None:
    for name in ("index", "other"):
        (tmp_path / f"{name}.ipynb").write_text("{}")
    assert _refusal(None, tmp_path, max_kernels=4, preheat=2) == (
        "--preheat 2 keeps 4 kernels ready, as many as the cap of 4 kernels allows, leaving no room for "
        "learners: give --max-kernels more than 4, or preheat fewer")
    assert _refusal("de", tmp_path, max_kernels=4, preheat=2) == (
        "--preheat 2 hält 4 Kernel bereit, so viele, wie die Obergrenze von 4 Kerneln erlaubt, und lässt keinen "
        "Platz für die Lernenden: gib --max-kernels mehr als 4 oder heize weniger vor")


def test_serve_lang_de_refuses_a_port_in_german(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["serve", "--lang", "de", "--port", "0"]) == 2
    err = capsys.readouterr().err
    assert err == "canasta-teach: --port 0: erwartet wird eine ganze Zahl von 1 bis 65535\n", err
