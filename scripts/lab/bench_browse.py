"""`strata browse` measured on a pseudo-terminal, as a person would use it: for scripts/lab/bench.

A pseudo-terminal of 120×40 is opened with its size set before the program starts; the program
is started on it with `--per-page 100`, so 100 rows are loaded; then:

- key-to-frame latency: `j` and `k` are typed one at a time, and each is timed from the write of
  the key to the arrival of the frame it causes (two rows rewritten, each ending in `ESC [ K`);
- bytes per frame for that one-row move: everything the program wrote in answer to the key;
- CPU while idle: the program's user and system time (from /proc) across seconds of no input;
- peak memory: from wait4 once the program has quit, beside `strata articles --per-page 100`.
"""

import fcntl
import os
import select
import statistics
import struct
import subprocess
import termios
import time

COLUMNS, ROWS = 120, 40


class Session:
    def __init__(self, argv, env):
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        self.process = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=env,
                                        start_new_session=True)
        os.close(slave)
        self.output = b""

    def read_until(self, done, timeout=10.0):
        """Reads until done(bytes read so far) holds; returns those bytes."""
        received = b""
        deadline = time.perf_counter() + timeout
        while not done(received):
            left = deadline - time.perf_counter()
            if left <= 0:
                raise TimeoutError(f"browse did not draw in time; last bytes: {received[-200:]!r}")
            ready, _, _ = select.select([self.master], [], [], left)
            if ready:
                chunk = os.read(self.master, 65536)
                if not chunk:
                    raise EOFError("browse exited")
                received += chunk
        return received

    def quiet(self, seconds):
        """Reads for `seconds`; returns how many bytes arrived."""
        count = 0
        deadline = time.perf_counter() + seconds
        while (left := deadline - time.perf_counter()) > 0:
            ready, _, _ = select.select([self.master], [], [], left)
            if ready:
                count += len(os.read(self.master, 65536))
        return count

    def cpu_ticks(self):
        with open(f"/proc/{self.process.pid}/stat") as handle:
            fields = handle.read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])  # utime + stime, in clock ticks

    def finish(self):
        """Quits with `q`; returns (exit code, peak bytes)."""
        os.write(self.master, b"q")
        _, status, usage = os.wait4(self.process.pid, 0)
        os.close(self.master)
        return os.waitstatus_to_exitcode(status), usage.ru_maxrss * 1024


def measure(strata, env, base_url, moves=200):
    """Latencies (s), bytes per move, idle CPU ticks and seconds, and browse's peak memory."""
    session = Session([strata, "browse", "--per-page", "100", "--base-url", base_url], env)
    try:
        session.read_until(lambda data: "Articles · 100 of".encode() in data and b"quit" in data)
        session.quiet(0.3)  # the rest of the first frame, if any

        idle_seconds = 3.0
        before = session.cpu_ticks()
        idle_bytes = session.quiet(idle_seconds)
        idle_ticks = session.cpu_ticks() - before

        latencies, sizes = [], []
        for number in range(moves):
            key = b"j" if (number // 30) % 2 == 0 else b"k"
            start = time.perf_counter()
            os.write(session.master, key)
            frame = session.read_until(lambda data: data.count(b"\x1b[K") >= 2)
            latencies.append(time.perf_counter() - start)
            sizes.append(len(frame))
        code, peak = session.finish()
    except BaseException:
        session.process.kill()
        raise
    if code != 0:
        raise RuntimeError(f"browse exited with {code}")
    return {
        "p50": statistics.median(latencies),
        "p95": statistics.quantiles(latencies, n=20)[-1],
        "bytes": statistics.median(sizes),
        "idle_ticks": idle_ticks,
        "idle_bytes": idle_bytes,
        "idle_seconds": idle_seconds,
        "peak": peak,
    }
