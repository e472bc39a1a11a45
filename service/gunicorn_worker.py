"""Gunicorn worker class: gevent, with a deadline for each request's head and one for its body.

Selected by gunicorn.conf.py (`worker_class`). One process serves many connections at once, each
in its own greenlet, so a client that connects and sends nothing, or drips its request a byte at a
time, costs a socket and a greenlet, not the worker: the other connections are served meanwhile.
Scoring itself is CPU-bound and never yields, so requests are still computed one at a time per
worker, as with sync workers (same throughput), but none waits behind a slow client.

Deadlines (the bounds that make those connections go away):

- the request head (request line and headers): `keepalive` seconds from the connection's accept,
  or from the previous answer on a kept-alive connection (gunicorn's gevent worker, unchanged:
  `timeout_ctx`); then the connection is closed without an answer;
- the body: `GUNICORN_BODY_TIMEOUT` seconds (default 10) from the end of the head, however the
  body is read (Content-Length or chunked); then the worker answers gunicorn's own plain
  `408 Request Timeout` and closes the connection. The app never sees a half-read body.

Between two requests on a kept-alive connection the worker lets every other ready connection go
first (`gevent.idle()`): connections are served in turn, as sync workers take them, and a health
probe never waits behind one client's run of requests.

`worker_connections` bounds the connections one worker holds; past it the worker stops accepting
and new connections wait in the kernel's backlog (gunicorn.conf.py). Each time the listening socket
is readable, a worker accepts up to `GUNICORN_ACCEPT_BATCH` (default 8) waiting connections, not
gunicorn's one: the worker gets back to its listening socket only between requests, so after a
burst of connections (clients that were cut off reconnecting all at once) one at a time leaves a
health probe queued behind the burst for seconds. A small batch still leaves most connections of a
burst to whichever worker is free next (see docs/OPERATIONS.md for the measurements). A kept-alive
connection stays with the worker that accepted it: every `GUNICORN_KEEPALIVE_REQUESTS`-th (20th)
answer on one closes it, so that clients that connected at once (all taken by one worker, the other
left idle) spread over the workers as they reconnect.
"""

from __future__ import annotations

import io
import logging
import os
import time
from datetime import datetime
from functools import partial
from typing import Any

import gevent
from gevent.pool import Pool
from gevent.server import StreamServer
from gunicorn import util
from gunicorn.config import Config
from gunicorn.http.wsgi import Response, default_environ
from gunicorn.workers.ggevent import GeventWorker

BODY_TIMEOUT = float(os.environ.get("GUNICORN_BODY_TIMEOUT", "10"))
ACCEPT_BATCH = max(1, int(os.environ.get("GUNICORN_ACCEPT_BATCH", "8")))
KEEPALIVE_REQUESTS = max(1, int(os.environ.get("GUNICORN_KEEPALIVE_REQUESTS", "20")))


class BodyTimeout(BaseException):
    """The body did not arrive in time. BaseException: no `except Exception` in the app catches it."""


class _DeadlineReader:
    """gunicorn's body reader (Content-Length, chunked or until EOF), each read bounded by a deadline."""

    def __init__(self, reader: Any, deadline: float) -> None:
        self.reader = reader
        self.deadline = deadline

    def read(self, size: int) -> bytes:
        if self._received(size):
            return self.reader.read(size)  # already in the connection's buffer: the read cannot wait
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise BodyTimeout
        with gevent.Timeout(left, BodyTimeout):
            return self.reader.read(size)

    def _received(self, size: int) -> bool:
        """Whether a Content-Length body's next `size` bytes (at most what is left of it) are
        already buffered (usually the whole body came with the head). Other readers: False."""
        length = getattr(self.reader, "length", None)  # gunicorn's LengthReader: what is left to read
        buffer = getattr(getattr(self.reader, "unreader", None), "buf", None)
        if type(length) is not int or not isinstance(buffer, io.BytesIO):
            return False
        return buffer.seek(0, io.SEEK_END) >= min(size, length)  # its reads start at the end, too

    def __getattr__(self, name: str) -> Any:
        return getattr(self.reader, name)


