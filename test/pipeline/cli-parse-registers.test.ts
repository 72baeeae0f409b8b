// `plandata parse` on register files in a child process: a real licensing register file (Arun's,
// CSV), Fife's HMO workbook, a SYNTHETIC PDF register (sim/registers/pdf-table.ts) and NightCapp's
// closing times, which no adapter reads: each printed as one JSON object with its adapter, its
// layout and the raw records read. A licensing module page is the licensing adapter's, and an Idox
// planning page still the planning platform's.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { SimpleClient } from '../../sim/client.js';
import { pdfTable } from '../../sim/registers/pdf-table.js';
import { startSimulator } from '../../sim/server.js';
import { runCli } from '../helpers/cli.js';
import { describeWithFixtures, fixtureFiles, fixturePath } from '../helpers/fixtures.js';

/** The JSON objects `plandata parse` printed, one after another. */
function objects(stdout: string): { file: string; platform: string | null; kind: string; data: unknown }[] {
  const out = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < stdout.length; i++) {
    const c = stdout[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' && depth++ === 0) start = i;
    else if (c === '}' && --depth === 0) out.push(JSON.parse(stdout.slice(start, i + 1)));
  }
  return out;
}

describeWithFixtures('plandata parse on register files', () => {
  it('prints raw records of a licensing CSV, an HMO workbook and a PDF register; an unknown file as unknown', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'plandata-parse-'));
    const pdf = path.join(dir, 'register.pdf');
    writeFileSync(
      pdf,
      pdfTable({
        title: ['Sample Council', 'Premises Licence Register'],
        columns: [
          ['Licence Number', 80],
          ['Premises Name', 100],
          ['Premises Address', 140],
          ['Licence Holder', 110],
          ['Designated Premises Supervisor', 100],
          ['Licence Type', 80],
          ['Status', 60],
          ['Date Granted', 50],
        ].map(([header, width]) => ({ header: String(header), width: Number(width) })),
        rows: [
          [
            'LN/1',
            'Sample Bar',
            '1 Sample Street, Sampletown',
            'Sample Holder 1 Ltd',
            'Ms Sample Supervisor 1',
            'Premises Licence',
            'Current',
            '01/02/2020',
          ],
        ],
      }).pdf,
    );
    const arun = fixturePath('registers/licensing/arun/arun_premises_licence_register_2023-03-02.csv');
    const fife = fixturePath('registers/hmo/fife/fife_st_andrews_hmo_register_by_year_2019-2022.xlsx');
    const nightcapp = fixturePath(
      'registers/licensing/bath-and-north-east-somerset/bath_bar_pub_closing_times_nightcapp.csv',
    );
    const res = await runCli(['parse', arun, fife, pdf, nightcapp]);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const [a, f, p, n] = objects(res.stdout);
    expect(a).toMatchObject({
      file: arun,
      platform: 'register-file',
      kind: 'arun-premises-licence-register',
    });
    const arunRead = a.data as {
      records: { key: string; roles: Record<string, string> }[];
      rejected: unknown[];
    };
    expect(arunRead.records).toHaveLength(462);
    expect(arunRead.rejected).toHaveLength(13);
    expect(arunRead.records.find((r) => r.key === '5836')?.roles).toMatchObject({
      premises_name: 'Rustington Golf Centre',
      holder: 'Rustington Golf Centre Ltd',
      status: 'Granted',
    });
    expect(f).toMatchObject({ platform: 'register-file', kind: 'fife-hmo-register-by-year' });
    expect(p).toMatchObject({
      platform: 'register-file',
      kind: 'premises-register-pdf',
      data: { records: [{ key: 'LN/1', roles: { holder: 'Sample Holder 1 Ltd' } }], rejected: [] },
    });
    expect(n).toMatchObject({ file: nightcapp, platform: null, kind: 'unknown', data: null });
  });

  it("tells an Idox licensing page from a planning portal's page", async () => {
    const sim = await startSimulator({
      seed: 1,
      councils: [
        {
          slug: 'cli-lic',
          applications: 10,
          registers: { licensing: { adapter: 'idox-licensing', records: 3 } },
        },
      ],
    });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'plandata-parse-'));
    const file = path.join(dir, 'licence.html');
    try {
      const client = new SimpleClient();
      const results = await client.post(
        `${sim.url}/cli-lic/online-licensing/advancedSearchResults.do?action=firstPage`,
        {
          'searchCriteria.categoryType': '',
        },
      );
      const link = /href="([^"]*licencingDetails\.do[^"]*)"/.exec(results.text)![1].replace(/&amp;/g, '&');
      writeFileSync(file, (await client.get(new URL(link, sim.url).toString())).body);
    } finally {
      await sim.close();
    }
    const planning = fixtureFiles('portals/idox').find((f) => f.endsWith('.html'))!;
    const res = await runCli(['parse', file, fixturePath(planning)]);
    expect(res.code).toBe(0);
    const [licence, page] = objects(res.stdout);
    expect(licence).toMatchObject({ platform: 'idox-licensing', kind: 'summary' });
    expect(page.platform).toBe('idox');
  });
});
