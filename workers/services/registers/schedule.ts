// The nightly licensing read: one job scheduler per enabled licensing register source, their start
// minutes spread over the night as the portals' are (workers/schedule.ts spreadOverNight).
import { CouncilRegistersRepository } from '../../../core/repositories/licensing/registers.repository.js';
import { spreadOverNight, type Schedule, type ScheduledJob } from '../../schedule.js';

export const licensingNightly: Schedule = {
  name: 'licensing.nightly',
  async plan(rt) {
    const sources = await new CouncilRegistersRepository(rt.db).enabled('licensing');
    return sources.map((s, i): ScheduledJob<'licensing.read'> => {
      const { hour, minute } = spreadOverNight(i, sources.length);
      return {
        id: `licensing.nightly:${s.council_slug}:${s.name}`,
        job: 'licensing.read',
        payload: { councilRegisterId: s.id, trigger: 'nightly' },
        pattern: `${minute} ${hour} * * *`,
      };
    }) as ScheduledJob[];
  },
};
