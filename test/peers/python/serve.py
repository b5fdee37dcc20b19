"""Serves an ASGI app on 127.0.0.1, on a free port, and says where on its first line of output.

Used by the interop tests to start a peer: `python serve.py <module>:<app factory>`. The line is
`{"url": "http://127.0.0.1:<port>/mcp"}`; everything after it is the server's own log.
"""

import asyncio
import importlib
import json
import socket
import sys

import uvicorn


def main() -> None:
    module_name, _, factory_name = sys.argv[1].partition(":")
    app = getattr(importlib.import_module(module_name), factory_name)()
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    # Listening before the address is announced: a client that connects at once waits in the backlog.
    sock.listen(128)
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on"))
    print(json.dumps({"url": f"http://127.0.0.1:{port}/mcp"}), flush=True)
    asyncio.run(server.serve(sockets=[sock]))


if __name__ == "__main__":
    main()
