// Every constraint layer of spec 2.3, declared in one place: key, label, how it is checked
// (within an area, near a feature, or both), its near distance, its rank (most significant first)
// and how a source feature's properties become name, reference, grade and dataset.

export interface LayerFeatureFields {
  name: string | null;
  reference: string | null;
  url: string | null;
  grade: string | null;
  dataset: string | null;
}

export interface LayerDef {
  key: string;
  label: string;
  /** Metres for `near` entries; null when the layer is only checked as `within`. */
  near: number | null;
  /** Only point features within this many metres count as `within` (listed building: the building itself). */
  withinPointMetres?: number;
  /** Near-checks that apply only to precise points (single trees: never a postcode centroid, spec 2.3). */
  nearOnlyPrecise?: { dataset: string; metres: number };
  /** Default dataset value when the source carries none. */
  dataset?: string;
  /** Planning.data.gov.uk dataset names this layer accepts, for the format check. */
  pdDatasets: string[];
}

// Order is significance: statutory heritage and flood first, then designations, then context.
export const layers: LayerDef[] = [
  {
    key: 'listed',
    label: 'Listed building',
    near: 150,
    withinPointMetres: 30,
    pdDatasets: ['listed-building', 'listed-building-outline'],
  },
  {
    key: 'whs',
    label: 'World heritage site',
    near: null,
    pdDatasets: ['world-heritage-site', 'world-heritage-site-buffer-zone'],
  },
  { key: 'monument', label: 'Scheduled monument', near: 250, pdDatasets: ['scheduled-monument'] },
  { key: 'conservation', label: 'Conservation area', near: null, pdDatasets: ['conservation-area'] },
  { key: 'flood', label: 'Flood zone', near: null, pdDatasets: ['flood-risk-zone'] },
  {
    key: 'floodcc',
    label: 'Flood zone plus climate change',
    near: null,
    pdDatasets: ['flood-risk-zone-climate-change'],
  },
  { key: 'flooddef', label: 'Flood defence', near: 50, pdDatasets: ['flood-defence'] },
  {
    key: 'article4',
    label: 'Article 4 direction',
    near: null,
    pdDatasets: ['article-4-direction-area', 'article-4-direction'],
  },
  {
    key: 'tpo',
    label: 'Tree preservation order',
    near: null,
    nearOnlyPrecise: { dataset: 'tree', metres: 15 },
    pdDatasets: ['tree-preservation-zone', 'tree', 'tree-preservation-order'],
  },
  { key: 'greenbelt', label: 'Green belt', near: null, pdDatasets: ['green-belt'] },
  {
    key: 'park',
    label: 'National park or national landscape',
    near: null,
    pdDatasets: ['national-park', 'area-of-outstanding-natural-beauty'],
  },
  {
    key: 'sssi',
    label: 'Site of special scientific interest',
    near: null,
    pdDatasets: ['site-of-special-scientific-interest'],
  },
  { key: 'woodland', label: 'Ancient woodland', near: null, pdDatasets: ['ancient-woodland'] },
  { key: 'views', label: 'Protected London view', near: null, pdDatasets: ['protected-view'] },
  {
    key: 'archaeology',
    label: 'Archaeological priority area',
    near: null,
    pdDatasets: ['archaeological-priority-area'],
  },
  {
    key: 'nsip',
    label: 'Nationally significant infrastructure project',
    near: 2000,
    pdDatasets: ['nationally-significant-infrastructure-project'],
  },
  {
    key: 'coal',
    label: 'Coal mining risk',
    near: null,
    nearOnlyPrecise: undefined,
    pdDatasets: ['coal-mining-risk', 'mine-entry'],
  },
  { key: 'row', label: 'Public right of way', near: 30, pdDatasets: ['public-right-of-way'] },
  {
    key: 'airquality',
    label: 'Air quality management area',
    near: null,
    pdDatasets: ['air-quality-management-area'],
  },
  {
    key: 'nutrient',
    label: 'Nutrient neutrality catchment',
    near: null,
    pdDatasets: ['nutrient-neutrality-catchment'],
  },
  { key: 'radon', label: 'Radon affected area', near: null, pdDatasets: ['radon'] },
  {
    key: 'agri',
    label: 'Agricultural land classification',
    near: null,
    pdDatasets: ['agricultural-land-classification'],
  },
  {
    key: 'agriprov',
    label: 'Provisional agricultural land grade (1970s)',
    near: null,
    pdDatasets: ['provisional-agricultural-land-classification'],
  },
  {
    key: 'londonplan',
    label: 'London Plan designation',
    near: null,
    pdDatasets: ['london-plan-designation'],
  },
  {
    key: 'ptal',
    label: 'Public transport access level',
    near: null,
    dataset: 'ptal-2023',
    pdDatasets: ['ptal'],
  },
];

