// Halton 22/00028/S73: the documents tab of a 2022 Idox theme, UTF-8, with the progress stepper.
import { expect, it } from 'vitest';
import { describeWithFixtures } from '../../../test/helpers/fixtures.js';
import { detectIdoxPage } from './detect.js';
import { fixturePage } from '../../../test/helpers/portal-pages.js';
import { parseDocuments } from './parse-documents.js';

const FILES = 'https://pa.halton.gov.uk/online-applications/files/';

describeWithFixtures('parseDocuments on Halton 22/00028/S73', () => {
  const page = fixturePage('idox/halton/documents-22-00028.html');
  const d = parseDocuments(page.text, page.finalUrl);

  it('lists the four documents by title, type, date and link', () => {
    expect(d.reference).toBe('22/00028/S73');
    expect(d.keyval).toBe('R5K0ZSHTI6H00');
    expect(d.documents).toEqual([
      {
        title: '2200028S73.pdf',
        type: 'Decision / Officer Report',
        date: '2022-05-17',
        url: FILES + '79263BB773DF74DE22E2B4034A3C5F1B/pdf/22_00028_S73-2200028S73.pdf-1203393.pdf',
        group: null,
        drawing_number: null,
      },
      {
        title: 'Amended - ApplicationForm - Updated.pdf',
        type: 'Application Form',
        date: '2022-01-26',
        url:
          FILES +
          'FB40C00F48D0DB1CB0B24C9FF5700472/pdf/22_00028_S73-Amended_-_ApplicationForm_-_Updated.pdf-1235020.pdf',
        group: null,
        drawing_number: null,
      },
      {
        title: '220111_TescoWidnes6477_CoverLetter.pdf',
        type: 'Application Correspondence',
        date: '2022-01-13',
        url:
          FILES +
          '2030D2F2F151208DDBACAEC221BA43B1/pdf/22_00028_S73-220111_TescoWidnes6477_CoverLetter.pdf-1432856.pdf',
        group: null,
        drawing_number: null,
      },
      {
        title: '6477_Widnes_Location Plan.pdf',
        type: 'Plans',
        date: '2022-01-13',
        url:
          FILES +
          '51B40C5E87243D6DB5B1305A31AD9E11/pdf/22_00028_S73-6477_Widnes_Location_Plan.pdf-1560258.pdf',
        group: null,
        drawing_number: null,
      },
    ]);
  });

  it('reads the filter types, the stepper dates and the badge', () => {
    expect(d.types).toEqual([
      'Decision / Officer Report',
      'Plans',
      'Application Form',
      'Application Correspondence',
    ]);
    expect(d.stepper).toEqual({
      Received: { date: '2022-01-11', precision: 'day' },
      Validated: { date: '2022-01-24', precision: 'day' },
      Decided: { date: '2022-05-13', precision: 'day' },
    });
    expect(d.badge).toBe('Approved');
  });

  it('is recognised as a documents page though the summary tab is not active', () => {
    expect(detectIdoxPage(page.text, page.finalUrl)).toBe('documents');
  });
});
