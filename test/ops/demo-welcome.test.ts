// What `plandata demo` prints once it is up (cli/commands/demo.ts demoWelcome). Under docker compose
// the demo is handed the deployment's OPERATOR_TOKEN from .env, and `docker compose logs demo` is
// where its welcome lands: that token must not be printed; a token the demo made itself is.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoWelcome } from '../../cli/commands/demo.js';
import { testRuntime, type TestRuntime } from '../helpers/runtime.js';

const TOKEN = 'operator-token-from-dot-env-0123456789';
const data = {
  loaded: [{ kind: 'postcodes', file: 'ONSPD-synthetic.csv', rows: 413 }],
  postcode: 'BN1 2BW',
  owner: '99000004',
};
let rt: TestRuntime;

beforeAll(async () => {
  // Unset, the demo's own address (with 0.0.0.0 made reachable) is the one it prints.
  vi.stubEnv('PUBLIC_BASE_URL', '');
  rt = await testRuntime({ OPERATOR_TOKEN: TOKEN });
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await rt?.close();
});

describe('the demo welcome', () => {
  it('names a given operator token without printing it', async () => {
    const text = await demoWelcome(rt, 'http://0.0.0.0:3000', data, true);
    expect(text).not.toContain(TOKEN);
    expect(text).toContain(
      '  operator token:      the OPERATOR_TOKEN you set   (also for http://127.0.0.1:3000/metrics)',
    );
    expect(text).toMatch(/^ {2}API key \(demo only\): pd_\S+$/m);
    expect(text).toContain("'http://127.0.0.1:3000/v1/constraints?postcode=BN1%202BW'");
  });

  it('prints a token the demo made, which is for the demo only', async () => {
    const text = await demoWelcome(rt, 'http://0.0.0.0:3000', data, false);
    expect(text).toContain(`  operator token:      ${TOKEN}   (also for http://127.0.0.1:3000/metrics)`);
  });
});
