// Sixth blind description set (issue 18): council description and reference of REAL records (strings verbatim, runs
// of whitespace collapsed) with procedure (spec 4.1), dwelling_count (spec 2.2) and the primary category the record
// should carry (null where the primary is not plain). Labelled by reading the wording against the spec and
// docs/normalise.md, and committed before classify() or bench/normalise was first run on these rows. Do not tune
// the rules on it or read its misses.
//
// Councils: the ten Northern Ireland councils other than Armagh Banbridge Craigavon (which is in the fifth set) and
// the Department for Infrastructure's Strategic Planning Division, none in any other labelled set (test/cases/*.ts,
// enrich/normalise/*.test.ts) and none of Trafford, Barnet, Lambeth, Camden: Newry Mourne and Down (46), Mid Ulster
// (26), Belfast (25), Lisburn and Castlereagh (23), Causeway Coast and Glens (21), Derry and Strabane (15), Fermanagh
// and Omagh (15), Ards and North Down (10), Antrim and Newtownabbey (10), Mid and East Antrim (4), Strategic Planning
// Division (1). Nothing comes from ../shared/fixtures.
// Source (public GitHub): the Department for Infrastructure's Northern Ireland planning statistics 2024/25
// application-level dataset (every application decided, withdrawn or live in the year, as the councils registered
// it), as the repository M-Masood4/Bims-5 keeps it: planning_statistics/planning-statistics-2024-25-dataset.csv at
// commit 57974a98848de681f006b81b0a6f1ff16be7cae9 (7,189,332 characters; the copy under data/raw/ is a Git LFS
// pointer). Reference is its ID column, description its Proposal column (the council's description), council its
// Authority column and application_type its AppType column ("Full", "Outline", "Reserved Matters", "Listed
// Building Consents", "Other consents", "Consent to Display"; the statistics' grouping of the council's type). Its
// Status@31Mar and Decision_Withdrawal columns are the stage rows of stage.blind6.ts. The file was read through the
// search service in 16,000-character pages (no snapshot of the repository could be made); the pages' rows were
// copied into a scratch file outside the repository and the strings emitted from it by a script.
//
// How rows were chosen (fixed rule, no hand picking): the six pages at character offsets 0, 1,200,000, 2,400,000,
// 3,600,000, 4,800,000 and 6,000,000; every complete row of each page (a row cut by the page edge is left out), in
// file order; leaving out rows of Armagh Banbridge Craigavon, a description repeated within the same council (the
// first is kept; 5 skipped) and a description already in a labelled set; then the rows listed below as left out.
// Each row's comment names its ID and the page offset.
// Procedures covered: full 141, outline 34, amendment 8, reserved-matters 7, listed-building 5, advert-consent 1.
// NOT covered: eia-opinion, pre-application, planning-obligation, other, discharge, tree-works, prior-approval and
// lawful-dev-cert. The statistics dataset holds planning applications and the consents counted with them only (no
// proposal of application notice, EIA determination, section 76 agreement, condition discharge, certificate of
// lawfulness or tree consent), and no other source reachable here holds those routes from a council in no labelled
// set (docs/benchmarks/normalise.md, sixth set). Those routes are measured only on the earlier sets.
// dwelling_count: null 127, 0 1, 1-9 62, 10+ 6. Primary category labelled on 152 rows.
// Labelling choices (as the earlier sets and docs/normalise.md): Northern Ireland codes read as /F full, /O outline,
// /RM reserved-matters, /LBC listed-building, /A (consent to display) advert-consent, /DCA (demolition in a
// conservation area, including its shopfront and ATM works) full; a section 54 application or a description opening
// with a variation of a condition is amendment (NI's section 54 is the section 73 of England), and so is an
// "Amendment to extant approval X" or "Proposed amendments to a previously approved scheme" under /F (route
// precedence: the route the description names over a suffix that only says full). Homes: new homes stated, net of
// stated demolitions ("Replacement of existing two-storey dwelling with one-storey detached dwelling" is 0; a
// replacement dwelling with no old dwelling stated is 1, as the tuning set); a site, infill or farm dwelling is one
// home; a change of house type carries the home it names; a variation or amendment of a permission carries the
// homes of that permission where the wording names them ("The proposed dwelling shall have a ridge height ..." = 1);
// a change of use to homes counts the homes it results in; an HMO, a granny flat, ancillary living accommodation,
// self-catering and short-stay units and "habitable accommodation" are not homes (null); plural homes with no number
// ("Infill Dwellings") are null.
// Left out as genuinely ambiguous or by the rule (4):
// - Newry, Mourne and Down LA07/2023/2713/F: "internal road layout for dwelling numbers 01 to 10 as previously
//   approved": plot numbers of a retained scheme, whether ten homes are this record's count is not plain
// - Mid Ulster LA09/2024/0014/F: "Change of house type ... to previously approved application": no home named, so
//   whether the permission's home is stated is not plain
// - Causeway Coast and Glens LA01/2024/0042/F: "Temporary residential accommodation pending the development of a
//   permanent dwelling": whether a temporary residence is a home is not plain
// - Ards and North Down LA06/2024/0394/F: description already in a labelled set (skipped by the rule)
import type { DescriptionCase } from './types.js';

