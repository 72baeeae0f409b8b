// Registers published as PDF tables, read on SYNTHETIC PDFs (sim/registers/pdf-table.ts: no real
// PDF register is among the fixtures): cells wrapping onto further lines joined, the title block,
// the repeated header and the page footer of every page dropped, a holder printed once above its
// licences carried down (across a page break too), a row cut by a page break joined, and lines
// that are no row, or rows that cannot be read, refused with their reasons.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchedPage } from '../../contract.js';
import { LayoutChangedError } from '../../kit/errors.js';
import { SimpleClient } from '../../../sim/client.js';
import { pdfDocument, pdfTable, type PdfText } from '../../../sim/registers/pdf-table.js';
import { simLicensingRecords } from '../../../sim/registers/licensing.js';
import { startSimulator, type Simulator } from '../../../sim/server.js';
import { registerFileAdapter } from './adapter.js';
import { readRegisterFile, readRegisterFileAsync } from './read.js';

const asPage = (body: Buffer, url = 'https://council.example/licensing/register.pdf'): FetchedPage => ({
  url,
  finalUrl: url,
  status: 200,
  headers: { 'content-type': 'application/pdf' },
  body,
  text: body.toString('latin1'),
  fetchedAt: '2025-01-06T09:00:00.000Z',
});
const source = { council_slug: 'sample', url: 'u', register: 'licensing' as const };

const COLUMNS = [
  ['Licence Number', 70],
  ['Premises Name', 105],
  ['Premises Address', 150],
  ['Licence Holder', 115],
  ['Designated Premises Supervisor', 100],
  ['Licence Type', 80],
  ['Status', 60],
  ['Date Granted', 45],
] as const;

/** 40 licences, four to a holder, every fifth with a long name that wraps; licence 7 granted "TBC". */
function register() {
  const rows = Array.from({ length: 40 }, (_, i) => [
    `LN/${1000 + i}`,
    i % 5 === 0 ? `The Very Long Named Sample Public House and Kitchen ${i}` : `Sample Bar ${i}`,
    `${i + 1} High Street, Sampletown, Sampleshire, SA1 ${i % 9}XX`,
    i < 20 ? `Sample Taverns ${Math.floor(i / 4)} Ltd` : `Mr Sample Holder ${Math.floor(i / 4)}`,
    `Ms Sample Supervisor ${i}`,
    'Premises Licence',
    i % 6 === 5 ? 'Surrendered' : 'Current',
    i === 7 ? 'TBC' : `${String(1 + (i % 28)).padStart(2, '0')}/03/2019`,
  ]);
  return pdfTable({
    title: ['London Borough of Sample', 'Premises Licence Register'],
    columns: COLUMNS.map(([header, width]) => ({ header, width })),
    rows,
    groupColumn: 3,
    notes: [{ after: 12, text: 'Note: licences under review are listed separately' }],
    footer: 'This register is refreshed weekly. Information correct at the time of printing.',
    rowsPerPage: 14,
  });
}

