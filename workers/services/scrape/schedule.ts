// The nightly scrape: one job scheduler per scrapeable council, their start minutes spread evenly
// over the night (00:00-05:59 UTC) so no two councils' runs pile up on the workers at once.
import { CouncilsAdminRepository } from '../../../core/repositories/councils-admin.repository.js';
import { adapters } from '../../../scrapers/platforms/index.js';
import { spreadOverNight, type Schedule, type ScheduledJob } from '../../schedule.js';

export const scrapeNightly: Schedule = {
  name: 'scrape.nightly',
  async plan(rt) {
    const councils = await new CouncilsAdminRepository(rt.db).scrapeable(Object.keys(adapters));
    return councils.map((c, i): ScheduledJob<'scrape.council'> => {
      const { hour, minute } = spreadOverNight(i, councils.length);
      return {
        id: `scrape.nightly:${c.slug}`,
        job: 'scrape.council',
        payload: { councilId: c.id, trigger: 'nightly' },
        pattern: `${minute} ${hour} * * *`,
      };
    }) as ScheduledJob[];
  },
};