export const DESCRIPTION_BLIND6: DescriptionCase[] = [
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID A/1990/4041 (offset 0)
  {
    description: 'Improvements to Dwelling',
    reference: 'A/1990/4041',
    application_type: 'Full',
    council: 'Derry and Strabane',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID A/2011/0115/F (offset 0)
  {
    description:
      'Extension to quarry including consolidation of extraction areas previously approved under planning consent A/1998/0635/F and A/442/75, retention of entrance gates and security fencing, installation of spray-type wheelwash and weighbridge, use of mobile crushing and screening, native species planting, landscaping and full site restoration.',
    reference: 'A/2011/0115/F',
    application_type: 'Full',
    council: 'Derry and Strabane',
    procedure: 'full',
    dwelling_count: null,
    category: 'minerals-waste',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID P/2011/0246/F (offset 0)
  {
    description:
      'Proposed erection of anaerobic digestion facility and ancillary works inclusive of road junction improvements',
    reference: 'P/2011/0246/F',
    application_type: 'Full',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: null,
    category: 'renewable-energy',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID P/2012/0396/F (offset 0)
  {
    description:
      'Amendments to the existing waste transfer/materials recovery facility to permit the acceptance of baled refuse derived fuels (RDF) at the site; construction of external storage bays; construction of an external sort area for segregating dense hard plastics; construction of a noise barrier from thick steel paneling; interim storage of unprocessed waste in trailers prior to processing on site and interim storage of baled waste prior to processing on site (Amended description and additional information received)',
    reference: 'P/2012/0396/F',
    application_type: 'Full',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: null,
    category: 'minerals-waste',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID B/2013/0030/F (offset 0)
  {
    description:
      "Alterations of existing building and two storey rear extension to accomodate enclosed stairwell, WC's and external smoking area.",
    reference: 'B/2013/0030/F',
    application_type: 'Full',
    council: 'Causeway Coast and Glens',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID P/2013/0231/F (offset 0)
  {
    description: 'Rock extraction with restoration of extracted area to pasture.',
    reference: 'P/2013/0231/F',
    application_type: 'Full',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: null,
    category: 'minerals-waste',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID P/2013/0789/F (offset 0)
  {
    description: 'Relocation of area of open space from that previously approved under P/03/0542/F',
    reference: 'P/2013/0789/F',
    application_type: 'Full',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID B/2014/0047/F (offset 0)
  {
    description:
      'Retrospective application for internal sub-division of 2 existing dwellings to form self catering tourist unit in each dwelling at 76E and F and 76C and D Duncrun Road, Bellarena, Limavady',
    reference: 'B/2014/0047/F',
    application_type: 'Full',
    council: 'Causeway Coast and Glens',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID H/2014/0119/F (offset 0)
  {
    description:
      'To develop a microhydro electricity generating renewable energy system (58Kw) on the Glengomna Water. Electricity to be exported to the grid.',
    reference: 'H/2014/0119/F',
    application_type: 'Full',
    council: 'Mid Ulster',
    procedure: 'full',
    dwelling_count: null,
    category: 'renewable-energy',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID R/2014/0471/F (offset 0)
  {
    description: 'Proposed 250kw Wind Turbine with hub height of 40m',
    reference: 'R/2014/0471/F',
    application_type: 'Full',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: null,
    category: 'renewable-energy',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID R/2014/0622/F (offset 0)
  {
    description:
      'Proposed change of use from retail & residential unit to coffee shop, church, creche and offices',
    reference: 'R/2014/0622/F',
    application_type: 'Full',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: null,
    category: 'change-of-use',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID I/2015/0054/F (offset 0)
  {
    description: 'Proposed pig fattening shed with feed bin (to contain 1500 pork pigs)',
    reference: 'I/2015/0054/F',
    application_type: 'Full',
    council: 'Mid Ulster',
    procedure: 'full',
    dwelling_count: null,
    category: 'agriculture',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID P/2015/0218/F (offset 0)
  {
    description:
      'Construction of a wind farm comprising 8 no. wind turbines (tip height not exceeding 142.5 metres), and electrical substation and control building, construction of internal access tracks, spoil deposition areas, temporary construction compound, formation of passing bays on Mullaghgarriff Road, delivery route improvements at Rostrevor Road, junction improvements at Rostrevor/Mullaghgarriff Road and all associated ancillary works.',
    reference: 'P/2015/0218/F',
    application_type: 'Full',
    council: 'Strategic Planning Division',
    procedure: 'full',
    dwelling_count: null,
    category: 'renewable-energy',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA01/2015/0188/F (offset 0)
  {
    description:
      'Proposed broiler poultry house (containing 33,500 birds) landscaping swale and ancillary site works at lands approximately 275 metres north west of 145 Pollys Brae Road Limavady Co. Derry',
    reference: 'LA01/2015/0188/F',
    application_type: 'Full',
    council: 'Causeway Coast and Glens',
    procedure: 'full',
    dwelling_count: null,
    category: 'agriculture',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2015/0367/O (offset 0)
  {
    description: 'Site for Farm Dwelling',
    reference: 'LA07/2015/0367/O',
    application_type: 'Outline',
    council: 'Newry, Mourne and Down',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA04/2015/0796/DCA (offset 0)
  {
    description: 'Demolition of existing multi-storey building',
    reference: 'LA04/2015/0796/DCA',
    application_type: 'Other consents',
    council: 'Belfast',
    procedure: 'full',
    dwelling_count: null,
    category: 'demolition',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA06/2015/0677/F (offset 0)
  {
    description:
      'Replacement of existing structure with 1 No. single storey unit to accommodate stables, coach house, tack room, workshop and toilet (Revised description and amended plans)',
    reference: 'LA06/2015/0677/F',
    application_type: 'Full',
    council: 'Ards and North Down',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2015/1026/F (offset 0)
  {
    description:
      'Granny flat including roof space conversion with rear dormer, single storey extension to rear and single storey extension to side',
    reference: 'LA07/2015/1026/F',
    application_type: 'Full',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA01/2016/0127/F (offset 0)
  {
    description:
      'Retrospective farm diversification scheme to include fishing lakes, amenity building plus parking area',
    reference: 'LA01/2016/0127/F',
    application_type: 'Full',
    council: 'Causeway Coast and Glens',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA09/2016/0510/F (offset 0)
  {
    description:
      'Erection of a War Memorial to commemorate WWI and WWII Dead, along with bollards and lighting',
    reference: 'LA09/2016/0510/F',
    application_type: 'Full',
    council: 'Mid Ulster',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA09/2016/0634/O (offset 0)
  {
    description:
      'Replacement of existing filling station, shop and car wash to incorporate along side it the construction of mixed use units (including a filling station, classes A1 and classes B2) and associated car parking and landscaping (Transport assessment received)',
    reference: 'LA09/2016/0634/O',
    application_type: 'Outline',
    council: 'Mid Ulster',
    procedure: 'outline',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA09/2016/0748/F (offset 0)
  {
    description:
      'Proposed erection of a memorial to commemorate the centenary of the 1916 Easter Rising and those who died fighting for Irish Freedom, along with two flag holders and lighting',
    reference: 'LA09/2016/0748/F',
    application_type: 'Full',
    council: 'Mid Ulster',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA09/2016/0847/O (offset 0)
  {
    description: 'Proposed site for new Chalet Dwelling (additional plans and tree survey)',
    reference: 'LA09/2016/0847/O',
    application_type: 'Outline',
    council: 'Mid Ulster',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2016/0898/O (offset 0)
  {
    description:
      'Outline planning permission, with some matters reserved, is being sought for a period of 5 years for proposed development comprising an industrial estate incorporating light industrial and distribution and storage uses on lands at Carnmeen Farm, accessed from the Derryboy Rd within the Carnbane Industrial Estate. The outline proposal provides for mix of B2 light industrial (c.27500m2) and B4 storage and distribution uses (c 28500 m2) with a maximum total gross floorspace provision of 56000m2 together with the provision of ancillary carparking facilities and associated services. (Amended plans and revised description)',
    reference: 'LA07/2016/0898/O',
    application_type: 'Outline',
    council: 'Newry, Mourne and Down',
    procedure: 'outline',
    dwelling_count: null,
    category: 'industrial',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA01/2016/0937/F (offset 0)
  {
    description:
      'Retention of farm building with slatted floor and below ground slurry reception tank and associated yard.',
    reference: 'LA01/2016/0937/F',
    application_type: 'Full',
    council: 'Causeway Coast and Glens',
    procedure: 'full',
    dwelling_count: null,
    category: 'agriculture',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA09/2016/1162/F (offset 0)
  {
    description:
      'Housing development adjacent to and South West of No. 31 Trewmount Road (Reduced from 19 dwellings to 17 dwellings)',
    reference: 'LA09/2016/1162/F',
    application_type: 'Full',
    council: 'Mid Ulster',
    procedure: 'full',
    dwelling_count: 17,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2016/1122/F (offset 0)
  {
    description:
      'Proposed new housing development of 16 no semi-detached & 4 no townhouses and associated site works.',
    reference: 'LA07/2016/1122/F',
    application_type: 'Full',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: 20,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA10/2023/1755/O (offset 1200000)
  {
    description: 'Dwelling & garage',
    reference: 'LA10/2023/1755/O',
    application_type: 'Outline',
    council: 'Fermanagh and Omagh',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA11/2023/1646/F (offset 1200000)
  {
    description:
      'The proposed erection of a 30 M. high lattice tower (shared rural network telecommunications installation) with ancillary equipment cabinets, generator and fuel tanks, enclosed by a 1.2 M. stock proof fence',
    reference: 'LA11/2023/1646/F',
    application_type: 'Full',
    council: 'Derry and Strabane',
    procedure: 'full',
    dwelling_count: null,
    category: 'telecoms',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA11/2023/1649/O (offset 1200000)
  {
    description: 'Proposed site for infill dwelling',
    reference: 'LA11/2023/1649/O',
    application_type: 'Outline',
    council: 'Derry and Strabane',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA11/2023/1655/F (offset 1200000)
  {
    description: 'New dwelling in side garden adjacent to 17 Glenside Road.',
    reference: 'LA11/2023/1655/F',
    application_type: 'Full',
    council: 'Derry and Strabane',
    procedure: 'full',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA01/2023/0522/F (offset 1200000)
  {
    description: 'Proposed new agricultural shed',
    reference: 'LA01/2023/0522/F',
    application_type: 'Full',
    council: 'Causeway Coast and Glens',
    procedure: 'full',
    dwelling_count: null,
    category: 'agriculture',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA06/2023/1821/F (offset 1200000)
  {
    description:
      'Two container units for domestic workshop and art studio: car port (amended drawings received)',
    reference: 'LA06/2023/1821/F',
    application_type: 'Full',
    council: 'Ards and North Down',
    procedure: 'full',
    dwelling_count: null,
    category: 'outbuilding',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2023/2849/O (offset 1200000)
  {
    description: 'Proposed site for infill dwelling - renewal of LA07/2020/0403/O (amended description)',
    reference: 'LA07/2023/2849/O',
    application_type: 'Outline',
    council: 'Newry, Mourne and Down',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2023/2854/F (offset 1200000)
  {
    description:
      'Change of use from USPCA yard to fenced pound for dog walking and addition of floodlighting. (amended description and address)',
    reference: 'LA07/2023/2854/F',
    application_type: 'Full',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: null,
    category: 'change-of-use',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA10/2023/1758/F (offset 1200000)
  {
    description:
      'Additional information received. Variation of Condition 41 of K/2014/0246/F (Article 28 application for non-compliance with conditions 25 and 26 of application No K/2013/0072/F (Extension to existing underground exploration tunnel; including temporary buildings, vehicle parking, waste rock storage area, water treatment system and passing bays)) to complete restoration of the site in accordance with Drawing No 14 (K/2013/0072/F) and in accordance with conditions No 39 & 40 (K/2014/0246/F) by the end of October 2025',
    reference: 'LA10/2023/1758/F',
    application_type: 'Full',
    council: 'Fermanagh and Omagh',
    procedure: 'amendment',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA10/2023/1759/F (offset 1200000)
  {
    description:
      'Additional information received. Variation of Condition 6 of K/2014/0387/F (Revised explosives store location and layout; a temporary explosives store building, extension to the existing access track, security fencing and gates, 3 culverts/headwalls; CCTV; screening bund, protective housing, hard standing areas and site restoration) to complete restoration of the site in accordance with conditions 5 & 7 of K/2014/0387/F by the end of October 2025.',
    reference: 'LA10/2023/1759/F',
    application_type: 'Full',
    council: 'Fermanagh and Omagh',
    procedure: 'amendment',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA11/2023/1653/F (offset 1200000)
  {
    description:
      'Retention of change of use from former hairdressers and community buildings to gym and proposed change of use from restaurant to gym',
    reference: 'LA11/2023/1653/F',
    application_type: 'Full',
    council: 'Derry and Strabane',
    procedure: 'full',
    dwelling_count: null,
    category: 'change-of-use',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA01/2023/0582/O (offset 1200000)
  {
    description: 'Proposed 1no. Infill dwelling',
    reference: 'LA01/2023/0582/O',
    application_type: 'Outline',
    council: 'Causeway Coast and Glens',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA05/2023/0422/DCA (offset 1200000)
  {
    description: 'Demolition of existing 2 storey bookmakers shop at nr 22 Bridge Street.',
    reference: 'LA05/2023/0422/DCA',
    application_type: 'Other consents',
    council: 'Lisburn and Castlereagh',
    procedure: 'full',
    dwelling_count: null,
    category: 'demolition',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA05/2023/0424/O (offset 1200000)
  {
    description: 'Renewal of previous outline LA05/2018/1060/O for a replacement single storey dwelling',
    reference: 'LA05/2023/0424/O',
    application_type: 'Outline',
    council: 'Lisburn and Castlereagh',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2023/2711/F (offset 1200000)
  {
    description:
      'Formalisation of an existing informal River Access Slipway (Non-motorised craft Kayaks, Canoes etc only), Car Park and Walking Trail',
    reference: 'LA07/2023/2711/F',
    application_type: 'Full',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2023/2802/F (offset 1200000)
  {
    description: 'SIDE EXTENSION, INTERNAL ALTERATIONS AND GENERAL RENOVATIONS.',
    reference: 'LA07/2023/2802/F',
    application_type: 'Full',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: null,
    category: 'householder-extension',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2023/2803/O (offset 1200000)
  {
    description: 'Erection of farm dwelling and garage',
    reference: 'LA07/2023/2803/O',
    application_type: 'Outline',
    council: 'Newry, Mourne and Down',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA05/2023/0448/F (offset 1200000)
  {
    description:
      'The proposal relates to the installation of a 18m high slim-line monopole, supporting 6 no. antennas, 2 no. equipment cabinets, 1 no. electric meter cabinet, and ancillary development thereto.',
    reference: 'LA05/2023/0448/F',
    application_type: 'Full',
    council: 'Lisburn and Castlereagh',
    procedure: 'full',
    dwelling_count: null,
    category: 'telecoms',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA05/2023/0470/F (offset 1200000)
  {
    description: 'Proposed new car valeting canopy and store (retrospective)',
    reference: 'LA05/2023/0470/F',
    application_type: 'Full',
    council: 'Lisburn and Castlereagh',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2023/2773/O (offset 1200000)
  {
    description: 'Proposed Site for Infill Dwelling',
    reference: 'LA07/2023/2773/O',
    application_type: 'Outline',
    council: 'Newry, Mourne and Down',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2023/2805/F (offset 1200000)
  {
    description:
      'Proposed Housing development comprising 2no 4 bed detached houses including site works. (additional information regard foul sewage)',
    reference: 'LA07/2023/2805/F',
    application_type: 'Full',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: 2,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2023/2808/F (offset 1200000)
  {
    description:
      'Relocation of site entrance, refurbishment of existing dwelling, construction of a two storey rear and side extension and new detached storey and a half garage, and associated site works (amended description).',
    reference: 'LA07/2023/2808/F',
    application_type: 'Full',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: null,
    category: 'householder-extension',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA09/2023/0567/F (offset 1200000)
  {
    description:
      'Erection of replacement building, including change of use from Class B4 storage to class B2 for manufacture of kitchens, including Store, Office and Associated site works. (amended description)',
    reference: 'LA09/2023/0567/F',
    application_type: 'Full',
    council: 'Mid Ulster',
    procedure: 'full',
    dwelling_count: null,
    category: 'change-of-use',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA11/2023/1663/F (offset 1200000)
  {
    description:
      'Erection of 4no. pump Petrol Filling Station (24 hour) with associated canopy; 1no. ancillary control/storage building; service facilities (air/water); tanker stand; along with all other site and access works (Retrospective application)(amended description)',
    reference: 'LA11/2023/1663/F',
    application_type: 'Full',
    council: 'Derry and Strabane',
    procedure: 'full',
    dwelling_count: null,
    category: 'retail',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA01/2023/0536/F (offset 1200000)
  {
    description:
      'Erection of a new domestic shed clad in coated aluminium for the use by the applicant to restore vintage cars as a hobby',
    reference: 'LA01/2023/0536/F',
    application_type: 'Full',
    council: 'Causeway Coast and Glens',
    procedure: 'full',
    dwelling_count: null,
    category: 'outbuilding',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA05/2023/0438/O (offset 1200000)
  {
    description: 'Dwelling & detached garage',
    reference: 'LA05/2023/0438/O',
    application_type: 'Outline',
    council: 'Lisburn and Castlereagh',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA05/2023/0446/O (offset 1200000)
  {
    description:
      'Proposed dwelling, garage and all associated site works, with access via existing lane way.',
    reference: 'LA05/2023/0446/O',
    application_type: 'Outline',
    council: 'Lisburn and Castlereagh',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2023/2810/F (offset 1200000)
  {
    description: 'PROPOSED NEW DWELLING & GARAGE',
    reference: 'LA07/2023/2810/F',
    application_type: 'Full',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2023/2812/O (offset 1200000)
  {
    description:
      'Proposed Erection of a Detached Rural Infill Dwelling House with Detached Domestic Garage, Associated Landscaping and Ancillary Site Works. (amended application form and additional information)',
    reference: 'LA07/2023/2812/O',
    application_type: 'Outline',
    council: 'Newry, Mourne and Down',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2023/2813/F (offset 1200000)
  {
    description:
      'Proposed Front Dormer to Existing House and First Floor Balcony (Amended Plans, Description and Address)',
    reference: 'LA07/2023/2813/F',
    application_type: 'Full',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: null,
    category: 'loft-conversion',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2023/2815/O (offset 1200000)
  {
    description: 'Proposed Replacement Dwelling and Domestic Garage',
    reference: 'LA07/2023/2815/O',
    application_type: 'Outline',
    council: 'Newry, Mourne and Down',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA09/2024/0013/F (offset 2400000)
  {
    description: 'Proposed 2 storey replacement dwelling',
    reference: 'LA09/2024/0013/F',
    application_type: 'Full',
    council: 'Mid Ulster',
    procedure: 'full',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA10/2024/0018/F (offset 2400000)
  {
    description:
      'Proposed wind turbine with 84m hub height and 61m rotor (up to 1 Megawatt) and ground mount solar array',
    reference: 'LA10/2024/0018/F',
    application_type: 'Full',
    council: 'Fermanagh and Omagh',
    procedure: 'full',
    dwelling_count: null,
    category: 'renewable-energy',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA10/2024/0020/O (offset 2400000)
  {
    description: 'Proposed site for 2no detached two-storey dwellings with detached domestic garages.',
    reference: 'LA10/2024/0020/O',
    application_type: 'Outline',
    council: 'Fermanagh and Omagh',
    procedure: 'outline',
    dwelling_count: 2,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA11/2024/0017/F (offset 2400000)
  {
    description: 'Erection of detached dwelling (AMENDED CONCEPT PLAN AND SUPPORTING STATEMENT)',
    reference: 'LA11/2024/0017/F',
    application_type: 'Full',
    council: 'Derry and Strabane',
    procedure: 'full',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA06/2024/0011/F (offset 2400000)
  {
    description: 'Site for dwelling and garage',
    reference: 'LA06/2024/0011/F',
    application_type: 'Full',
    council: 'Ards and North Down',
    procedure: 'full',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA11/2024/0012/F (offset 2400000)
  {
    description: 'Change of Use from single family house to 3 bedroom house in multiple occupation',
    reference: 'LA11/2024/0012/F',
    application_type: 'Full',
    council: 'Derry and Strabane',
    procedure: 'full',
    dwelling_count: null,
    category: 'hmo',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA01/2024/0008/O (offset 2400000)
  {
    description:
      'Proposed infill site for 1 1/2 storey dwelling and garage. (Renewal of Outline Permission LA01/2021/0471/O)',
    reference: 'LA01/2024/0008/O',
    application_type: 'Outline',
    council: 'Causeway Coast and Glens',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA01/2024/0020/F (offset 2400000)
  {
    description:
      'Re-configuration and extension of existing restaurant car park with associated siteworks, access and hard and soft landscaping',
    reference: 'LA01/2024/0020/F',
    application_type: 'Full',
    council: 'Causeway Coast and Glens',
    procedure: 'full',
    dwelling_count: null,
    category: 'parking-and-access',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA01/2024/0036/F (offset 2400000)
  {
    description: 'Erection of stables and hay shed on existing farm (amended plan)',
    reference: 'LA01/2024/0036/F',
    application_type: 'Full',
    council: 'Causeway Coast and Glens',
    procedure: 'full',
    dwelling_count: null,
    category: 'agriculture',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA01/2024/0040/F (offset 2400000)
  {
    description:
      'Amendment to extant approval C/2011/0402/F to provide garage / garden room in lieu of stables building, with a minor change of location.',
    reference: 'LA01/2024/0040/F',
    application_type: 'Full',
    council: 'Causeway Coast and Glens',
    procedure: 'amendment',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA03/2024/0004/F (offset 2400000)
  {
    description: 'Retrospective application for farm storage shed',
    reference: 'LA03/2024/0004/F',
    application_type: 'Full',
    council: 'Antrim and Newtownabbey',
    procedure: 'full',
    dwelling_count: null,
    category: 'agriculture',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA03/2024/0011/F (offset 2400000)
  {
    description:
      'Proposed part change of use from a hairdressing salon to a cafe providing deli, confectionery, hot and cold drinks and hot food (not requiring commercial extract) (Retrospective)',
    reference: 'LA03/2024/0011/F',
    application_type: 'Full',
    council: 'Antrim and Newtownabbey',
    procedure: 'full',
    dwelling_count: null,
    category: 'change-of-use',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA04/2024/0029/F (offset 2400000)
  {
    description: 'First Floor Rear & Side Extension',
    reference: 'LA04/2024/0029/F',
    application_type: 'Full',
    council: 'Belfast',
    procedure: 'full',
    dwelling_count: null,
    category: 'householder-extension',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA04/2024/0032/F (offset 2400000)
  {
    description:
      'Change of use from Offices to Guesthouse (Use Class C2) including 3 storey rear extension and internal alterations.',
    reference: 'LA04/2024/0032/F',
    application_type: 'Full',
    council: 'Belfast',
    procedure: 'full',
    dwelling_count: null,
    category: 'change-of-use',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA04/2024/0041/F (offset 2400000)
  {
    description: 'proposed single storey rear extension, 2 storey rear extension and enlarged dormer window',
    reference: 'LA04/2024/0041/F',
    application_type: 'Full',
    council: 'Belfast',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA04/2024/0042/O (offset 2400000)
  {
    description: 'Renewal of existing approval LA04/2019/2913/O for a dwelling and garage.',
    reference: 'LA04/2024/0042/O',
    application_type: 'Outline',
    council: 'Belfast',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA04/2024/0044/F (offset 2400000)
  {
    description: 'Change of use from HMO to single dwelling and proposed rear dormer (amended description).',
    reference: 'LA04/2024/0044/F',
    application_type: 'Full',
    council: 'Belfast',
    procedure: 'full',
    dwelling_count: 1,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA04/2024/0054/F (offset 2400000)
  {
    description:
      'Change of use to conference centre facility with associated use as events/entertainment space',
    reference: 'LA04/2024/0054/F',
    application_type: 'Full',
    council: 'Belfast',
    procedure: 'full',
    dwelling_count: null,
    category: 'change-of-use',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA04/2024/0062/F (offset 2400000)
  {
    description:
      'Demolition to side and rear wall to facilitate first floor rear extension and singles storey side extension with roof space conversion, internal alterations and fenestration change (Amended Proposal Description)',
    reference: 'LA04/2024/0062/F',
    application_type: 'Full',
    council: 'Belfast',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA04/2024/0153/F (offset 2400000)
  {
    description: 'Proposed change of use of existing building from Bank to Gym.',
    reference: 'LA04/2024/0153/F',
    application_type: 'Full',
    council: 'Belfast',
    procedure: 'full',
    dwelling_count: null,
    category: 'change-of-use',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA05/2024/0031/F (offset 2400000)
  {
    description:
      'Change of house type for that previously approved under LA05/2017/0651/F from 3 storey to 2 storey dwelling with detached garage (Revised site location)',
    reference: 'LA05/2024/0031/F',
    application_type: 'Full',
    council: 'Lisburn and Castlereagh',
    procedure: 'full',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA05/2024/0042/F (offset 2400000)
  {
    description:
      'Section 54 application to vary condition 7 of planning approval LA05/2022/0955/O, from- The proposed dwelling shall have a ridge height of less than 6.5 meters above finished floor level. To: The proposed dwelling shall have a ridge height of less than 7.5 meters above finished floor level',
    reference: 'LA05/2024/0042/F',
    application_type: 'Full',
    council: 'Lisburn and Castlereagh',
    procedure: 'amendment',
    dwelling_count: 1,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA05/2024/0045/F (offset 2400000)
  {
    description: 'Proposed extension to existing car salvage business for the storage of recovered vehicles',
    reference: 'LA05/2024/0045/F',
    application_type: 'Full',
    council: 'Lisburn and Castlereagh',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA05/2024/0069/F (offset 2400000)
  {
    description:
      'The proposal is an extension to the existing factory building to create additional storage space.',
    reference: 'LA05/2024/0069/F',
    application_type: 'Full',
    council: 'Lisburn and Castlereagh',
    procedure: 'full',
    dwelling_count: null,
    category: 'industrial',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA06/2024/0017/F (offset 2400000)
  {
    description: 'Single storey side extension and bin store.',
    reference: 'LA06/2024/0017/F',
    application_type: 'Full',
    council: 'Ards and North Down',
    procedure: 'full',
    dwelling_count: null,
    category: 'householder-extension',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2024/0142/F (offset 2400000)
  {
    description:
      'Proposed Material Change of Use from Non Listed Vernacular Barn to Habitable Accommodation with Alterations and Revised Vehicular Access',
    reference: 'LA07/2024/0142/F',
    application_type: 'Full',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: null,
    category: 'change-of-use',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA09/2024/0016/F (offset 2400000)
  {
    description: 'Replacement dwelling and detached garden room.',
    reference: 'LA09/2024/0016/F',
    application_type: 'Full',
    council: 'Mid Ulster',
    procedure: 'full',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA11/2024/0018/F (offset 2400000)
  {
    description: 'Proposed single storey dwelling and detached garage',
    reference: 'LA11/2024/0018/F',
    application_type: 'Full',
    council: 'Derry and Strabane',
    procedure: 'full',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA03/2024/0016/F (offset 2400000)
  {
    description:
      'Proposed alteration and extension of existing building to provide additional reception, conference and office space.',
    reference: 'LA03/2024/0016/F',
    application_type: 'Full',
    council: 'Antrim and Newtownabbey',
    procedure: 'full',
    dwelling_count: null,
    category: 'offices',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA04/2024/0030/F (offset 2400000)
  {
    description: 'Single storey extention to side of existing dwelling.',
    reference: 'LA04/2024/0030/F',
    application_type: 'Full',
    council: 'Belfast',
    procedure: 'full',
    dwelling_count: null,
    category: 'householder-extension',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA06/2024/0022/F (offset 2400000)
  {
    description: '2 storey side extension and bin store (Retrospective)',
    reference: 'LA06/2024/0022/F',
    application_type: 'Full',
    council: 'Ards and North Down',
    procedure: 'full',
    dwelling_count: null,
    category: 'householder-extension',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA06/2024/0024/F (offset 2400000)
  {
    description: 'Offsite replacement of barn with 2no. Stables and farm storage',
    reference: 'LA06/2024/0024/F',
    application_type: 'Full',
    council: 'Ards and North Down',
    procedure: 'full',
    dwelling_count: null,
    category: 'agriculture',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2024/0143/O (offset 2400000)
  {
    description: 'Farm Dwelling and garage',
    reference: 'LA07/2024/0143/O',
    application_type: 'Outline',
    council: 'Newry, Mourne and Down',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2024/0144/F (offset 2400000)
  {
    description: 'Renovations and extension to existing industrial unit to provide office and storage',
    reference: 'LA07/2024/0144/F',
    application_type: 'Full',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: null,
    category: 'industrial',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2024/0145/O (offset 2400000)
  {
    description:
      'Erection of a Rural Detached Farm Dwelling House and Detached Domestic Garage, Associated Landscaping and Ancillary Site Works',
    reference: 'LA07/2024/0145/O',
    application_type: 'Outline',
    council: 'Newry, Mourne and Down',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA09/2024/0493/O (offset 3600000)
  {
    description: 'Proposed site for dwelling and garage',
    reference: 'LA09/2024/0493/O',
    application_type: 'Outline',
    council: 'Mid Ulster',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA09/2024/0495/F (offset 3600000)
  {
    description:
      'Proposed residential development Phase 2 to provide 21 no. houses to include 7no. detached and 14 no. semi-detached houses with associated gardens, open spaces and garages',
    reference: 'LA09/2024/0495/F',
    application_type: 'Full',
    council: 'Mid Ulster',
    procedure: 'full',
    dwelling_count: 21,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA09/2024/0500/O (offset 3600000)
  {
    description: 'Proposed infill site for a dwelling and domestic garage',
    reference: 'LA09/2024/0500/O',
    application_type: 'Outline',
    council: 'Mid Ulster',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA10/2024/0356/F (offset 3600000)
  {
    description:
      'Erection of domestic stables with extension of curtilage for outdoor turning-out area (HOU05)',
    reference: 'LA10/2024/0356/F',
    application_type: 'Full',
    council: 'Fermanagh and Omagh',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA10/2024/0357/RM (offset 3600000)
  {
    description: 'Proposed dwelling and detached domestic garage',
    reference: 'LA10/2024/0357/RM',
    application_type: 'Reserved Matters',
    council: 'Fermanagh and Omagh',
    procedure: 'reserved-matters',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA10/2024/0358/F (offset 3600000)
  {
    description:
      'Retention of existing Side Extension along with Proposed Extension and Alterations to Dwelling',
    reference: 'LA10/2024/0358/F',
    application_type: 'Full',
    council: 'Fermanagh and Omagh',
    procedure: 'full',
    dwelling_count: null,
    category: 'householder-extension',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA10/2024/0361/F (offset 3600000)
  {
    description:
      'Proposed Change of house type from previous approval reference K/2009/0684/RM-dwelling and erection of detached domestic garage (HOU05)',
    reference: 'LA10/2024/0361/F',
    application_type: 'Full',
    council: 'Fermanagh and Omagh',
    procedure: 'full',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA11/2024/0384/F (offset 3600000)
  {
    description: 'Proposed ramped access to front entrance door',
    reference: 'LA11/2024/0384/F',
    application_type: 'Full',
    council: 'Derry and Strabane',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA11/2024/0386/F (offset 3600000)
  {
    description: 'Proposed first floor rear extension',
    reference: 'LA11/2024/0386/F',
    application_type: 'Full',
    council: 'Derry and Strabane',
    procedure: 'full',
    dwelling_count: null,
    category: 'householder-extension',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA01/2024/0501/F (offset 3600000)
  {
    description:
      'Conversion of existing detached domestic garage into short stay self-contained accommodation',
    reference: 'LA01/2024/0501/F',
    application_type: 'Full',
    council: 'Causeway Coast and Glens',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA01/2024/0502/F (offset 3600000)
  {
    description: 'Change of use from lower ground floor café to 1no. apartment and associated storage areas',
    reference: 'LA01/2024/0502/F',
    application_type: 'Full',
    council: 'Causeway Coast and Glens',
    procedure: 'full',
    dwelling_count: 1,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA01/2024/0514/F (offset 3600000)
  {
    description:
      'Amendment to extant approval LA01/2022/0649/F Change of use from ground floor restaurant to 2no. apartments, including external balconies.',
    reference: 'LA01/2024/0514/F',
    application_type: 'Full',
    council: 'Causeway Coast and Glens',
    procedure: 'amendment',
    dwelling_count: 2,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA01/2024/0525/O (offset 3600000)
  {
    description: 'Proposed site for dwelling on a farm',
    reference: 'LA01/2024/0525/O',
    application_type: 'Outline',
    council: 'Causeway Coast and Glens',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA02/2024/0359/F (offset 3600000)
  {
    description: 'Proposed agricultural shed',
    reference: 'LA02/2024/0359/F',
    application_type: 'Full',
    council: 'Mid and East Antrim',
    procedure: 'full',
    dwelling_count: null,
    category: 'agriculture',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA02/2024/0362/F (offset 3600000)
  {
    description:
      'Single storey flat roofed detached room to be used as a laser clinic (removal of tattoos & hair)',
    reference: 'LA02/2024/0362/F',
    application_type: 'Full',
    council: 'Mid and East Antrim',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA03/2024/0290/O (offset 3600000)
  {
    description:
      'Site for housing development consisting of 16 no. dwellings (2 no. detached, 8 no. semi-detached and 6 no. apartments), public open space and associated road accesses, siteworks, infrastructure and landscaping',
    reference: 'LA03/2024/0290/O',
    application_type: 'Outline',
    council: 'Antrim and Newtownabbey',
    procedure: 'outline',
    dwelling_count: 16,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA03/2024/0301/F (offset 3600000)
  {
    description: 'Dwelling',
    reference: 'LA03/2024/0301/F',
    application_type: 'Full',
    council: 'Antrim and Newtownabbey',
    procedure: 'full',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA03/2024/0302/F (offset 3600000)
  {
    description:
      'Erection of 36no. dwellings including car parking, landscaping and all associated site and access works (Change of house type from those approved under LA03/2020/0881/RM)',
    reference: 'LA03/2024/0302/F',
    application_type: 'Full',
    council: 'Antrim and Newtownabbey',
    procedure: 'full',
    dwelling_count: 36,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA03/2024/0314/F (offset 3600000)
  {
    description:
      'Replace existing damaged roof with new roof, raise height of side store area and new roof to extend over store',
    reference: 'LA03/2024/0314/F',
    application_type: 'Full',
    council: 'Antrim and Newtownabbey',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA03/2024/0317/F (offset 3600000)
  {
    description: 'Proposed 1 1/2 storey detached dwelling and garage',
    reference: 'LA03/2024/0317/F',
    application_type: 'Full',
    council: 'Antrim and Newtownabbey',
    procedure: 'full',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA04/2024/0730/F (offset 3600000)
  {
    description: 'Two storey and single storey rear extension; alterations to front facade',
    reference: 'LA04/2024/0730/F',
    application_type: 'Full',
    council: 'Belfast',
    procedure: 'full',
    dwelling_count: null,
    category: 'householder-extension',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA04/2024/0741/F (offset 3600000)
  {
    description: 'Change of use from dwelling house to 5no bedroom HMO',
    reference: 'LA04/2024/0741/F',
    application_type: 'Full',
    council: 'Belfast',
    procedure: 'full',
    dwelling_count: null,
    category: 'hmo',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA04/2024/0757/LBC (offset 3600000)
  {
    description:
      'Proposed demolition of wooden shed located in the garden, foootprint 9m x 3.5m. The structure is unihabitable and unsafe.',
    reference: 'LA04/2024/0757/LBC',
    application_type: 'Listed Building Consents',
    council: 'Belfast',
    procedure: 'listed-building',
    dwelling_count: null,
    category: 'listed-building',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA04/2024/0758/LBC (offset 3600000)
  {
    description:
      'Removal of portions of non-original suspended ceiling, raised access floor and stud walls. The proposed construction of partition stud walls to ground, first and third floors along with screens and ceilings',
    reference: 'LA04/2024/0758/LBC',
    application_type: 'Listed Building Consents',
    council: 'Belfast',
    procedure: 'listed-building',
    dwelling_count: null,
    category: 'listed-building',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA05/2024/0336/F (offset 3600000)
  {
    description: 'Single storey rear bedroom extension for person with disabilities',
    reference: 'LA05/2024/0336/F',
    application_type: 'Full',
    council: 'Lisburn and Castlereagh',
    procedure: 'full',
    dwelling_count: null,
    category: 'householder-extension',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA05/2024/0337/F (offset 3600000)
  {
    description: 'Proposed single storey extension to rear of property with internal alterations.',
    reference: 'LA05/2024/0337/F',
    application_type: 'Full',
    council: 'Lisburn and Castlereagh',
    procedure: 'full',
    dwelling_count: null,
    category: 'householder-extension',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA05/2024/0352/F (offset 3600000)
  {
    description: 'Erection of domestic garage and storage shed for domestic use',
    reference: 'LA05/2024/0352/F',
    application_type: 'Full',
    council: 'Lisburn and Castlereagh',
    procedure: 'full',
    dwelling_count: null,
    category: 'outbuilding',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA05/2024/0401/F (offset 3600000)
  {
    description:
      'Proposed Battery Energy Storage System (BESS) 600MW, landscaping and ancillary development.',
    reference: 'LA05/2024/0401/F',
    application_type: 'Full',
    council: 'Lisburn and Castlereagh',
    procedure: 'full',
    dwelling_count: null,
    category: 'renewable-energy',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2024/0640/O (offset 3600000)
  {
    description: 'Infill dwelling and garage.',
    reference: 'LA07/2024/0640/O',
    application_type: 'Outline',
    council: 'Newry, Mourne and Down',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2024/0644/F (offset 3600000)
  {
    description:
      'Retention of temporary car parking on an existing brown field site consisting of fencing, gates and associated earth works for Shelbourne Motors Ltd.',
    reference: 'LA07/2024/0644/F',
    application_type: 'Full',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: null,
    category: 'parking-and-access',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2024/0645/F (offset 3600000)
  {
    description: 'Proposed single storey side extension.',
    reference: 'LA07/2024/0645/F',
    application_type: 'Full',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: null,
    category: 'householder-extension',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2024/0646/F (offset 3600000)
  {
    description:
      'Window and door alterations to front and rear elevations. Internal garage converted to bedroom and new detached garage.',
    reference: 'LA07/2024/0646/F',
    application_type: 'Full',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2024/0647/F (offset 3600000)
  {
    description:
      'Erection of new agricultural livestock shed to replace existing livestock shed due to be changed into industrial use.',
    reference: 'LA07/2024/0647/F',
    application_type: 'Full',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: null,
    category: 'agriculture',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2024/0648/RM (offset 3600000)
  {
    description:
      'The construction of a two storey, detached dwelling with integral garage, covered external seating area, new entrance gates and pillars and associated site works.',
    reference: 'LA07/2024/0648/RM',
    application_type: 'Reserved Matters',
    council: 'Newry, Mourne and Down',
    procedure: 'reserved-matters',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2024/1096/O (offset 4800000)
  {
    description: 'Proposed Site for the Erection of a Detached Dwelling with associated site works',
    reference: 'LA07/2024/1096/O',
    application_type: 'Outline',
    council: 'Newry, Mourne and Down',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2024/1098/O (offset 4800000)
  {
    description:
      'Replace redundant non-residential buildings with a single domestic dwelling and associated site works',
    reference: 'LA07/2024/1098/O',
    application_type: 'Outline',
    council: 'Newry, Mourne and Down',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2024/1100/O (offset 4800000)
  {
    description: 'Proposed dwelling and garage (Renewal)',
    reference: 'LA07/2024/1100/O',
    application_type: 'Outline',
    council: 'Newry, Mourne and Down',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2024/1103/F (offset 4800000)
  {
    description: 'Proposed Dwelling and Garage on a farm under Policy CTY10 of PPS21',
    reference: 'LA07/2024/1103/F',
    application_type: 'Full',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA09/2024/0966/F (offset 4800000)
  {
    description:
      'Works associated with the Bellaghy Bawn site to provide 7 no. self-catering units consisting of: change of use through refurbishment and interior fit-out of 5 no. existing ancillary outbuildings, refurbishment and extension of existing ground floor residential unit and refurbishment of duplex two storey apartment. Minor interior alterations to main Bawn house and introduction of external platform lift and ramped access for disabled access',
    reference: 'LA09/2024/0966/F',
    application_type: 'Full',
    council: 'Mid Ulster',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA09/2024/0967/RM (offset 4800000)
  {
    description: 'Proposed dwelling and garage.',
    reference: 'LA09/2024/0967/RM',
    application_type: 'Reserved Matters',
    council: 'Mid Ulster',
    procedure: 'reserved-matters',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA09/2024/0968/F (offset 4800000)
  {
    description: 'Extension and renovations to existing dwelling',
    reference: 'LA09/2024/0968/F',
    application_type: 'Full',
    council: 'Mid Ulster',
    procedure: 'full',
    dwelling_count: null,
    category: 'householder-extension',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA09/2024/0970/F (offset 4800000)
  {
    description: 'Demolition of existing listed building and replacement with new dwelling',
    reference: 'LA09/2024/0970/F',
    application_type: 'Full',
    council: 'Mid Ulster',
    procedure: 'full',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA09/2024/0971/LBC (offset 4800000)
  {
    description: 'Demolition of existing listed building (Stuart Hall) and replacement with new dwelling',
    reference: 'LA09/2024/0971/LBC',
    application_type: 'Listed Building Consents',
    council: 'Mid Ulster',
    procedure: 'listed-building',
    dwelling_count: 1,
    category: 'listed-building',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA09/2024/0972/F (offset 4800000)
  {
    description: 'Change of use of former bar business to 4 no. apartments',
    reference: 'LA09/2024/0972/F',
    application_type: 'Full',
    council: 'Mid Ulster',
    procedure: 'full',
    dwelling_count: 4,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA09/2024/0975/F (offset 4800000)
  {
    description: 'Proposed replacement sun room to side of existing dwelling',
    reference: 'LA09/2024/0975/F',
    application_type: 'Full',
    council: 'Mid Ulster',
    procedure: 'full',
    dwelling_count: null,
    category: 'householder-extension',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA10/2024/0751/F (offset 4800000)
  {
    description: 'Retention of Timber Framed Patio Structure to the Rear of existing dwelling.',
    reference: 'LA10/2024/0751/F',
    application_type: 'Full',
    council: 'Fermanagh and Omagh',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA10/2024/0752/RM (offset 4800000)
  {
    description: 'Dwelling and domestic garage HOU13',
    reference: 'LA10/2024/0752/RM',
    application_type: 'Reserved Matters',
    council: 'Fermanagh and Omagh',
    procedure: 'reserved-matters',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA10/2024/0753/O (offset 4800000)
  {
    description: 'Erection of 1.5 storey farm dwelling (HOU11)',
    reference: 'LA10/2024/0753/O',
    application_type: 'Outline',
    council: 'Fermanagh and Omagh',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA01/2024/0944/DCA (offset 4800000)
  {
    description: 'Demolition of Existing Unsafe Dwelling',
    reference: 'LA01/2024/0944/DCA',
    application_type: 'Other consents',
    council: 'Causeway Coast and Glens',
    procedure: 'full',
    dwelling_count: null,
    category: 'demolition',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA01/2024/0946/LBC (offset 4800000)
  {
    description:
      'Retrospective application for essential maintenance works to repair existing platform: Installation of 8 Nr. steel beams and supporting brackets fixed into existing brickwork piers to provide additional support to the existing reinforced concrete slab on platforms 1 and 4 of Coleraine Railway Station.',
    reference: 'LA01/2024/0946/LBC',
    application_type: 'Listed Building Consents',
    council: 'Causeway Coast and Glens',
    procedure: 'listed-building',
    dwelling_count: null,
    category: 'listed-building',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA01/2024/0961/F (offset 4800000)
  {
    description: 'Retrospective application for new garage for vehicle storage - domestic use only',
    reference: 'LA01/2024/0961/F',
    application_type: 'Full',
    council: 'Causeway Coast and Glens',
    procedure: 'full',
    dwelling_count: null,
    category: 'outbuilding',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA01/2024/0970/O (offset 4800000)
  {
    description: 'Erection of detached house with garage and associated siteworks.',
    reference: 'LA01/2024/0970/O',
    application_type: 'Outline',
    council: 'Causeway Coast and Glens',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA02/2024/0617/RM (offset 4800000)
  {
    description: 'Proposed dwelling and garage',
    reference: 'LA02/2024/0617/RM',
    application_type: 'Reserved Matters',
    council: 'Mid and East Antrim',
    procedure: 'reserved-matters',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA02/2024/0619/F (offset 4800000)
  {
    description:
      'Proposed conversion of existing barn within the curtilage of existing dwelling to a private art studio for domestic use',
    reference: 'LA02/2024/0619/F',
    application_type: 'Full',
    council: 'Mid and East Antrim',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA03/2024/0617/F (offset 4800000)
  {
    description: 'Dwelling and garage',
    reference: 'LA03/2024/0617/F',
    application_type: 'Full',
    council: 'Antrim and Newtownabbey',
    procedure: 'full',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA04/2024/1408/F (offset 4800000)
  {
    description: 'Alterations to the facade, entrance porch and steps',
    reference: 'LA04/2024/1408/F',
    application_type: 'Full',
    council: 'Belfast',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA04/2024/1409/F (offset 4800000)
  {
    description: 'Single-story rear bedroom extension',
    reference: 'LA04/2024/1409/F',
    application_type: 'Full',
    council: 'Belfast',
    procedure: 'full',
    dwelling_count: null,
    category: 'householder-extension',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA04/2024/1410/F (offset 4800000)
  {
    description: 'Single-storey rear extension.',
    reference: 'LA04/2024/1410/F',
    application_type: 'Full',
    council: 'Belfast',
    procedure: 'full',
    dwelling_count: null,
    category: 'householder-extension',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA04/2024/1411/F (offset 4800000)
  {
    description:
      'Change of use of ground floor to retail. Rear extension to ground floor and first floor. First floor outdoor area to rear with 1.8m privacy wall.',
    reference: 'LA04/2024/1411/F',
    application_type: 'Full',
    council: 'Belfast',
    procedure: 'full',
    dwelling_count: null,
    category: 'change-of-use',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA04/2024/1414/F (offset 4800000)
  {
    description: 'change of use from a sports gym (Sui Generis) to an office (Use Class A2)',
    reference: 'LA04/2024/1414/F',
    application_type: 'Full',
    council: 'Belfast',
    procedure: 'full',
    dwelling_count: null,
    category: 'change-of-use',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA04/2024/1415/F (offset 4800000)
  {
    description: 'Change of use of ground floor retail unit and upper floors apartment into an HMO',
    reference: 'LA04/2024/1415/F',
    application_type: 'Full',
    council: 'Belfast',
    procedure: 'full',
    dwelling_count: null,
    category: 'hmo',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA04/2024/1416/F (offset 4800000)
  {
    description: '1st floor extension to rear of dwelling.',
    reference: 'LA04/2024/1416/F',
    application_type: 'Full',
    council: 'Belfast',
    procedure: 'full',
    dwelling_count: null,
    category: 'householder-extension',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA04/2024/1480/F (offset 4800000)
  {
    description:
      'Proposed amendments to a previously approved scheme for a detached dwelling. (Ref. LA04/2017/2713/F) for detached dwelling. Amendments to included external materials and site layout. (Retrospective application)',
    reference: 'LA04/2024/1480/F',
    application_type: 'Full',
    council: 'Belfast',
    procedure: 'amendment',
    dwelling_count: 1,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA04/2024/1510/F (offset 4800000)
  {
    description: 'Retention of boundary wall (2180mm) and patio (800mm) (Retrospective application)',
    reference: 'LA04/2024/1510/F',
    application_type: 'Full',
    council: 'Belfast',
    procedure: 'full',
    dwelling_count: null,
    category: 'boundary-treatment',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA05/2024/0621/F (offset 4800000)
  {
    description: 'Erection of front boundary wall and gate, hard and soft landscaping and associated work.',
    reference: 'LA05/2024/0621/F',
    application_type: 'Full',
    council: 'Lisburn and Castlereagh',
    procedure: 'full',
    dwelling_count: null,
    category: 'boundary-treatment',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA05/2024/0622/F (offset 4800000)
  {
    description: 'Extension to the rear of an existing bungalow',
    reference: 'LA05/2024/0622/F',
    application_type: 'Full',
    council: 'Lisburn and Castlereagh',
    procedure: 'full',
    dwelling_count: null,
    category: 'householder-extension',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA05/2024/0623/A (offset 4800000)
  {
    description: '1 Shop sign (retrospective)',
    reference: 'LA05/2024/0623/A',
    application_type: 'Consent to Display',
    council: 'Lisburn and Castlereagh',
    procedure: 'advert-consent',
    dwelling_count: null,
    category: 'advertisement',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA05/2024/0753/F (offset 4800000)
  {
    description: 'Proposed Community Hub building',
    reference: 'LA05/2024/0753/F',
    application_type: 'Full',
    council: 'Lisburn and Castlereagh',
    procedure: 'full',
    dwelling_count: null,
    category: 'community',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA06/2024/0720/F (offset 4800000)
  {
    description:
      'Extension to Existing Temporary Structure to provide additional exhibition space and storage with ramped access. Erection of Project 24 Exhibition Pod. (Temporary Permission)',
    reference: 'LA06/2024/0720/F',
    application_type: 'Full',
    council: 'Ards and North Down',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA06/2024/0721/O (offset 4800000)
  {
    description: 'Infill Dwellings and new access',
    reference: 'LA06/2024/0721/O',
    application_type: 'Outline',
    council: 'Ards and North Down',
    procedure: 'outline',
    dwelling_count: null,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2024/0901/O (offset 4800000)
  {
    description: 'Farm dwelling and domestic garage',
    reference: 'LA07/2024/0901/O',
    application_type: 'Outline',
    council: 'Newry, Mourne and Down',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2024/0902/F (offset 4800000)
  {
    description:
      'Replacement of old farm building and retention of partly constructed building for agriculture purposes together with new concrete yard, and underground surface water holding tank, new pathway to state care monument with layby parking and improved access together with additional new stone walling, planting and fencing.',
    reference: 'LA07/2024/0902/F',
    application_type: 'Full',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: null,
    category: 'agriculture',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2024/1102/F (offset 4800000)
  {
    description:
      'Change of use from former Parochial House to dwelling with external alterations, rear extension and associated site works.',
    reference: 'LA07/2024/1102/F',
    application_type: 'Full',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2024/1104/O (offset 4800000)
  {
    description: 'Proposed House on a Farm',
    reference: 'LA07/2024/1104/O',
    application_type: 'Outline',
    council: 'Newry, Mourne and Down',
    procedure: 'outline',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2024/1106/F (offset 4800000)
  {
    description: 'Proposed removal of existing shed and erection of store room and gym. (Amended Proposal)',
    reference: 'LA07/2024/1106/F',
    application_type: 'Full',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: null,
    category: 'outbuilding',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA05/2024/0908/F (offset 6000000)
  {
    description: 'Proposed single storey rear extension to provided an enlarged Kitchen/Family Area',
    reference: 'LA05/2024/0908/F',
    application_type: 'Full',
    council: 'Lisburn and Castlereagh',
    procedure: 'full',
    dwelling_count: null,
    category: 'householder-extension',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA06/2024/1037/F (offset 6000000)
  {
    description:
      'Conversion and extension of existing domestic garage to provide ancillary living accommodation, including retention of oil tank/bin enclosure walls to front of dwelling',
    reference: 'LA06/2024/1037/F',
    application_type: 'Full',
    council: 'Ards and North Down',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA06/2024/1038/F (offset 6000000)
  {
    description: 'Residential development of 11no. 2 bed apartments, onsite parking and communal amenity',
    reference: 'LA06/2024/1038/F',
    application_type: 'Full',
    council: 'Ards and North Down',
    procedure: 'full',
    dwelling_count: 11,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2024/1528/F (offset 6000000)
  {
    description: 'New detached double garage (single storey)',
    reference: 'LA07/2024/1528/F',
    application_type: 'Full',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: null,
    category: 'outbuilding',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2024/1533/O (offset 6000000)
  {
    description: 'Two split level dwellings',
    reference: 'LA07/2024/1533/O',
    application_type: 'Outline',
    council: 'Newry, Mourne and Down',
    procedure: 'outline',
    dwelling_count: 2,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2024/1534/DCA (offset 6000000)
  {
    description: 'Replace 2no. existing ATM',
    reference: 'LA07/2024/1534/DCA',
    application_type: 'Other consents',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2024/1535/RM (offset 6000000)
  {
    description: 'New Dwelling and garage',
    reference: 'LA07/2024/1535/RM',
    application_type: 'Reserved Matters',
    council: 'Newry, Mourne and Down',
    procedure: 'reserved-matters',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA09/2024/1461/F (offset 6000000)
  {
    description:
      'Removal of front boundary wall to form driveway which falls to existing storm water drain within the curtilage of the property.',
    reference: 'LA09/2024/1461/F',
    application_type: 'Full',
    council: 'Mid Ulster',
    procedure: 'full',
    dwelling_count: null,
    category: 'parking-and-access',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA09/2024/1462/RM (offset 6000000)
  {
    description: 'Proposed dwelling and garage',
    reference: 'LA09/2024/1462/RM',
    application_type: 'Reserved Matters',
    council: 'Mid Ulster',
    procedure: 'reserved-matters',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA09/2024/1463/F (offset 6000000)
  {
    description: 'Proposed extension to existing dwelling',
    reference: 'LA09/2024/1463/F',
    application_type: 'Full',
    council: 'Mid Ulster',
    procedure: 'full',
    dwelling_count: null,
    category: 'householder-extension',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA09/2024/1465/F (offset 6000000)
  {
    description:
      "Section 54 Planning Application seeking to vary Condition 7(i) of Planning Permission Reference LA09/2017/1801/F. This variation is seeking to remove the requirement of the conducting of a Pre-Construction baseline habitat survey to National Vegetation Class (NVC) level. It is proposed to 'non-comply' with the habitat surveys to an NVC level. This is for a number of factors mainly that the site has a long planning history of being used for extraction and related activities stretching back to 1981, Planning Ref. I/1981/0185/F and I/1981/0189. There are additional planning applications related to these activities in 2002, 2003, 2009 and 2011. As a result of these planning applications the site is now, as was highlighted by the EcIA as submitted with the application whereby existing habitats have been mapped. The mapping shows predominantly a Sand and Gravel Quarry, with areas of bare ground and dense scrub. The Quarry ponds have already been translocated as per condition 8, 9 and 10. It would therefore indicate that the habitat survey to a NVC level would not be necessary at this site.",
    reference: 'LA09/2024/1465/F',
    application_type: 'Full',
    council: 'Mid Ulster',
    procedure: 'amendment',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA09/2024/1466/F (offset 6000000)
  {
    description:
      'Removal of vegetation from grassed area, provision of topsoil, retaining wall and provision of compacted base course and SMA wearing course resurfacing to provide three additional parking spaces to the front of ambulance station',
    reference: 'LA09/2024/1466/F',
    application_type: 'Full',
    council: 'Mid Ulster',
    procedure: 'full',
    dwelling_count: null,
    category: 'parking-and-access',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA09/2024/1473/F (offset 6000000)
  {
    description: 'Variation of condition 2 of planning approval LA09/2023/0238/F',
    reference: 'LA09/2024/1473/F',
    application_type: 'Full',
    council: 'Mid Ulster',
    procedure: 'amendment',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA10/2024/1189/LBC (offset 6000000)
  {
    description: 'Replacement of top floor window with new door to provide access to flat roof',
    reference: 'LA10/2024/1189/LBC',
    application_type: 'Listed Building Consents',
    council: 'Fermanagh and Omagh',
    procedure: 'listed-building',
    dwelling_count: null,
    category: 'listed-building',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA10/2024/1190/F (offset 6000000)
  {
    description:
      'Proposed extension to existing Visitor Centre to contain a borehole, well cap and filtration unit. Seperate timber frame mono-pitch shelter with Photo voltaic tiles to the roof',
    reference: 'LA10/2024/1190/F',
    application_type: 'Full',
    council: 'Fermanagh and Omagh',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA10/2024/1191/F (offset 6000000)
  {
    description:
      'Proposed single storey extension to place of worship at ground floor level and alterations to building.',
    reference: 'LA10/2024/1191/F',
    application_type: 'Full',
    council: 'Fermanagh and Omagh',
    procedure: 'full',
    dwelling_count: null,
    category: 'place-of-worship',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA11/2024/0915/F (offset 6000000)
  {
    description:
      'Retention of erection of two-storey dwelling and garage (change of house type to previously approved dwelling approval reference LA11/2023/1960/F',
    reference: 'LA11/2024/0915/F',
    application_type: 'Full',
    council: 'Derry and Strabane',
    procedure: 'full',
    dwelling_count: 1,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA11/2024/0916/F (offset 6000000)
  {
    description: 'Replacement of existing two-storey dwelling with one-storey detached dwelling.',
    reference: 'LA11/2024/0916/F',
    application_type: 'Full',
    council: 'Derry and Strabane',
    procedure: 'full',
    dwelling_count: 0,
    category: 'new-homes',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA11/2024/0917/F (offset 6000000)
  {
    description:
      'Alterations to Bank Place entrance to shopping centre and alterations to shop front of existing retail unit 1A.',
    reference: 'LA11/2024/0917/F',
    application_type: 'Full',
    council: 'Derry and Strabane',
    procedure: 'full',
    dwelling_count: null,
    category: 'shopfront',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA04/2024/2055/F (offset 6000000)
  {
    description: 'Single-storey rear extension',
    reference: 'LA04/2024/2055/F',
    application_type: 'Full',
    council: 'Belfast',
    procedure: 'full',
    dwelling_count: null,
    category: 'householder-extension',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA07/2024/1536/F (offset 6000000)
  {
    description:
      'Proposed internal layout alterations and elevational alterations to existing dwelling and new first floor balcony to front.',
    reference: 'LA07/2024/1536/F',
    application_type: 'Full',
    council: 'Newry, Mourne and Down',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA01/2024/1360/F (offset 6000000)
  {
    description: 'Proposed Internal Alterations and Roof Terrace',
    reference: 'LA01/2024/1360/F',
    application_type: 'Full',
    council: 'Causeway Coast and Glens',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA03/2024/0878/F (offset 6000000)
  {
    description: 'Alteration and extension to dwelling',
    reference: 'LA03/2024/0878/F',
    application_type: 'Full',
    council: 'Antrim and Newtownabbey',
    procedure: 'full',
    dwelling_count: null,
    category: 'householder-extension',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA04/2024/2059/F (offset 6000000)
  {
    description: 'Change of use from 3 bed dwelling (C1) to 4 bed/4 person HMO (Sui generis)',
    reference: 'LA04/2024/2059/F',
    application_type: 'Full',
    council: 'Belfast',
    procedure: 'full',
    dwelling_count: null,
    category: 'hmo',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA05/2024/0900/F (offset 6000000)
  {
    description:
      'Single storey extension at rear of existing property to include bedroom; store; shower room and rear lobby; including removal of existing garage; including internal alteration to existing ground floor',
    reference: 'LA05/2024/0900/F',
    application_type: 'Full',
    council: 'Lisburn and Castlereagh',
    procedure: 'full',
    dwelling_count: null,
    category: 'householder-extension',
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA05/2024/0909/F (offset 6000000)
  {
    description: 'Proposed build up of 3no existing hips to 3no gable ends also raising of ridge',
    reference: 'LA05/2024/0909/F',
    application_type: 'Full',
    council: 'Lisburn and Castlereagh',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA05/2025/0047/F (offset 6000000)
  {
    description:
      'Proposed change of use from retail shop to coffee shop at ground floor and alterations to first and second floor to create 2 bedroom apartment. Proposed change of shop frontage',
    reference: 'LA05/2025/0047/F',
    application_type: 'Full',
    council: 'Lisburn and Castlereagh',
    procedure: 'full',
    dwelling_count: 1,
    category: null,
  },
  // M-Masood4/Bims-5 planning_statistics/planning-statistics-2024-25-dataset.csv @57974a9 ID LA05/2025/0048/DCA (offset 6000000)
  {
    description:
      'Removal of existing shop front and replace with new shop front as per proposed drawing. New shop front to have 1no access door to proposed coffee shop and 1no access door to apartment',
    reference: 'LA05/2025/0048/DCA',
    application_type: 'Other consents',
    council: 'Lisburn and Castlereagh',
    procedure: 'full',
    dwelling_count: null,
    category: 'shopfront',
  },
];
