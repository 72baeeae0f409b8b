// Run the portal simulator on its own: tsx sim/main.ts [--port 8099] [--seed 1] [--councils a:500,b:200] [--day 0]
// Prints each council's portal base URL; GET /_admin/day?set=N moves the clock, /_admin/day shows stats.
import { startSimulator } from './server.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const councils = arg('councils', 'sim-brighton:500,sim-halton:200')
  .split(',')
  .map((c) => {
    const [slug, n, charset] = c.split(':');
    return {
      slug,
      applications: Number(n || 200),
      charset: charset === 'latin1' ? ('ISO-8859-1' as const) : undefined,
    };
  });

const sim = await startSimulator({
  seed: Number(arg('seed', '1')),
  port: Number(arg('port', '8099')),
  day: Number(arg('day', '0')),
  councils,
});
console.log(`portal simulator on ${sim.url} (day ${sim.day()}, ${sim.today()})`);
for (const c of councils) console.log(`  ${c.slug}: ${sim.portalUrl(c.slug)}/search.do?action=advanced`);
const stop = () => void sim.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