describe('PDF register tables', () => {
  it('reads every row once: wrapped cells joined, headers, titles and footers of every page dropped', async () => {
    const { pdf, pages } = register();
    expect(pages.map((p) => p.length)).toEqual([14, 14, 12]);
    const r = await readRegisterFileAsync(asPage(pdf), source);
    expect(r.layout).toBe('premises-register-pdf');
    expect(r.records).toHaveLength(39);
    expect(r.records[0]).toMatchObject({
      key: 'LN/1000',
      record_type: 'licence',
      council_slug: 'sample',
      address: '1 High Street, Sampletown, Sampleshire, SA1 0XX',
      roles: {
        // Three lines in the PDF, one name here.
        premises_name: 'The Very Long Named Sample Public House and Kitchen 0',
        holder: 'Sample Taverns 0 Ltd',
        supervisor: 'Ms Sample Supervisor 0',
        type: 'Premises Licence',
        status: 'Current',
      },
      dates: { granted: { date: '2019-03-01', precision: 'day' } },
      source: { format: 'pdf', page: 1, row: 1, layout: 'premises-register-pdf' },
    });
    expect(r.records.find((x) => x.key === 'LN/1020')?.roles.holder).toBe('Mr Sample Holder 5');
    expect(r.records.map((x) => x.source.page)).toEqual([
      ...Array(13).fill(1),
      ...Array(14).fill(2),
      ...Array(12).fill(3),
    ]);
    const text = JSON.stringify(r.records);
    for (const furniture of [
      'Page 1 of 3',
      'refreshed weekly',
      'London Borough of Sample',
      'Premises Licence Register',
    ])
      expect(text).not.toContain(furniture);
    // The header's wrapped cells are no record's values.
    expect(r.records.every((x) => x.fields['Licence Number'] !== 'Licence Number')).toBe(true);
  });

  it('carries a holder printed once down its licences, across a page break too', async () => {
    const r = await readRegisterFileAsync(asPage(register().pdf), source);
    // Holder 3 holds LN/1012-1015: printed once on page 1, its last licences on page 2.
    const held = r.records.filter((x) => x.roles.holder === 'Sample Taverns 3 Ltd');
    expect(held.map((x) => [x.key, x.source.page])).toEqual([
      ['LN/1012', 1],
      ['LN/1013', 1],
      ['LN/1014', 2],
      ['LN/1015', 2],
    ]);
    expect(held[2].fields['Licence Holder']).toBe('Sample Taverns 3 Ltd');
  });

  it('refuses a line that is no row and a row whose date cannot be read, with their reasons', async () => {
    const r = await readRegisterFileAsync(asPage(register().pdf), source);
    expect(r.rejected).toEqual([
      {
        url: 'https://council.example/licensing/register.pdf',
        row: null,
        reason: 'page 1: a line that is no row of the table',
        text: 'Note: licences under review are listed separately',
      },
      {
        url: 'https://council.example/licensing/register.pdf',
        row: 8,
        reason: "Date Granted 'TBC' is not a date",
        text: 'LN/1007 | Sample Bar 7 | 8 High Street, Sampletown, Sampleshire, SA1 7XX | Sample Taverns 1 Ltd | Ms Sample Supervisor 7 | Premises Licence | Current | TBC',
      },
    ]);
  });

  it('refuses a row whose cells touch, which pdf.js reads as one piece of text', async () => {
    const { pdf } = pdfTable({
      title: ['Premises Licence Register'],
      columns: COLUMNS.map(([header, width]) => ({ header, width })),
      rows: [
        [
          'LN/1',
          'Sample Bar',
          '1 High Street',
          'Sample Holder 1',
          'Mr Sample Supervisor 1',
          'Premises Licence',
          'Current',
          '01/01/2020',
        ],
        // A reference wider than its column runs into the premises name.
        [
          '20/20017/LAPRECXX',
          'Sample Bar',
          '2 High Street',
          'Sample Holder 2',
          'Mr Sample Supervisor 2',
          'Premises Licence',
          'Current',
          '02/01/2020',
        ],
      ],
    });
    const r = await readRegisterFileAsync(asPage(pdf), source);
    expect(r.records.map((x) => x.key)).toEqual(['LN/1']);
    expect(r.rejected).toEqual([
      expect.objectContaining({
        row: 2,
        reason: "page 1: text runs across the table's columns, so its cells cannot be told apart",
      }),
    ]);
  });

  it('joins a row that a page break cut in two', async () => {
    const X = [30, 100, 200, 330, 450, 590, 680, 740];
    const header = (y: number): PdfText[] =>
      [
        'Licence Number',
        'Premises Name',
        'Premises Address',
        'Licence Holder',
        'Designated Premises Supervisor',
        'Licence Type',
        'Status',
        'Date Granted',
      ].map((text, j) => ({ x: X[j], y, size: 8, text, bold: true }));
    const cell = (j: number, y: number, text: string): PdfText => ({ x: X[j], y, size: 8, text });
    const pdf = pdfDocument([
      [
        ...header(560),
        cell(0, 540, 'LN/1'),
        cell(1, 540, 'The Sample'),
        cell(2, 540, '1 High Street,'),
        cell(3, 540, 'Sample Leisure 1 PLC'),
        cell(4, 540, 'Mr Sample Supervisor 1'),
        cell(5, 540, 'Premises Licence'),
        cell(6, 540, 'Current'),
        cell(7, 540, '01/02/2020'),
        { x: 400, y: 18, size: 8, text: 'Page 1 of 2' },
      ],
      [
        ...header(560),
        cell(1, 540, 'Arms'),
        cell(2, 540, 'Sampletown SA1 1AA'),
        cell(0, 525, 'LN/2'),
        cell(1, 525, 'Corner Stores'),
        cell(6, 525, 'Lapsed'),
        cell(7, 525, '02/02/2020'),
        { x: 400, y: 18, size: 8, text: 'Page 2 of 2' },
      ],
    ]);
    const r = await readRegisterFileAsync(asPage(pdf), source);
    expect(r.rejected).toEqual([]);
    expect(r.records.map((x) => [x.key, x.roles.premises_name, x.address])).toEqual([
      ['LN/1', 'The Sample Arms', '1 High Street, Sampletown SA1 1AA'],
      ['LN/2', 'Corner Stores', null],
    ]);
    // No holder is printed above LN/2 on its page, but one is above it in the register.
    expect(r.records[1].roles.holder).toBe('Sample Leisure 1 PLC');
  });

  it('takes a PDF with no known table, or bytes that are no PDF, for a changed layout', async () => {
    const other = pdfDocument([
      [{ x: 30, y: 500, size: 10, text: 'Annual report of the licensing committee' }],
    ]);
    await expect(readRegisterFileAsync(asPage(other), source)).rejects.toThrow(LayoutChangedError);
    await expect(readRegisterFileAsync(asPage(Buffer.from('%PDF-1.4 truncated')), source)).rejects.toThrow(
      LayoutChangedError,
    );
    // The synchronous reader sends a PDF to parseAsync rather than misreading it.
    expect(() => readRegisterFile(asPage(register().pdf), source)).toThrow(/parseAsync/);
  });
});

