"""deploy/docker-compose.yml, deploy/nginx.conf and deploy/k8s/* agree with the service.

Probes and scrape paths are real GET routes of the app (and answer 200), ports match the
Dockerfile's EXPOSE and CMD bind, the container command is the Dockerfile's CMD, every environment
variable is one the service reads, limits agree with service/config.py and gunicorn.conf.py, and
the pods run as the image's non-root user on a read-only root with writable /tmp and metrics dirs.
In Kubernetes, every client comes through the pod's nginx (the Service targets it), which buffers
whole requests under head and body deadlines and passes a bounded number on; the kubelet probes
gunicorn directly, so user traffic cannot stand in front of them.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from service import config, create_app
from tests.dockerfile import instructions

ROOT = Path(__file__).resolve().parents[1]
DEPLOY = ROOT / "deploy"
K8S = DEPLOY / "k8s"
NAME = "mahjong-scoring"


DOCKER = instructions()
CMD: list[str] = json.loads(next(rest for word, rest in reversed(DOCKER) if word == "CMD"))
EXPOSE = int(next(rest for word, rest in DOCKER if word == "EXPOSE"))
UID = int(re.search(r"--uid (\d+)", next(r for w, r in DOCKER if w == "RUN" and "useradd" in r)).group(1))


@pytest.fixture(scope="module")
def gunicorn_conf(tmp_path_factory) -> dict[str, Any]:
    """gunicorn.conf.py's settings, read in a child process (it sets PROMETHEUS_MULTIPROC_DIR)."""
    code = (
        "import json, runpy; ns = runpy.run_path('gunicorn.conf.py'); print(json.dumps({k: v for k, v in "
        "ns.items() if isinstance(v, (int, str, bool)) and not k.startswith('_')}))"
    )
    env = {"PATH": "/usr/bin:/bin", "PROMETHEUS_MULTIPROC_DIR": str(tmp_path_factory.mktemp("prom"))}
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


@pytest.fixture(scope="module")
def app():
    return create_app({"TESTING": True})


@pytest.fixture(scope="module")
def get_routes(app) -> set[str]:
    return {r.rule for r in app.url_map.iter_rules() if "GET" in r.methods and "<" not in r.rule}


def k8s_docs() -> dict[str, dict]:
    docs = {}
    for path in sorted(K8S.glob("*.yaml")):
        for doc in yaml.safe_load_all(path.read_text()):
            if doc and doc.get("kind") != "Kustomization":
                assert doc["kind"] not in docs, f"two {doc['kind']}s"
                docs[doc["kind"]] = doc
    return docs


K8S_DOCS = k8s_docs()
DEPLOYMENT = K8S_DOCS["Deployment"]
POD = DEPLOYMENT["spec"]["template"]["spec"]
CONTAINER = POD["containers"][0]
PROXY = next(c for c in POD["containers"] if c["name"] == "proxy")
KUSTOMIZATION = yaml.safe_load((K8S / "kustomization.yaml").read_text())
K8S_NGINX = (K8S / "nginx.conf").read_text()
COMPOSE = yaml.safe_load((DEPLOY / "docker-compose.yml").read_text())
SCORING = COMPOSE["services"]["scoring"]


def env_names_read_by_service() -> set[str]:
    sources = [ROOT / "gunicorn.conf.py", *(ROOT / "service").rglob("*.py")]
    text = "\n".join(p.read_text() for p in sources)
    return set(re.findall(r"""environ(?:\.get\(|\[|\.setdefault\()\s*["']([A-Z_][A-Z0-9_]*)["']""", text)) | {
        "PROMETHEUS_MULTIPROC_DIR"
    }  # read by prometheus_client itself


ENV_READ = env_names_read_by_service()


# -- kubernetes ------------------------------------------------------------------------------------
def test_k8s_kinds_and_api_versions():
    assert {k: d["apiVersion"] for k, d in K8S_DOCS.items()} == {
        "Deployment": "apps/v1",
        "Service": "v1",
        "HorizontalPodAutoscaler": "autoscaling/v2",
        "PodDisruptionBudget": "policy/v1",
    }
    kustom = KUSTOMIZATION
    assert sorted(kustom["resources"]) == sorted(p.name for p in K8S.glob("*.yaml") if p.name != "kustomization.yaml")
    (generated,) = kustom["configMapGenerator"]
    assert generated["files"] == ["default.conf=nginx.conf"] and (K8S / "nginx.conf").is_file()


