// The nightly licensing read: one job scheduler per enabled licensing register source, their start
// minutes spread over the night as the portals' are (workers/schedule.ts spreadOverNight), each at
// its cadence (daily, weekly or monthly: cadencePattern). A national register (the Gambling
// Commission's) is one job of its own, licensing.national, which reads the file once and files it
// under every council; the councils' shares of it are never scheduled on their own.
import { NationalRegistersRepository } from '../../../core/repositories/licensing/national.repository.js';
import { CouncilRegistersRepository } from '../../../core/repositories/licensing/registers.repository.js';
import { cadencePattern, type Schedule, type ScheduledJob } from '../../schedule.js';

export const licensingNightly: Schedule = {
  name: 'licensing.nightly',
  async plan(rt) {
    const sources = await new CouncilRegistersRepository(rt.db).enabled('licensing');
    const national = await new NationalRegistersRepository(rt.db).enabled('licensing');
    const n = sources.length + national.length;
    const own = sources.map((s, i): ScheduledJob<'licensing.read'> => ({
      id: `licensing.nightly:${s.council_slug}:${s.name}`,
      job: 'licensing.read',
      payload: { councilRegisterId: s.id, trigger: 'nightly' },
      pattern: cadencePattern(s.cadence, i, n),
    }));
    const whole = national.map((s, i): ScheduledJob<'licensing.national'> => ({
      id: `licensing.national:${s.name}`,
      job: 'licensing.national',
      payload: { nationalRegisterId: s.id, trigger: 'nightly' },
      pattern: cadencePattern(s.cadence, sources.length + i, n),
    }));
    return [...own, ...whole] as ScheduledJob[];
  },
};
