import { Queue, QueueEvents } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { createRedis } from '../../core/redis.js';
import { startCli } from '../helpers/cli.js';
import { freshDatabase } from '../helpers/db.js';
import { clearPrefix, TEST_REDIS_URL, uniquePrefix } from '../helpers/redis.js';

describe('worker process', () => {
  it('SIGTERM during a job lets the job finish, then exits 0', async () => {
    const { url } = await freshDatabase();
    const prefix = uniquePrefix();
    const conn = createRedis({ url: TEST_REDIS_URL, forQueues: true });
    const queue = new Queue('system.ping', { connection: conn, prefix });
    const events = new QueueEvents('system.ping', {
      connection: createRedis({ url: TEST_REDIS_URL, forQueues: true }),
      prefix,
    });
    await events.waitUntilReady();
    try {
      const { child, done } = startCli(['worker', '--queues', 'system.ping'], {
        DATABASE_URL: url,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: prefix,
      });
      const job = await queue.add('system.ping', { token: 'finish-me', ms: 2500 });
      // Wait until a worker has taken the job, then ask the process to stop.
      await new Promise<void>((resolve) => events.on('active', ({ jobId }) => jobId === job.id && resolve()));
      child.kill('SIGTERM');
      const result = await done;
      expect(result.code).toBe(0);
      const finished = await queue.getJob(job.id!);
      expect(await finished!.getState()).toBe('completed');
      expect(finished!.returnvalue.token).toBe('finish-me');
    } finally {
      await events.close();
      await queue.close();
      conn.disconnect();
      await clearPrefix(prefix);
    }
  });
});