def test_selectors_and_targets_agree():
    labels = DEPLOYMENT["spec"]["template"]["metadata"]["labels"]
    selector = DEPLOYMENT["spec"]["selector"]["matchLabels"]
    assert selector.items() <= labels.items()
    assert K8S_DOCS["Service"]["spec"]["selector"].items() <= labels.items()
    assert K8S_DOCS["PodDisruptionBudget"]["spec"]["selector"]["matchLabels"].items() <= labels.items()
    target = K8S_DOCS["HorizontalPodAutoscaler"]["spec"]["scaleTargetRef"]
    assert (target["kind"], target["name"], target["apiVersion"]) == (
        "Deployment",
        DEPLOYMENT["metadata"]["name"],
        "apps/v1",
    )


def test_container_command_is_the_dockerfiles_cmd():
    assert CONTAINER["command"] == CMD
    assert "args" not in CONTAINER
    assert "gunicorn.conf.py" in CMD and "--bind" not in CMD  # gunicorn listens on 0.0.0.0:$PORT


def nginx_listen(conf: str) -> int:
    return int(re.search(r"^\s*listen (\d+);", conf, re.M).group(1))


def test_ports_agree_with_dockerfile_and_service():
    env = {e["name"]: e["value"] for e in CONTAINER["env"]}
    ports = {p["name"]: p for p in CONTAINER["ports"]}
    assert set(ports) == {"app", "metrics"}
    assert ports["app"]["containerPort"] == int(env.get("PORT", EXPOSE)) == EXPOSE == 8000
    assert ports["metrics"]["containerPort"] == int(env["METRICS_PORT"]) != EXPOSE
    (front,) = PROXY["ports"]
    assert front["name"] == "http" and front["containerPort"] == nginx_listen(K8S_NGINX) == 8080
    (sport,) = K8S_DOCS["Service"]["spec"]["ports"]
    # Clients reach the pod's nginx only; nginx passes requests on to gunicorn in the same pod;
    # the metrics port is for the scraper, per pod.
    assert sport["targetPort"] in (front["name"], front["containerPort"]) and sport["port"] == 8000
    assert re.search(rf"server 127\.0\.0\.1:{EXPOSE}\b", K8S_NGINX)


@pytest.mark.parametrize(
    ("probe", "path"), [("startupProbe", "/healthz"), ("readinessProbe", "/readyz"), ("livenessProbe", "/healthz")]
)
def test_probes_hit_real_endpoints(app, get_routes, gunicorn_conf, probe, path):
    p = CONTAINER[probe]
    assert p["httpGet"]["path"] == path
    # gunicorn's own port, not the proxy's: no client, slow or many, queues in front of a probe.
    assert p["httpGet"]["port"] in ("app", EXPOSE)
    assert path in get_routes
    assert app.test_client().get(path).status_code == 200
    # A probe waits at most less than gunicorn's timeout; the liveness one is lenient under load.
    assert p["timeoutSeconds"] < gunicorn_conf["timeout"]
    if probe == "livenessProbe":
        assert p["timeoutSeconds"] >= 5 and p["failureThreshold"] >= 3
    if probe == "startupProbe":
        assert p["periodSeconds"] * p["failureThreshold"] >= 30  # start-up (preload of rulesets) budget


@pytest.mark.parametrize("probe", ["readinessProbe", "livenessProbe"])
def test_proxy_probes_are_answered_by_nginx_itself(probe):
    p = PROXY[probe]["httpGet"]
    assert p["port"] in ("http", 8080)
    block = re.search(r"location = " + re.escape(p["path"]) + r" \{(.*?)\}", K8S_NGINX, re.S)
    assert block and "return 200" in block.group(1) and "proxy_pass" not in block.group(1)


def nginx_seconds(conf: str, name: str) -> int:
    return int(re.search(rf"^\s*{name} (\d+)s;", conf, re.M).group(1))


