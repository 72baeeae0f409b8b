// The queue dashboard: Bull Board (@bull-board/api, @bull-board/fastify) at /admin/queues over every
// queue of core/jobs.ts, behind the operator token (api/plugins/operator.ts). Its queues are the app's
// (on the app's one BullMQ connection, api/app.ts), opened here with the app and closed with it.
import type { FastifyInstance } from 'fastify';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { jobNames } from '../../core/jobs.js';
import type { AppDeps } from '../deps.js';
import { operatorOnly } from './operator.js';

export const QUEUE_BOARD_PATH = '/admin/queues';

export async function registerQueueBoard(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const queues = deps.queues();
  const board = new FastifyAdapter();
  board.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: jobNames.map((n) => new BullMQAdapter(queues.get(n))),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: 'plandata queues' } },
  });
  await app.register(async (ops) => {
    ops.addHook('onRequest', operatorOnly(deps.config.OPERATOR_TOKEN));
    await ops.register(board.registerPlugin(), { prefix: QUEUE_BOARD_PATH });
  });
}
