// `plandata parse` in a child process on every real saved page of the Civica and OcellaWeb
// platforms: each detected as its platform's, with its kind, and its values read.
import { expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { describeWithFixtures, fixtureFiles, fixturePath } from '../helpers/fixtures.js';

describeWithFixtures('plandata parse on Civica and OcellaWeb pages', () => {
  it('detects and parses each real page as its platform', async () => {
    const files = [...fixtureFiles('portals/civica'), ...fixtureFiles('portals/ocella')];
    expect(files.length).toBe(8);
    const r = await runCli([
      'parse',
      '--url',
      'https://planning.example.gov.uk/OcellaWeb/showDocuments',
      ...files.map(fixturePath),
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const printed = r.stdout
      .split(/\n(?=\{\n {2}"file")/)
      .map(
        (s) =>
          JSON.parse(s) as { file: string; platform: string; kind: string; data: Record<string, unknown> },
      );
    const kinds = Object.fromEntries(
      printed.map((p) => [p.file.split('/').slice(-2).join('/'), `${p.platform} ${p.kind}`]),
    );
    expect(kinds).toEqual({
      'conwy/doclist-0-49220.json': 'civica documents',
      'conwy/keyobject-pagedsearch-empty.json': 'civica no-results',
      'gateshead/doclist-23-00495-DOC4.json': 'civica documents',
      'gateshead/search-23-00495-DOC4.json': 'civica search',
      'northampton/northampton_civica_details.html': 'civica details',
      'northampton/northampton_civica_list.html': 'civica results',
      'northampton/northampton_civica_search.html': 'civica search-form',
      'hillingdon/documents-73420-APP-2021-4569.html': 'ocella documents',
    });
    const search = printed.find((p) => p.kind === 'search')!.data as {
      cases: { text: { reference: string } }[];
    };
    expect(search.cases[0].text.reference).toBe('23/00495/DOC4');
    const docs = printed.find((p) => p.platform === 'ocella')!.data as {
      documents: { type: string; date: string }[];
    };
    expect(docs.documents[0]).toMatchObject({ type: 'DECISION NOTICE', date: '2022-05-03' });
  });
});
