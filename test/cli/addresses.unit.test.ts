import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiAddress, withLocalTemporal } from '../../cli/addresses';
import { loadConfig } from '../../src/config';
import { LocalAddresses, removeLocalAddresses, runningLocalAddresses, writeLocalAddresses } from '../../src/local-addresses';

// Where the CLI's commands look for the API, Temporal and its UI: the command line, then the
// environment, then what the running `npm start` recorded, then the defaults.

const local: LocalAddresses = {
  pid: process.pid,
  api: 'http://localhost:5600',
  temporal: '127.0.0.1:5700',
  temporalUi: 'http://localhost:5800',
  postgres: '127.0.0.1:5900',
};

test('the API: --api-url, then PORT, then the running npm start, then the default; each with its source', () => {
  const config = (env: NodeJS.ProcessEnv) => loadConfig(env);
  expect(apiAddress('http://api.test:1/', {}, config({}), local)).toEqual({ url: 'http://api.test:1', source: '--api-url' });
  expect(apiAddress(undefined, { PORT: '4100' }, config({ PORT: '4100' }), local)).toEqual({
    url: 'http://localhost:4100',
    source: 'PORT',
  });
  expect(apiAddress(undefined, {}, config({}), local)).toEqual({
    url: 'http://localhost:5600',
    source: expect.stringMatching(/^recorded by the running npm start in .*addresses\.json$/),
  });
  expect(apiAddress(undefined, {}, config({}), undefined)).toEqual({
    url: 'http://localhost:3000',
    source: 'the default: no npm start is running here',
  });
});

test("Temporal and its UI: the running npm start's unless the environment names them", () => {
  const fromStart = withLocalTemporal(loadConfig({}), {}, local);
  expect([fromStart.temporalAddress, fromStart.temporalUiUrl]).toEqual(['127.0.0.1:5700', 'http://localhost:5800']);
  const env = { TEMPORAL_ADDRESS: 'temporal.test:7233', TEMPORAL_UI_URL: 'http://ui.test' };
  const fromEnv = withLocalTemporal(loadConfig(env), env, local);
  expect([fromEnv.temporalAddress, fromEnv.temporalUiUrl]).toEqual(['temporal.test:7233', 'http://ui.test']);
  const none = withLocalTemporal(loadConfig({}), {}, undefined);
  expect([none.temporalAddress, none.temporalUiUrl]).toEqual(['127.0.0.1:7233', 'http://localhost:8233']);
});

test("the file counts while its npm start runs; its stop removes it, a newer start's file is left alone", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'escrow-addresses-'));
  try {
    const file = path.join(dir, 'addresses.json');
    writeLocalAddresses(local, file);
    expect(runningLocalAddresses(file)).toEqual(local);
    removeLocalAddresses(process.pid + 1, file); // another process's stop
    expect(fs.existsSync(file)).toBe(true);
    removeLocalAddresses(process.pid, file);
    expect(fs.existsSync(file)).toBe(false);
    writeLocalAddresses({ ...local, pid: 2 ** 22 + 1 }, file); // above Linux's pid_max: never running
    expect(runningLocalAddresses(file)).toBeUndefined();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
