// Labelled fields sorted into a raw record, placeholders read as no value, links printed over lines
// joined, and a pager that loops or shows no result taken for a changed portal.
import { expect, it } from 'vitest';
import { isScraperError } from './errors.js';
import { walkResultPages } from './pager.js';
import { isPlaceholder, sortLabelled, tidyHref } from './record-fields.js';

it('sorts labelled rows: first row wins, dates parsed, placeholders empty, the rest verbatim', () => {
  const sorted = sortLabelled(
    [
      { label: 'Status', value: 'Determined' },
      { label: 'Status', value: 'Issued' },
      { label: 'Decision Date', value: '29/10/2025' },
      { label: 'Consultation End', value: '-' },
      { label: 'Committee Date', value: 'To be confirmed' },
      { label: 'Appeal Decision', value: 'N/A' },
      { label: 'PPRN', value: 'NOR0509' },
      { label: 'Application Number', value: '20251225' },
      { label: 'Blank', value: '' },
    ],
    {
      text: { status: 'status', 'appeal decision': 'appeal_decision' },
      dates: {
        'decision date': 'decided',
        'consultation end': 'consultation_end',
        'committee date': 'committee',
      },
      ignore: new Set(['application number']),
    },
  );
  expect(sorted).toEqual({
    text: { status: 'Determined', appeal_decision: null },
    dates: {
      decided: { date: '2025-10-29', precision: 'day' },
      consultation_end: null,
      committee: null,
    },
    extra: { 'Committee Date': 'To be confirmed', PPRN: 'NOR0509' },
  });
  expect(['', ' -- ', 'N/A', 'n/a', 'Not Available'].every(isPlaceholder)).toBe(true);
  expect(isPlaceholder('No')).toBe(false);
});

it('joins a link the template printed over several lines', () => {
  expect(tidyHref('StdDetails.aspx?PT=A B&PARAM0=\r\n\t\t\t1019820&XSLT=\r\n\t\t/x.xslt\r\n\t')).toBe(
    'StdDetails.aspx?PT=A B&PARAM0=1019820&XSLT=/x.xslt',
  );
  expect(tidyHref('  ')).toBeNull();
  expect(tidyHref(undefined)).toBeNull();
});

async function all<T>(gen: AsyncGenerator<T>): Promise<T[] | unknown> {
  const out: T[] = [];
  try {
    for await (const x of gen) out.push(x);
  } catch (err) {
    return err;
  }
  return out;
}

it('walks result pages to the last, and takes a loop or an empty page for a changed portal', async () => {
  const pages: Record<string, { items: number[]; next_url: string | null }> = {
    a: { items: [1, 2], next_url: 'b' },
    b: { items: [3], next_url: 'c' },
    c: { items: [4], next_url: null },
    loop: { items: [9], next_url: 'loop2' },
    loop2: { items: [10], next_url: 'loop' },
    empty: { items: [], next_url: null },
  };
  const walk = (first: string, maxPages = 10) =>
    walkResultPages({
      portal: 'Test',
      council: 'c',
      maxPages,
      first: { url: first },
      read: (p) => pages[p.url],
      next: async (url) => ({ url }),
    });
  expect(await all(walk('a'))).toEqual([1, 2, 3, 4]);
  // A pager that links back to a page already read ends there.
  expect(await all(walk('loop'))).toEqual([9, 10]);
  const empty = await all(walk('empty'));
  expect(isScraperError(empty) && [empty.action, empty.message]).toEqual([
    'fail-council',
    'Test results page with no readable results',
  ]);
  const long = await all(walk('a', 2));
  expect(isScraperError(long) && long.action).toBe('fail-council');
});