def test_k8s_proxy_buffers_whole_requests_under_deadlines(gunicorn_conf):
    conf = K8S_NGINX
    assert int(re.search(r"client_max_body_size (\d+)k;", conf).group(1)) * 1024 == config.MAX_CONTENT_LENGTH
    assert int(re.search(r"client_body_buffer_size (\d+)k;", conf).group(1)) * 1024 >= config.MAX_CONTENT_LENGTH
    assert "proxy_request_buffering on;" in conf
    for name in ("client_header_timeout", "client_body_timeout", "send_timeout"):
        assert 1 <= nginx_seconds(conf, name) <= 30, name
    assert nginx_seconds(conf, "proxy_read_timeout") > gunicorn_conf["timeout"]
    assert (
        int(re.search(r"large_client_header_buffers \d+ (\d+)k;", conf).group(1)) * 1024
        >= gunicorn_conf["limit_request_field_size"]
    )
    # At most this many requests at gunicorn at once, counted across nginx's workers (the zone).
    assert re.search(r"zone \w+ \d+k;", conf) and 1 <= int(re.search(r"max_conns=(\d+)", conf).group(1)) <= 64
    assert "proxy_next_upstream off;" in conf  # a POST is never sent twice


@pytest.mark.parametrize(("status", "code"), [(503, "service_unavailable"), (413, "payload_too_large")])
def test_k8s_proxy_refusals_are_problems(status, code):
    import jsonschema

    from tests.conftest import SPEC

    body = json.loads(re.search(rf"return {status} '(\{{.*?\}})';", K8S_NGINX).group(1))
    jsonschema.validate(body, {"$ref": "#/components/schemas/Problem", "components": SPEC["components"]})
    assert body["status"] == status and body["code"] == code and body["type"].endswith("/" + code)
    from service.problems import PROBLEMS

    assert PROBLEMS[code] == (status, body["title"])


def test_k8s_proxy_container(gunicorn_conf):
    ctr = PROXY["securityContext"]
    assert ctr["runAsNonRoot"] is True and ctr["readOnlyRootFilesystem"] is True
    assert ctr["allowPrivilegeEscalation"] is False and ctr["capabilities"]["drop"] == ["ALL"]
    mounts = {m["mountPath"]: m["name"] for m in PROXY["volumeMounts"]}
    volumes = {v["name"]: v for v in POD["volumes"]}
    assert "emptyDir" in volumes[mounts["/tmp"]]  # nginx's pid and temporary files
    generated = KUSTOMIZATION["configMapGenerator"][0]["name"]
    assert volumes[mounts["/etc/nginx/conf.d"]]["configMap"]["name"] == generated
    assert PROXY["resources"]["limits"]["memory"] and PROXY["resources"]["requests"]["cpu"]
    pre_stop = PROXY["lifecycle"]["preStop"]["exec"]["command"]
    assert POD["terminationGracePeriodSeconds"] >= int(pre_stop[1]) + gunicorn_conf["graceful_timeout"]


def test_prometheus_scrape_annotations(app, get_routes):
    """One scrape per pod, on the metrics port; the public port has no /metrics."""
    ann = DEPLOYMENT["spec"]["template"]["metadata"]["annotations"]
    env = {e["name"]: e["value"] for e in CONTAINER["env"]}
    assert ann["prometheus.io/scrape"] == "true"
    assert int(ann["prometheus.io/port"]) == int(env["METRICS_PORT"]) != EXPOSE
    assert ann["prometheus.io/path"] == "/metrics"  # prometheus_client's server (tests/test_metrics.py)
    for doc in K8S_DOCS.values():  # no second scrape through the Service (or anything else)
        if doc is not DEPLOYMENT:
            assert not any(k.startswith("prometheus.io/") for k in doc["metadata"].get("annotations", {})), doc["kind"]
    assert "/metrics" not in get_routes
    assert app.test_client().get("/metrics").status_code == 404


def test_env_is_read_by_the_service(gunicorn_conf):
    env = {e["name"]: e["value"] for e in CONTAINER["env"]}
    assert set(env) <= ENV_READ, set(env) - ENV_READ
    assert int(env["WEB_CONCURRENCY"]) >= 1
    assert int(env["GUNICORN_TIMEOUT"]) == gunicorn_conf["timeout"]
    assert env["PROMETHEUS_MULTIPROC_DIR"].startswith("/")


def test_resources():
    res = CONTAINER["resources"]
    assert res["requests"] == {"cpu": "250m", "memory": "128Mi"}
    assert res["limits"] == {"cpu": "500m", "memory": "256Mi"}


