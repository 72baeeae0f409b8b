// A property page (propertyDetails.do?activeTab=summary): table#propertyAddress, UPRN first.
import type { RawProperty } from '../../contract.js';
import { LayoutChangedError } from '../../kit/errors.js';
import { asDoc, type PageInput } from './page.js';
import { labelledRows } from '../../kit/html.js';
import { labelKey } from './labels.js';
import { keyValFromUrl } from './text.js';

export function parseProperty(input: PageInput, url: string): RawProperty {
  const doc = asDoc(input);
  const rows = labelledRows(doc, 'propertyAddress');
  if (rows.length === 0) {
    throw new LayoutChangedError('Idox property page without table#propertyAddress', {
      url,
      pageKind: 'property',
    });
  }
  const prop: RawProperty = { uprn: null, address: null, keyval: keyValFromUrl(url), url, fields: {} };
  for (const { label, value } of rows) {
    const key = labelKey(label);
    if (key === 'uprn' || key === 'property reference number') prop.uprn = value || null;
    else if ((key === 'full address' || key === 'address') && !prop.address) prop.address = value || null;
    else prop.fields[label] = value;
  }
  return prop;
}