class SettledConfig(Config):
    """gunicorn's Config whose settings are each looked up once, then read as plain attributes.

    A running worker's settings do not change, and `Config.__getattr__` looks a setting up anew each
    time: gunicorn reads about 25 of them per request (parser limits, forwarding, hooks, keepalive).
    """

    def __init__(self, cfg: Config) -> None:  # noqa: D107 - shares the settings of `cfg`
        self.__dict__.update(cfg.__dict__)

    def __getattr__(self, name: str) -> Any:
        value = super().__getattr__(name)
        self.__dict__[name] = value
        return value

    def set(self, name: str, value: Any) -> None:
        super().set(name, value)
        self.__dict__.pop(name, None)


class BoundedGeventWorker(GeventWorker):
    """gunicorn's gevent worker with a body deadline (the head deadline is gunicorn's `keepalive`)."""

    body_timeout = BODY_TIMEOUT
    accept_batch = ACCEPT_BATCH
    keepalive_requests = KEEPALIVE_REQUESTS

    def run(self) -> None:
        """gunicorn's GeventWorker.run (plain HTTP, gunicorn's parser) with `accept_batch` accepts."""
        if self.cfg.is_ssl:
            return super().run()
        servers = []
        for s in self.sockets:
            s.setblocking(1)
            server = StreamServer(s, handle=partial(self.handle, s), spawn=Pool(self.worker_connections))
            server.max_accept = self.accept_batch
            server.start()
            servers.append(server)

        while self.alive:
            self.notify()
            gevent.sleep(1.0)

        try:
            for server in servers:  # stop accepting
                server.close()
            started = time.time()  # finish the connections in hand, for at most graceful_timeout
            while time.time() - started <= self.cfg.graceful_timeout:
                if all(server.pool.free_count() == server.pool.size for server in servers):
                    return
                self.notify()
                gevent.sleep(1.0)
            self.log.warning("Worker graceful timeout (pid:%s)", self.pid)
            for server in servers:
                server.stop(timeout=1)
        except Exception:  # noqa: BLE001 - as gunicorn's: the worker is exiting anyway
            pass

    def init_process(self) -> None:
        self.cfg = SettledConfig(self.cfg)  # type: ignore[has-type]
        try:
            super().init_process()  # patches, then run(); returns when the worker stops
        finally:
            # At interpreter exit, logging's handler weakrefs call back into a lock that gevent has
            # made cooperative, after gevent's own modules are torn down: a traceback on stderr, a
            # line that is not JSON. The handlers stay attached; only the exit-time list is dropped.
            logging._handlerList.clear()  # type: ignore[attr-defined]

    def handle_request(self, listener_name: Any, req: Any, sock: Any, addr: Any) -> None:
        if getattr(req, "req_number", 1) > 1:
            # A kept-alive client whose next request is already in the socket is read without a
            # switch to the hub: one connection would be served again and again while the others
            # (and new connections, health probes among them) wait. Every connection that is ready
            # goes first, then this one: round robin between requests, as among sync workers.
            gevent.idle()
        if getattr(req, "req_number", 1) >= self.keepalive_requests:
            # Answer with "Connection: close": the client reconnects, and its new connection goes to
            # whichever worker is free. Kept-alive connections stay with the worker that accepted
            # them; clients that connect at once can all land on one worker, the other left idle.
            req.must_close = True
        body: Any = getattr(req, "body", None)
        reader = getattr(body, "reader", None)
        if reader is not None:
            body.reader = _DeadlineReader(reader, time.monotonic() + self.body_timeout)
        started = datetime.now()
        try:
            super().handle_request(listener_name, req, sock, addr)
        except BodyTimeout:
            self._request_timeout(req, sock, addr, started)
            raise StopIteration from None  # the connection is closed: where the next request starts is unknown
        finally:
            if reader is not None:
                body.reader = reader  # a kept-alive connection drains what is left under the head deadline

    def _request_timeout(self, req: Any, sock: Any, addr: Any, started: datetime) -> None:
        mesg = f"the request body did not arrive within {self.body_timeout:g} s"
        self.log.warning("request body timeout from ip=%s: %s %s", (addr or ("",))[0], req.method, req.path)
        environ = default_environ(req, sock, self.cfg)
        environ["REMOTE_ADDR"] = (addr or ("",))[0]
        resp = Response(req, sock, self.cfg)
        resp.status = "408 Request Timeout"
        resp.response_length = len(mesg)
        self.log.access(resp, req, environ, datetime.now() - started)
        try:
            util.write_error(sock, 408, "Request Timeout", mesg)
        except Exception:  # noqa: BLE001 - the client may be gone
            self.log.debug("failed to send the 408")
