// `plandata parse` in a child process on every real page of the DEF Planning Register and Northgate
// / NEC platforms: each printed as one JSON object naming its platform, its page kind and what its
// parser read from it.
import { expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { describeWithFixtures, fixtureFiles, fixturePath } from '../helpers/fixtures.js';

interface Printed {
  file: string;
  platform: string | null;
  kind: string;
  data: Record<string, unknown> | null;
}

describeWithFixtures('plandata parse on DEF and Northgate pages', () => {
  it('detects and parses each saved page', async () => {
    const files = [
      'portals/planning-register-def',
      'portals/northgate',
      'portals/northgate-planning-explorer',
      'portals/northgate-nec-docstore',
    ].flatMap(fixtureFiles);
    expect(files).toHaveLength(11);
    const res = await runCli(['parse', ...files.map(fixturePath)]);
    expect(res.code, res.stderr).toBe(0);
    // One pretty-printed object per file, each starting on a line of its own.
    const printed = res.stdout
      .trim()
      .split(/\n(?=\{\n)/)
      .map((s) => JSON.parse(s) as Printed);
    const by = new Map(printed.map((p) => [p.file.slice(p.file.indexOf('/portals/') + 9), p]));
    const kinds = Object.fromEntries([...by].map(([f, p]) => [f, `${p.platform} ${p.kind}`]));
    expect(kinds).toEqual({
      'planning-register-def/fylde/disclaimer-gate-23-0695.html': 'planning-register gate',
      'planning-register-def/fylde/display-23-0695-populated-documents.html': 'planning-register display',
      'planning-register-def/leicester/application-display-20251225.html': 'planning-register display',
      'northgate/hackney/hackney_northgate_details_2014-1205.html': 'northgate details',
      'northgate/hackney/hackney_northgate_list.html': 'northgate results',
      'northgate/hackney/hackney_northgate_list_nextpage.html': 'northgate results',
      'northgate-planning-explorer/liverpool/details-16F-2687-comments-closed.html': 'northgate details',
      'northgate-planning-explorer/liverpool/details-PL-INV-3482-16.html': 'northgate details',
      'northgate-nec-docstore/blackburn/documents-10-21-1078.html': 'northgate documents',
      'northgate-nec-docstore/doncaster/documents-19-01957-FUL.html': 'northgate documents',
      'northgate-nec-docstore/runnymede/documents-RU.24-0001.html': 'northgate documents',
    });
    const data = (f: string) => by.get(f)!.data!;
    expect(data('planning-register-def/leicester/application-display-20251225.html')).toMatchObject({
      reference: '20251225',
      record_number: '180765',
    });
    expect(data('planning-register-def/fylde/disclaimer-gate-23-0695.html')).toMatchObject({
      token: false,
      fields: [],
    });
    expect(data('northgate/hackney/hackney_northgate_list_nextpage.html')).toMatchObject({
      total: 61,
      page: 1,
    });
    expect(data('northgate-planning-explorer/liverpool/details-PL-INV-3482-16.html')).toMatchObject({
      reference: 'PL/INV/3482/16',
      comments_url: null,
    });
    expect(data('northgate-nec-docstore/doncaster/documents-19-01957-FUL.html')).toMatchObject({
      reference: '19/01957/FUL',
    });
    expect(
      (data('northgate-nec-docstore/doncaster/documents-19-01957-FUL.html').documents as unknown[]).length,
    ).toBe(16);
  });
});
