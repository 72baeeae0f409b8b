// meta.attribution (spec 2.1): the licence statements of the licensed data a response shows. They
// must be shown wherever that data is shown, so a statement is added exactly when a record in the
// response carries the data (after plan gating, so a Starter page of the same records carries none).

export interface Attribution {
  /** Which data the statement covers. */
  data: 'price_paid' | 'outline' | 'freehold_owner' | 'company_registry';
  statement: string;
}

type Rec = Record<string, unknown>;

const year = (month: unknown): string =>
  typeof month === 'string' && /^\d{4}/.test(month) ? month.slice(0, 4) : String(new Date().getUTCFullYear());

const owners = (r: Rec): Rec[] =>
  [r.freehold_owner, ...(Array.isArray(r.leaseholders) ? r.leaseholders : [])].filter(
    (o): o is Rec => !!o && typeof o === 'object',
  );

/** The statements for a page of serialised application records, in a fixed order; [] when none apply. */
export function attributionFor(records: Rec[]): Attribution[] {
  let sale = false;
  let outline = false;
  let ownerYear: string | null = null;
  let company = false;
  for (const r of records) {
    const sales = [r.last_sale, ...(Array.isArray(r.sales) ? r.sales : [])].filter(
      (s): s is Rec => !!s && typeof s === 'object',
    );
    if (sales.length) sale = true;
    if (r.outline) outline = true;
    for (const o of owners(r)) {
      const y = year(o.release_month);
      if (!ownerYear || y > ownerYear) ownerYear = y;
      const props = Array.isArray(o.proprietors) ? (o.proprietors as Rec[]) : [];
      if (props.some((p) => p.companies_house)) company = true;
    }
  }
  const now = String(new Date().getUTCFullYear());
  const out: Attribution[] = [];
  if (sale)
    out.push({
      data: 'price_paid',
      statement: `Contains HM Land Registry data © Crown copyright and database right ${now}. This data is licensed under the Open Government Licence v3.0.`,
    });
  if (outline)
    out.push({
      data: 'outline',
      statement: `This information is subject to Crown copyright and database rights ${now} and is reproduced with the permission of HM Land Registry. The polygons (including the associated geometry, namely x, y co-ordinates) are subject to Crown copyright and database rights ${now} Ordnance Survey 100026316.`,
    });
  if (ownerYear)
    out.push({
      data: 'freehold_owner',
      statement: `Contains HM Land Registry data (UK and overseas companies that own property in England and Wales) © Crown copyright and database right ${ownerYear}. This data is licensed under the Open Government Licence v3.0.`,
    });
  if (company)
    out.push({
      data: 'company_registry',
      statement:
        'Contains Companies House data (basic company data and persons with significant control), licensed under the Open Government Licence v3.0.',
    });
  return out;
}