describe('the register-file adapter on a simulated council publishing its licensing register as PDF', () => {
  let sim: Simulator;
  const slug = 'pdf-borough';
  beforeAll(async () => {
    sim = await startSimulator({
      seed: 5,
      councils: [
        {
          slug,
          applications: 20,
          registers: {
            licensing: { adapter: 'register-file', records: 30, layout: 'premises-register-pdf' },
          },
        },
      ],
    });
  });
  afterAll(async () => {
    await sim?.close();
  });

  it('discovers, fetches and reads every licence with parseAsync; parsePageAsync recognises the file', async () => {
    const ctx = {
      council: sim.councilConfig(slug),
      register: sim.registerConfig(slug, 'licensing'),
      client: new SimpleClient(),
      logger: { debug() {}, info() {}, warn() {}, error() {} },
    };
    expect(ctx.register.url).toMatch(/\/registers\/licensing\.pdf$/);
    const reads = [];
    for await (const s of registerFileAdapter.discover(ctx))
      reads.push(await registerFileAdapter.parseAsync!(await registerFileAdapter.fetch(ctx, s), s));
    const records = reads.flatMap((r) => r.records);
    const published = simLicensingRecords(
      5,
      sim.council(slug),
      { adapter: 'register-file', records: 30, layout: 'premises-register-pdf' },
      sim.today(),
      0,
    );
    expect(reads.flatMap((r) => r.rejected)).toEqual([]);
    expect(records.map((x) => x.key).sort()).toEqual(published.map((l) => l.key).sort());
    const first = published[0];
    expect(records.find((x) => x.key === first.key)).toMatchObject({
      register: 'licensing',
      council_slug: slug,
      roles: {
        premises_name: first.premises,
        holder: first.holder,
        supervisor: first.supervisor,
        status: first.status,
      },
      dates: { granted: { date: first.granted, precision: 'day' } },
    });
    const page = (
      await registerFileAdapter.fetch(
        ctx,
        (await registerFileAdapter.discover(ctx)[Symbol.asyncIterator]().next()).value!,
      )
    )[0];
    expect(registerFileAdapter.parsePage!(page)).toBeNull();
    expect(await registerFileAdapter.parsePageAsync!(page)).toMatchObject({
      platform: 'register-file',
      kind: 'premises-register-pdf',
    });
  });
});
