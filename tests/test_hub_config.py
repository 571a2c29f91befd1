"""``canasta-teach hub-config`` and ``hub-singleuser`` without a hub: what they write and run.
(tests/test_hub.py runs the written configuration in a real JupyterHub.)"""

from __future__ import annotations

import stat
import sys
from pathlib import Path

import pytest
import yaml

from canasta_teach.cli import hub
from canasta_teach.cli.main import main
from canasta_teach.content.lessons import notebooks_dir

URL = "postgresql://canasta:s3cret@db.school/school"


class FakeConfig(dict):  # type: ignore[type-arg]
    """Enough of traitlets' config object to execute a jupyterhub_config.py."""

    def __getattr__(self, name: str) -> FakeConfig:
        return self.setdefault(name, FakeConfig())

    def __setattr__(self, name: str, value: object) -> None:
        self[name] = value


def _run_config(text: str, monkeypatch: pytest.MonkeyPatch) -> FakeConfig:
    opened = []
    monkeypatch.setattr("canasta_teach.progress.store.open_store_at", lambda url: opened.append(url) or _Closable())
    c = FakeConfig()
    exec(compile(text, "jupyterhub_config.py", "exec"), {"get_config": lambda: c})
    assert opened == [URL]  # the store is checked when the hub starts
    return c


class _Closable:
    def close(self) -> None:
        pass


def test_hub_config_writes_a_working_configuration(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "jupyterhub_config.py"
    assert main(["hub-config", "--store", URL, "--admin", "berg", "--admin", "lund", "--class", "4b",
                 "--port", "8001", "--proxy", "/opt/chp", "--out", str(out)]) == 0
    assert f"Wrote {out}" in capsys.readouterr().out
    assert stat.S_IMODE(out.stat().st_mode) == 0o600  # it holds the store's password
    c = _run_config(out.read_text(encoding="utf-8"), monkeypatch)
    assert c.JupyterHub.bind_url == "http://0.0.0.0:8001"
    assert c.Authenticator.admin_users == ["berg", "lund"]
    assert c.ConfigurableHTTPProxy.command == ["/opt/chp"]
    assert c.Spawner.cmd[:4] == [sys.executable, "-m", "canasta_teach.cli", "hub-singleuser"]
    assert c.Spawner.default_url == "/voila/render/index.ipynb"
    assert c.Spawner.environment == {"CANASTA_TEACH_DB": URL, "CANASTA_TEACH_CLASS": "4b"}
    [culler] = c.JupyterHub.services
    assert culler["command"][1:] == ["-m", "jupyterhub_idle_culler", "--timeout=3600"]
    [role] = c.JupyterHub.load_roles
    assert role["services"] == ["idle-culler"] and "delete:servers" in role["scopes"]

    class User:
        def __init__(self, name: str, admin: bool) -> None:
            self.name, self.admin = name, admin

    class Spawner:
        def __init__(self, user: User) -> None:
            self.user, self.environment, self.default_url = user, dict(c.Spawner.environment), c.Spawner.default_url

    learner, teacher = Spawner(User("ann", False)), Spawner(User("berg", True))
    for spawner in (learner, teacher):
        c.Spawner.pre_spawn_hook(spawner)
    assert learner.environment["CANASTA_TEACH_LEARNER"] == "ann" and learner.environment["CANASTA_TEACH_TEACHER"] == ""
    assert learner.default_url == "/voila/render/index.ipynb"
    assert teacher.environment["CANASTA_TEACH_TEACHER"] == "1"
    assert teacher.default_url == "/voila/render/teacher.ipynb"
    assert c.Spawner.environment == {"CANASTA_TEACH_DB": URL, "CANASTA_TEACH_CLASS": "4b"}  # untouched


def test_hub_config_needs_a_database_url(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["hub-config", "--store", str(tmp_path / "p.sqlite3"), "--out", str(tmp_path / "c.py")]) == 2
    assert "--store postgresql://" in capsys.readouterr().err
    assert not (tmp_path / "c.py").exists()


def test_hub_config_checks_the_teachers_positions(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "pos"
    folder.mkdir()
    (folder / "bad.yaml").write_text("- id: x\n  hand: Ks Ks Ks\n  pile: 4c Qd\n  ask: take-pile\n", encoding="utf-8")
    assert main(["hub-config", "--store", URL, "--positions", str(folder), "--out", "-"]) == 2
    assert "bad.yaml: entry x" in capsys.readouterr().err


def test_z2jh_values(tmp_path: Path) -> None:
    out = tmp_path / "config.yaml"
    assert main(["hub-config", "--z2jh", "registry.example/school:0.1", "--admin", "berg", "--class", "4b",
                 "--cull-idle", "1800", "--out", str(out)]) == 0
    values = yaml.safe_load(out.read_text(encoding="utf-8"))
    single = values["singleuser"]
    assert single["image"] == {"name": "registry.example/school", "tag": "0.1"}
    assert single["cmd"][:2] == ["canasta-teach", "hub-singleuser"]
    assert single["defaultUrl"] == "/voila/render/index.ipynb"
    assert single["extraEnv"]["CANASTA_TEACH_DB"]["valueFrom"]["secretKeyRef"] == {"name": "canasta-store", "key": "url"}
    assert single["extraEnv"]["CANASTA_TEACH_CLASS"] == "4b"
    assert values["hub"]["config"]["Authenticator"]["admin_users"] == ["berg"]
    assert values["cull"] == {"enabled": True, "timeout": 1800}
    snippet = values["hub"]["extraConfig"]["canasta-school"]
    compile(snippet, "extraConfig", "exec")
    assert "c.KubeSpawner.pre_spawn_hook = canasta_school_user" in snippet


def test_hub_singleuser_runs_jupyterhubs_server_on_the_lessons(monkeypatch: pytest.MonkeyPatch) -> None:
    ran: list[list[str]] = []
    monkeypatch.setattr(hub.os, "execv", lambda path, argv: ran.append(argv))
    main(["hub-singleuser", "--cull-idle", "30", "--ServerApp.allow_root=True"])
    [argv] = ran
    assert argv[:3] == [sys.executable, "-m", "jupyterhub.singleuser"]
    assert f"--ServerApp.root_dir={notebooks_dir()}" in argv
    assert "--VoilaConfiguration.show_tracebacks=False" in argv and "--VoilaConfiguration.strip_sources=True" in argv
    assert "--MappingKernelManager.cull_idle_timeout=30" in argv
    assert argv[-1] == "--ServerApp.allow_root=True"  # JupyterHub's Spawner.args come last
    with pytest.raises(SystemExit):  # other commands still refuse unknown options
        main(["rules", "--no-such-option"])
