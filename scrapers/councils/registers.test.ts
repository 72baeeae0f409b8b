// The committed registers file reads whole against the committed councils file, and a bad row is
// named with its line and why (scrapers/councils/registers.ts).
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { councilsFile, readCouncilsCsv } from './derive.js';
import { readRegistersCsv, registersFile } from './registers.js';

const councils = new Set(readCouncilsCsv(readFileSync(councilsFile, 'utf8')).map((c) => c.slug));

it('reads every row of the committed file, each URL an http(s) one', () => {
  const { rows, errors } = readRegistersCsv(readFileSync(registersFile, 'utf8'), councils);
  expect(errors).toEqual([]);
  expect(rows).toHaveLength(18);
  expect(rows.filter((r) => r.council === 'national').map((r) => `${r.register}/${r.name}`)).toEqual([
    'licensing/gambling-commission',
    'appeals/pins-casework-database',
  ]);
  expect(rows.find((r) => r.council === 'newport')).toMatchObject({
    register: 'licensing',
    adapter: 'idox-licensing',
    layout: 'idox-licensing',
    url: 'https://licensing.newport.gov.uk/online-applications',
    format: 'html',
    cadence: 'daily',
  });
  expect(rows.find((r) => r.council === 'sheffield')).toMatchObject({
    register: 'hmo',
    layout: 'sheffield-hmo-2025',
    published: '2025-10-01',
  });
});

it('names each bad row with its line and reason', () => {
  const header = 'council,register,name,adapter,layout,url,format,cadence,published,source';
  const ok = 'http://127.0.0.1/register.csv';
  const text = [
    header,
    `nowhere,licensing,main,register-file,arun-premises-licence-register,${ok},csv,daily,,a note`,
    `arun,licensing,main,scraperwiki,arun-premises-licence-register,${ok},csv,daily,,a note`,
    `arun,licensing,main,register-file,no-such-layout,${ok},csv,daily,,a note`,
    `arun,licensing,main,register-file,arun-premises-licence-register,ftp://127.0.0.1/x.csv,csv,daily,,a note`,
    `arun,licensing,main,register-file,arun-premises-licence-register,${ok},csv,hourly,,a note`,
    `arun,licensing,main,register-file,gambling-commission-premises-register,${ok},csv,daily,,a note`,
    `national,licensing,all,register-file,arun-premises-licence-register,${ok},csv,daily,,a note`,
    `arun,hmo,main,register-file,arun-premises-licence-register,${ok},csv,daily,,a note`,
    `arun,licensing,main,register-file,arun-premises-licence-register,${ok},csv,daily,2023-02-30,a note`,
    `arun,licensing,main,register-file,arun-premises-licence-register,${ok},csv,daily,,`,
    `arun,licensing,main,register-file,arun-premises-licence-register,${ok},csv,weekly,,a note`,
    `arun,licensing,main,register-file,arun-premises-licence-register,${ok},csv,weekly,,a note`,
  ].join('\n');
  const { rows, errors } = readRegistersCsv(text, councils);
  expect(rows.map((r) => r.line)).toEqual([12]);
  expect(errors).toEqual([
    { line: 2, reason: "unknown council 'nowhere' (not in the councils table)" },
    { line: 3, reason: "unknown adapter 'scraperwiki' (one of: idox-licensing, pins-acp, register-file)" },
    {
      line: 4,
      reason: "unknown layout 'no-such-layout' for a licensing register of the register-file adapter",
    },
    { line: 5, reason: "the url 'ftp://127.0.0.1/x.csv' is not an http(s) URL" },
    { line: 6, reason: "unknown cadence 'hourly' (one of: daily, weekly, monthly)" },
    {
      line: 7,
      reason:
        "the gambling-commission-premises-register layout is a national register's: its council is 'national'",
    },
    {
      line: 8,
      reason:
        "a national register's rows must name their local authority, and the arun-premises-licence-register layout has no such column",
    },
    {
      line: 9,
      reason:
        "unknown layout 'arun-premises-licence-register' for a hmo register of the register-file adapter",
    },
    { line: 10, reason: "published '2023-02-30' is not a date (YYYY-MM-DD)" },
    { line: 11, reason: 'no source: say where the row comes from' },
    { line: 13, reason: 'arun/licensing/main is on line 12 too' },
  ]);
  expect(readRegistersCsv('council,register\narun,licensing\n', councils).errors).toEqual([
    {
      line: 1,
      reason:
        'not a registers file: the header lacks name, adapter, layout, url, format, cadence, published, source',
    },
  ]);
});
