"""Gunicorn settings for the scoring service (`make serve`, the Dockerfile's CMD).

    gunicorn --config gunicorn.conf.py --bind 0.0.0.0:8000 'service:create_app()'

Environment: WEB_CONCURRENCY (workers, default 2), GUNICORN_TIMEOUT (default 30),
GUNICORN_KEEPALIVE (default 5: the deadline of a request's head), GUNICORN_BODY_TIMEOUT (default
10: the deadline of its body), GUNICORN_ACCEPT_BATCH (default 8: connections a worker accepts at a
time) and GUNICORN_KEEPALIVE_REQUESTS (default 20: answers on a kept-alive connection before it is
closed; these three read by service/gunicorn_worker.py), GUNICORN_MAX_REQUESTS (default
100000, 0 never recycles), LOG_LEVEL (default info), GUNICORN_CONTROL_SOCKET=1 to keep gunicorn's
control socket (off by default: containers run read-only and as a non-root user).
"""

import os
import tempfile

# Workers: scoring is CPU-bound, so scale with WEB_CONCURRENCY (about one per CPU). Each worker is
# gevent-based (service/gunicorn_worker.py): it holds up to `worker_connections` connections at
# once, so idle or slow clients wait in their own greenlets instead of taking the worker, and it
# computes one request at a time, as a sync worker would (docs/OPERATIONS.md has the comparison).
workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
worker_class = "service.gunicorn_worker.BoundedGeventWorker"
worker_connections = 256
# Recycle a worker after this many requests, plus up to half as many again (jitter: workers get
# about as many requests each, and 10 % jitter had both replaced within seconds of each other):
# whatever a worker's memory gained is given back, and the new worker shares the preloaded pages
# with the master again. Memory is bounded by the caches (docs/OPERATIONS.md "Memory"): this is the
# safety net for anything else, and not more often, since each replacement costs a moment at half
# capacity and a worker with cold caches (20000 meant one every 10-15 s per worker at 1,900 req/s).
max_requests = int(os.environ.get("GUNICORN_MAX_REQUESTS", "100000"))
max_requests_jitter = max_requests // 2
# Load the app (and the rulesets, checked at load) once in the master, then fork: a broken
# ruleset fails at start-up, not in a worker, and workers share the loaded data.
preload_app = True

# Time limits (seconds). A worker that does not report for `timeout` (a request computing that
# long) is killed and restarted; `graceful_timeout` is how long workers may finish requests on
# SIGTERM. `keepalive` is the deadline of a request's head: a connection must send its request
# line and headers within it of being accepted (or of its previous answer), else it is closed;
# so it is also how long an idle keep-alive connection is held. At least 1: 0 would turn
# keep-alive off and, with it, the head deadline. The body's deadline is GUNICORN_BODY_TIMEOUT.
timeout = int(os.environ.get("GUNICORN_TIMEOUT", "30"))
graceful_timeout = 20
keepalive = max(1, int(os.environ.get("GUNICORN_KEEPALIVE", "5")))

# Request limits, enforced by gunicorn before the app sees the request (it answers a plain 400):
# - limit_request_line: bytes of the request line (method, URI, version). Our URIs are short.
# - limit_request_fields: number of header fields.
# - limit_request_field_size: bytes of one header field (name and value).
# Bodies are limited by the app: MAX_CONTENT_LENGTH = 256 KiB (413 payload_too_large, chunked too).
limit_request_line = 4094
limit_request_fields = 50
limit_request_field_size = 8190

# Logs: JSON lines on stdout, access and error alike (service/gunicorn_logger.py).
accesslog = "-"
errorlog = "-"
loglevel = os.environ.get("LOG_LEVEL", "info").lower()
logger_class = "service.gunicorn_logger.JsonLogger"

# gunicorn >= 25.1 opens a control socket (gunicornc) by default; we do not use it, and in a
# container the non-root user may not be able to create it. Same as --no-control-socket.
control_socket_disable = os.environ.get("GUNICORN_CONTROL_SOCKET", "") != "1"

# Behind a proxy: trust X-Forwarded-* only from these addresses (default: loopback only).
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1,::1")
# Temporary heartbeat files in memory (a container's /tmp may be slow or read-only).
worker_tmp_dir = "/dev/shm" if os.path.isdir("/dev/shm") else None
proc_name = "mahjong-scoring"

# Prometheus metrics across workers (service/metrics.py): every process writes its samples to files
# in PROMETHEUS_MULTIPROC_DIR and GET /metrics adds them up. Set here, before the app (and
# prometheus_client) is imported; a fresh temporary directory unless given (k8s: an emptyDir).
_own_metrics_dir = not os.environ.get("PROMETHEUS_MULTIPROC_DIR")
if _own_metrics_dir:
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = tempfile.mkdtemp(prefix="mahjong-metrics-")
os.makedirs(os.environ["PROMETHEUS_MULTIPROC_DIR"], exist_ok=True)


def on_starting(server):  # master, once: no samples left over from an earlier run
    from service.metrics import clear_multiprocess_dir

    clear_multiprocess_dir()


def child_exit(server, worker):  # master, after a worker exits: drop its live-gauge files
    from service.metrics import mark_process_dead

    mark_process_dead(worker.pid)


def on_exit(server):  # master, at exit: remove the temporary directory made above
    if _own_metrics_dir:
        import shutil

        shutil.rmtree(os.environ["PROMETHEUS_MULTIPROC_DIR"], ignore_errors=True)


def pre_fork(server, worker):  # master, before each worker is forked
    # The preloaded app (rulesets, compiled tables, the OpenAPI document) lives as long as the
    # process: move it out of the garbage collector's generations, so collections in the workers
    # stay short (they no longer walk those objects) and the pages stay shared after fork.
    import gc

    gc.freeze()


def post_fork(server, worker):  # worker, just after fork
    import gc

    # Scoring allocates many short-lived objects: collect the young generation less often.
    gc.set_threshold(7000, 20, 20)


def when_ready(server):  # master, listening: the metrics-only port, if METRICS_PORT is set
    from service.metrics import serve_metrics_port

    where = serve_metrics_port()
    if where:
        server.log.info("metrics on http://%s:%s/metrics", *where)