/** Mine shafts and adits are points checked within 50 m (spec 2.3), on the coal layer. */
export const MINE_ENTRY_METRES = 50;

export const layerByKey = new Map(layers.map((l) => [l.key, l]));
export const layerRank = new Map(layers.map((l, i) => [l.key, i]));

function pick(p: Record<string, unknown>, ...names: string[]): string | null {
  for (const n of names) {
    const v = p[n];
    if (v !== undefined && v !== null && String(v).trim() !== '' && String(v) !== 'None')
      return String(v).trim();
  }
  return null;
}

// Protected London views: viewing corridor (VC) is the corridor; the wider setting consultation
// area (WSCA) and the background extension (EXT) are the wider setting (spec 2.3 dataset values).
const VIEW_DATASETS: Record<string, string> = { VC: 'corridor', WSCA: 'wider', EXT: 'wider' };

/** Name, reference, url, grade and dataset of one source feature for a layer. */
export function featureFields(layer: LayerDef, p: Record<string, unknown>): LayerFeatureFields {
  const dsRaw = pick(p, 'dataset');
  let dataset: string | null = layer.dataset ?? null;
  if (layer.key === 'views') dataset = VIEW_DATASETS[pick(p, 'TYPE', 'type') ?? ''] ?? null;
  else if (layer.key === 'listed' && dsRaw === 'listed-building-outline') dataset = 'listed-building-outline';
  else if (layer.key === 'tpo' && dsRaw === 'tree') dataset = 'tree';
  else if (layer.key === 'coal')
    dataset =
      dsRaw === 'mine-entry'
        ? 'mine-entry'
        : (pick(p, 'coal-dataset', 'subtype') ??
          (dsRaw === 'coal-mining-risk' ? 'development-high-risk-area' : null));
  else if (layer.key === 'nsip') dataset = pick(p, 'project-type', 'type');
  else if (layer.key === 'agri' || layer.key === 'agriprov') dataset = pick(p, 'survey', 'basis') ?? dataset;
  else if (layer.key === 'flooddef') dataset = pick(p, 'protects-against', 'flood-source');
  const entity = pick(p, 'entity');
  return {
    name:
      layer.key === 'flood'
        ? pick(p, 'name', 'zone')
        : layer.key === 'flooddef'
          ? pick(p, 'defence-type', 'name')
          : layer.key === 'floodcc'
            ? pick(p, 'flood-source', 'name')
            : pick(p, 'name', 'Name', 'NAME', 'DESCRIPTIO', 'description'),
    reference:
      layer.key === 'views'
        ? pick(p, 'VIEW', 'view', 'reference')
        : pick(p, 'reference', 'Reference', 'REF', 'list-entry'),
    url:
      pick(p, 'documentation-url', 'document-url', 'url') ??
      (entity ? `https://www.planning.data.gov.uk/entity/${entity}` : null),
    grade:
      layer.key === 'flood'
        ? (pick(p, 'flood-risk-level', 'grade') ?? /zone\s*(\d)/i.exec(pick(p, 'zone') ?? '')?.[1] ?? null)
        : pick(
            p,
            'listed-building-grade',
            'grade',
            'Grade',
            'GRADE',
            'design-standard',
            'stage',
            'class',
            'band',
          ),
    dataset,
  };
}
