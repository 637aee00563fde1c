// Opt-in profiling of the sync server while a benchmark runs (node refuses --cpu-prof in NODE_OPTIONS):
//   NODE_OPTIONS="--import ./bench/profileServer.mjs" PROFILE_SERVER=cpu npx tsx bench/run.ts --only live
// PROFILE_SERVER: cpu (.cpuprofile), heap (sampling .heapprofile, incl. garbage that reached the old
// generation) or mem (memory figures every second). Starts once the server holds PROFILE_MIN_HANDLES
// handles (default 1000: the fans are connected), lasts PROFILE_MS (default 10000), writes to
// PROFILE_DIR (default the temp dir), and logs what it did to server-<pid>.profile.log there (the
// test kit keeps the server's own output to itself). Only the server process acts on it.
import fs from 'node:fs';
import inspector from 'node:inspector';
import os from 'node:os';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

const mode = process.env.PROFILE_SERVER;
if (mode && isMainThread && process.argv.some((arg) => /(dist-server\/main\.js|sync-server\/(main|dev)\.ts)$/.test(arg))) {
  const minHandles = Number(process.env.PROFILE_MIN_HANDLES ?? 1000);
  const lasts = Number(process.env.PROFILE_MS ?? 10_000);
  const dir = process.env.PROFILE_DIR ?? os.tmpdir();
  const mb = (bytes) => Math.round(bytes / 1048576);
  const handles = () => process._getActiveHandles().length;
  const session = new inspector.Session();
  const logFile = path.join(dir, `server-${process.pid}.profile.log`);
  const note = (line) => fs.appendFileSync(logFile, `${new Date().toISOString()} ${line}\n`);
  let startedAt = 0;

  const start = () => {
    startedAt = Date.now();
    session.connect();
    if (mode === 'cpu') {
      session.post('Profiler.enable');
      session.post('Profiler.start');
    } else if (mode === 'heap') {
      session.post('HeapProfiler.enable');
      session.post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true });
    }
    note(`${mode} started with ${handles()} handles`);
  };
  const stop = () => {
    const write = (kind, profile) => {
      const file = path.join(dir, `server-${process.pid}-${Date.now()}.${kind}`);
      fs.writeFileSync(file, JSON.stringify(profile));
      note(`written ${file}`);
    };
    if (mode === 'cpu') session.post('Profiler.stop', (err, result) => err || write('cpuprofile', result.profile));
    if (mode === 'heap') session.post('HeapProfiler.stopSampling', (err, result) => err || write('heapprofile', result.profile));
  };
  const timer = setInterval(() => {
    if (!startedAt && handles() >= minHandles) start();
    if (startedAt && mode === 'mem') {
      const m = process.memoryUsage();
      note(`rss ${mb(m.rss)} heapTotal ${mb(m.heapTotal)} heapUsed ${mb(m.heapUsed)} external ${mb(m.external)} handles ${handles()}`);
    }
    if (startedAt && Date.now() - startedAt >= lasts) {
      clearInterval(timer);
      stop();
    }
  }, mode === 'mem' ? 1000 : 200);
  timer.unref();
}
