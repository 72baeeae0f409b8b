// The service's own planning categories (spec 4.1 `category`, GET /v1/categories): slug, label and what
// each covers, in priority order (the primary category is the first that applies, docs/normalise.md).
// The rules that assign them are enrich/normalise/categories.data.ts, one per category in this order.

export interface CategoryDefinition {
  slug: string;
  label: string;
  description: string;
}

export const CATEGORIES: readonly CategoryDefinition[] = Object.freeze(
  [
    {
      slug: 'flat-conversion',
      label: 'Conversion to flats',
      description: 'Dividing a house or building into flats, or joining flats back into a house.',
    },
    {
      slug: 'new-homes',
      label: 'New homes',
      description:
        'Schemes that create one or more new homes: new-build houses and flats, residential development, homes by conversion.',
    },
    {
      slug: 'hmo',
      label: 'Houses in multiple occupation',
      description:
        'Creating, extending or changing the use of a house in multiple occupation (use class C4 or a large sui generis HMO).',
    },
    {
      slug: 'student-accommodation',
      label: 'Student accommodation',
      description: 'Purpose-built or converted student housing.',
    },
    {
      slug: 'care-and-supported-housing',
      label: 'Care homes and supported housing',
      description:
        'Care and nursing homes, extra care, supported living and retirement housing (use class C2 and similar).',
    },
    {
      slug: 'change-of-use',
      label: 'Change of use',
      description:
        'A material change in how land or a building is used, including prior approvals for a change of use.',
    },
    {
      slug: 'basement',
      label: 'Basement',
      description: 'Basements, cellars and lower-ground excavation.',
    },
    {
      slug: 'loft-conversion',
      label: 'Loft conversion and roof extension',
      description: 'Loft conversions, dormers, hip-to-gable and mansard roof extensions, roof raising.',
    },
    {
      slug: 'householder-extension',
      label: 'Householder extension',
      description:
        'Extensions and alterations to a house: rear, side and front extensions, porches, conservatories, garage conversions, annexes.',
    },
    {
      slug: 'outbuilding',
      label: 'Outbuildings and garages',
      description: 'Garden buildings, sheds, garden rooms, detached garages and car ports.',
    },
    {
      slug: 'shopfront',
      label: 'Shopfronts',
      description: 'New or replacement shopfronts and shutters.',
    },
    {
      slug: 'windows-doors',
      label: 'Windows and doors',
      description: 'Replacement or new windows, doors, rooflights and glazing.',
    },
    {
      slug: 'renewable-energy',
      label: 'Renewable energy and low carbon',
      description:
        'Solar panels, heat pumps, wind turbines, battery storage, biomass, hydro and electric-vehicle charging.',
    },
    {
      slug: 'telecoms',
      label: 'Telecommunications',
      description: 'Masts, antennas, equipment cabinets and other electronic communications apparatus.',
    },
    {
      slug: 'trees',
      label: 'Trees and hedges',
      description:
        'Works to protected trees and trees in conservation areas, tree preservation orders, hedgerow removal.',
    },
    {
      slug: 'advertisement',
      label: 'Advertisements and signs',
      description: 'Advertisement consent: fascia, projecting and totem signs, hoardings, digital screens.',
    },
    {
      slug: 'listed-building',
      label: 'Listed building',
      description:
        'Works to a listed (or, on the Isle of Man, registered) building, including listed building consent.',
    },
    {
      slug: 'hospitality',
      label: 'Hospitality',
      description: 'Restaurants, cafes, pubs, bars, hot-food takeaways, hotels and guest houses.',
    },
    {
      slug: 'retail',
      label: 'Shops and retail',
      description: 'Shops, supermarkets, showrooms and other retail (former use class A1, now E(a)).',
    },
    {
      slug: 'offices',
      label: 'Offices',
      description: 'Offices and business space (former B1(a), now E(g)(i)).',
    },
    {
      slug: 'industrial',
      label: 'Industrial and warehousing',
      description:
        'Industry, warehouses, storage and distribution, workshops and depots (B2, B8, E(g)(iii)).',
    },
    {
      slug: 'agriculture',
      label: 'Agriculture and equestrian',
      description: 'Farm buildings, barns, livestock and poultry units, stables, manèges and forestry.',
    },
    {
      slug: 'place-of-worship',
      label: 'Places of worship',
      description: 'Churches, mosques, chapels, synagogues, temples, gurdwaras and other places of worship.',
    },
    {
      slug: 'community',
      label: 'Education, health and community',
      description:
        'Schools, nurseries, colleges, surgeries and clinics, community centres and halls, libraries (use classes F1, F2, E(e), E(f)).',
    },
    {
      slug: 'leisure-sport',
      label: 'Sport and leisure',
      description:
        'Sports pitches and halls, gyms, swimming pools, golf, play areas, cinemas, theatres and clubs.',
    },
    {
      slug: 'holiday-and-caravans',
      label: 'Holiday lets, caravans and camping',
      description: 'Holiday lets and lodges, caravan and camping sites, glamping, mobile homes.',
    },
    {
      slug: 'parking-and-access',
      label: 'Parking and access',
      description: 'Driveways, dropped kerbs, vehicle crossovers, car parks and new accesses.',
    },
    {
      slug: 'boundary-treatment',
      label: 'Walls, fences and gates',
      description: 'Boundary walls, fences, gates and railings.',
    },
    {
      slug: 'external-alterations',
      label: 'External alterations and cladding',
      description:
        'Changes to the outside of a building: cladding, render, facades, elevations, roof coverings.',
    },
    {
      slug: 'plant-equipment',
      label: 'Plant, flues and equipment',
      description:
        'Air conditioning units, extract ducts and flues, ventilation, plant enclosures, lighting and CCTV.',
    },
    {
      slug: 'minerals-waste',
      label: 'Minerals and waste',
      description:
        'Quarries and mineral working, landfill, waste transfer, recycling and treatment (always major development).',
    },
    {
      slug: 'infrastructure',
      label: 'Infrastructure and utilities',
      description:
        'Substations, pumping stations, sewerage and water, highways, railways, bridges, pipelines, cables and flood defences.',
    },
    {
      slug: 'demolition',
      label: 'Demolition',
      description:
        'Demolition of buildings or structures, alone or before redevelopment, including prior notifications of demolition.',
    },
    {
      slug: 'other',
      label: 'Other',
      description:
        'Everything the rules above do not place: engineering works, landscaping, and descriptions too short to classify.',
    },
  ].map((c) => Object.freeze(c)),
);

export type CategorySlug = string;

/** The category slugs, in priority order. */
export const CATEGORY_SLUGS: readonly string[] = CATEGORIES.map((c) => c.slug);