def test_security_context_and_writable_dirs():
    pod, ctr = POD["securityContext"], CONTAINER["securityContext"]
    assert pod["runAsNonRoot"] is True and pod["runAsUser"] == UID == 10001
    assert ctr["runAsNonRoot"] is True and ctr["runAsUser"] == UID
    assert ctr["readOnlyRootFilesystem"] is True
    assert ctr["allowPrivilegeEscalation"] is False
    assert ctr["capabilities"]["drop"] == ["ALL"] and "add" not in ctr["capabilities"]
    assert POD["automountServiceAccountToken"] is False
    volumes = {v["name"]: v for v in POD["volumes"]}
    mounts = {m["mountPath"]: m["name"] for m in CONTAINER["volumeMounts"]}
    env = {e["name"]: e["value"] for e in CONTAINER["env"]}
    for path in ("/tmp", env["PROMETHEUS_MULTIPROC_DIR"]):
        assert path in mounts, path
        assert "emptyDir" in volumes[mounts[path]], path


def test_graceful_shutdown_fits_the_grace_period(gunicorn_conf):
    pre_stop = CONTAINER["lifecycle"]["preStop"]["exec"]["command"]
    assert pre_stop[0] == "sleep"
    assert POD["terminationGracePeriodSeconds"] >= int(pre_stop[1]) + gunicorn_conf["graceful_timeout"]


def test_hpa_and_pdb():
    hpa = K8S_DOCS["HorizontalPodAutoscaler"]["spec"]
    (m,) = hpa["metrics"]
    assert m["type"] == "Resource" and m["resource"]["name"] == "cpu"
    assert m["resource"]["target"] == {"type": "Utilization", "averageUtilization": 70}
    assert 2 <= hpa["minReplicas"] < hpa["maxReplicas"]
    assert DEPLOYMENT["spec"]["replicas"] >= hpa["minReplicas"]
    pdb = K8S_DOCS["PodDisruptionBudget"]["spec"]
    assert pdb["minAvailable"] < hpa["minReplicas"]  # a node drain can always proceed


# -- docker compose --------------------------------------------------------------------------------
def test_compose_builds_the_dockerfile_and_keeps_its_cmd():
    build = SCORING["build"]
    assert (DEPLOY / build["context"] / build["dockerfile"]).resolve() == ROOT / "Dockerfile"
    assert "command" not in SCORING and "entrypoint" not in SCORING
    assert SCORING["expose"] == [str(EXPOSE)]


def test_compose_env_limits_and_security():
    env = SCORING["environment"]
    assert set(env) <= ENV_READ, set(env) - ENV_READ
    assert SCORING["read_only"] is True
    tmpfs = [t.split(":")[0] for t in SCORING["tmpfs"]]
    assert "/tmp" in tmpfs and env["PROMETHEUS_MULTIPROC_DIR"].startswith("/tmp/")
    assert SCORING["user"].split(":")[0] == str(UID)
    assert SCORING["cap_drop"] == ["ALL"] and "no-new-privileges:true" in SCORING["security_opt"]
    limits = SCORING["deploy"]["resources"]["limits"]
    assert limits == {"cpus": "0.5", "memory": "256M"}


def test_compose_healthcheck_and_grace(get_routes, gunicorn_conf):
    test = SCORING["healthcheck"]["test"]
    url = re.search(r"http://127\.0\.0\.1:(\d+)(/\w+)", " ".join(test))
    assert int(url.group(1)) == EXPOSE and url.group(2) in get_routes
    seconds = int(SCORING["stop_grace_period"].rstrip("s"))
    assert seconds > gunicorn_conf["graceful_timeout"]


def test_nginx_limits_agree_with_the_service(gunicorn_conf):
    conf = (DEPLOY / "nginx.conf").read_text()
    assert int(re.search(r"client_max_body_size (\d+)k;", conf).group(1)) * 1024 == config.MAX_CONTENT_LENGTH
    assert f"http://scoring:{EXPOSE}" in conf
    read_timeout = int(re.search(r"proxy_read_timeout (\d+)s;", conf).group(1))
    assert read_timeout > gunicorn_conf["timeout"]
    assert (
        int(re.search(r"large_client_header_buffers \d+ (\d+)k;", conf).group(1)) * 1024
        >= gunicorn_conf["limit_request_field_size"]
    )
    proxy = COMPOSE["services"]["proxy"]
    assert any(v.startswith("./nginx.conf:") for v in proxy["volumes"])
    assert proxy["depends_on"]["scoring"]["condition"] == "service_healthy"
