// Fourth blind description set (issue 18): council description and reference of REAL records (strings
// verbatim, runs of whitespace collapsed) with procedure (spec 4.1), dwelling_count (spec 2.2) and the primary
// category the record should carry (null where the primary is not plain). Labelled by reading the wording against
// the spec and docs/normalise.md, and committed before classify() or bench/normalise was first run on these rows.
// Do not tune the rules on it or read its misses.
//
// Source (nothing under ../shared/fixtures): the public GitHub repository Sanjay1345/dc-planning-tracker, file
// data/applications.csv at commit 04bd7f596fecc3c3d98e36ee544a461994858342 (497,779 characters, about 440 rows),
// a tracker of data-centre planning records. Its UK rows name PlanIt (planit.org.uk) as their source, which
// republishes each council's own register; the original publishers are the councils named in each row (column
// "authority", kept here as council). Reference, description, status and decision are the council's as PlanIt
// carries them; the file has no application-type column (application_type is null throughout). Every row is
// about a data centre, so the subject is narrow (data centres, their conditions, EIA requests, consultations
// between authorities) while the routes are broad. Each row's comment names its id in that file.
//
// How rows were chosen (fixed rule, in file order, no hand picking; a scratch script outside the repository
// checked and emitted the strings, every label was typed by hand):
// - never taken: Irish rows; rows of Trafford, Barnet, Lambeth and Camden; a row whose description is already in
//   a labelled set (1, Leicester); a row whose description is identical to one already in this set (skipped and
//   not counted).
// - (unseen-council) every row of a council in no labelled set, at most 3 per council and reference code (the
//   letters of the reference's last alphabetic part: DOC, AODOPDC, FUL; none for a numeric reference): 114 rows.
// - (rare-route) every row of another council whose reference code or wording names an EIA screening or scoping
//   opinion, a proposal of application notice, pre-application or PPA, a consultation or observation between
//   authorities (ADJ, ADJLPA, OPDCOB, CONS, PCA, "out of borough"), an advertisement, a prior notification, a
//   lawful development certificate, an LDO compliance check, tree works or a section 106 agreement / unilateral
//   undertaking, at most 3 per council and reference code: 80 rows.
// - (every-2-of-3) of the remaining rows of other councils, in file order, every row except each third: 164 rows.
// Rows: 333 kept of 358 selected; 104 from 38 councils in no other labelled set (Anglesey, Ashfield, Bridgend,
// Broxbourne, Central Bedfordshire, Chelmsford, Dumfries, Durham, East Cambridgeshire, East Dunbartonshire, East
// Lothian, Falkirk, Glamorgan, Greenwich, Hart, Inverclyde, Newark and Sherwood, North Ayrshire, North West
// Leicestershire, Northumberland (County), Old Oak Park Royal, Portsmouth, Rhondda, Runnymede, Scottish Borders,
// Sedgemoor, Sefton, Selby, South Cambridgeshire, South Norfolk Broadland, South Oxfordshire, South West Devon,
// Spelthorne, Stirling, Test Valley, Vale of White Horse, West Berkshire, West Oxfordshire).
// Left out as genuinely ambiguous (25): 16 records a council keeps of another authority's scheme under its own
// reference (Slough and Windsor "SMI", Enfield "OA", Anglesey "GWY", Warrington "ADJA", Brent's "Address: ...
// Proposal: ... Reference: ..." records) whose wording reads as the scheme itself, so consultation (other) or the
// scheme's own route is not plain; 5 whose route neither the wording nor the reference gives (East Dunbartonshire's
// single series x2, a "PPA agreement", an "LDO" record ruled "Permission required", a description of works decided
// "EIA required"); 4 Central Bedfordshire records quoting two home totals (a reserved-matters approval's and its
// outline's) where which one the record carries is not plain.
// Procedures covered: discharge 81, full 59, other 49, eia-opinion 47, amendment 35, outline 31, reserved-matters
// 14, pre-application 10, advert-consent 2, prior-approval 2, lawful-dev-cert 2, tree-works 1.
// NOT covered: listed-building and planning-obligation (the file has no such route; section 106 is only mentioned).
// Labelling choices: as the third blind set (homes are new homes stated, net of stated losses; retained homes not
// counted; a condition, amendment or observation carries the homes of the permission it refers to where stated; a
// reserved-matters application that states its own homes carries those, not its outline's). Route: a reference code
// naming a route wins (spec 4.1); a record of a consultation or observation between authorities is other, whatever
// the scheme consulted on; an LDO compliance confirmation is other; a Scottish proposal of application notice (PAN,
// PAC) is pre-application; screening and scoping requests are eia-opinion; permission in principle (PPP, PIP) is
// outline; matters specified in conditions (MSC) is reserved-matters; section 42 (Scotland), s73, NMA and NMV are
// amendment; hybrid full-and-outline is outline (as the tuning set); a prior notification of demolition (DEM) is
// prior-approval; details of conditions of an LDO (LDD) are discharge. Primary category: a data centre is
// industrial where the wording puts it in use class B8, B2 or Scottish class 6 (storage and distribution); a data
// centre that is sui generis, in B1 / E(g) / class 4, or given no class, and a mixed employment scheme, is not
// plainly
// any category (null); a scheme stating homes as a separate part is new-homes; a change of use with no homes is
// change-of-use; substations and cables alone are infrastructure; adverts and tree works advertisement and trees.
import type { DescriptionCase } from './types.js';

export const DESCRIPTION_BLIND4: DescriptionCase[] = [
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:SouthNorfolkBroadland/2026/2957 (unseen-council)
  {
    description:
      'Construction of a data centre (Use Class B8) including ancillary office accommodation, associated infrastructure, substations, backup generators, access, parking, landscaping, sustainable drainage systems and associated works.',
    reference: '2026/2957',
    application_type: null,
    council: 'South Norfolk Broadland',
    procedure: 'full',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:TowerHamlets/PA/26/01629/NC (rare-route)
  {
    description:
      'Observation requested by the Environment Agency for a variation of an environmental permit (EP) in relation to Docklands Technical Centre data centre',
    reference: 'PA/26/01629/NC',
    application_type: null,
    council: 'Tower Hamlets',
    procedure: 'other',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Wakefield/23/00100/NMC04 (every-2-of-3)
  {
    description:
      'Non-material amendment to application number 23/00100/REM01 Approval of Reserved Matters pursuant to 23/00100/S7301 (Access, Appearance, Landscaping, Layout and Scale) at Development Zone A for development of a data centre campus with associated energy and electrical infrastructure, visitor reception buildings, security gatehouses and ancillary structures, plant, boundary enclosures, vehicle parking, hard and soft landscaping, and associated external works, to amend the wording of the approved plans condition (Condition 2) by making alterations to the layout and design of the substation.',
    reference: '23/00100/NMC04',
    application_type: null,
    council: 'Wakefield',
    procedure: 'amendment',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:OldOakParkRoyal/26/0155/NMAOPDC (unseen-council)
  {
    description:
      "Application under Section 96A of the Town and Country Planning Act 1990 (as amended) for non-material amendments to vary Condition 2 (Approved plans), Condition 3 (Floorspace), Condition 16 (Cycle parking) and Condition 26 (Sustainable drainage) of planning permission reference 25/0196/FUMOPDC dated 03/07/2026 for 'Demolition of existing warehouse (Class B8) and phased redevelopment of site to provide a data centre (Class B8) comprising main data centre building and attached ancillary office, modular power room gantry, containerised generator gantry with flues, entrance pavilion, substation, boundary enclosures, internal access road, car and cycle parking, landscaping, and alterations to vehicular and pedestrian access from Premier Park Road.'",
    reference: '26/0155/NMAOPDC',
    application_type: null,
    council: 'Old Oak Park Royal',
    procedure: 'amendment',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Spelthorne/26/00985/MIS (unseen-council)
  {
    description:
      'Slough Borough Council consultation (reference P/21160/000) for construction of a proposed demolition of existing buildings and structures, and erection of three Data Centres (Use Class B8) with ancillary substation, offices, associated plant, emergency backup generators and associated fuel storage, landscaping, sustainable drainage systems, car and cycle parking, and new and amended vehicular and emergency access from Poyle Road, site re-levelling, community building, river diversion and other associated works.',
    reference: '26/00985/MIS',
    application_type: null,
    council: 'Spelthorne',
    procedure: 'other',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Dumfries/26/1649/PIP (unseen-council)
  {
    description:
      'ERECTION OF DATA CENTRE, TRAINING CENTRE, INDUSTRIAL BUILDINGS, SUBSTATION AND ASSOCIATED INFRASTRUCTURE',
    reference: '26/1649/PIP',
    application_type: null,
    council: 'Dumfries',
    procedure: 'outline',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Windsor/26/02320/FULL (every-2-of-3)
  {
    description:
      'Demolition of existing buildings and structures, and erection of three Data Centres (Use Class B8) with ancillary substation, offices, associated plant, emergency backup generators and associated fuel storage, landscaping, sustainable drainage systems, car and cycle parking, and new and amended vehicular and emergency access from Poyle Road, site re-levelling, community building, river diversion and other associated works.',
    reference: '26/02320/FULL',
    application_type: null,
    council: 'Windsor',
    procedure: 'full',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:EppingForest/EPF/1774/26 (every-2-of-3)
  {
    description:
      'Approval of Details Reserved by Condition 8 (Flood Risk Assessment) of EPF/1165/22 & EPF/0388/26 (New Data Centre).',
    reference: 'EPF/1774/26',
    application_type: null,
    council: 'Epping Forest',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:NorthTyneside/26/01251/ADJLPA (rare-route)
  {
    description:
      'Consultation on Northumberland County Council Application 26/03028/REM: Reserved matters application for appearance, landscaping, layout and scale on approved application 24/04112/OUTES for two data centre buildings including ancillary office space (Use Class B8), and associated landscaping and infrastructure on Phase 2 of the data centre campus',
    reference: '26/01251/ADJLPA',
    application_type: null,
    council: 'North Tyneside',
    procedure: 'other',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:NorthLanarkshire/26/01110/PPP (every-2-of-3)
  {
    description:
      'Proposed Green Data Centre development and associated landscaping, access works and other infrastructure. Construction of data centre building(s), together with associated development including new road accesses, strategic landscaping and open space enhancements, SuDS and drainage infrastructure, and supporting plant, utilities and infrastructure, including ancillary backup generation',
    reference: '26/01110/PPP',
    application_type: null,
    council: 'North Lanarkshire',
    procedure: 'outline',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Northumberland/26/03028/REM (unseen-council)
  {
    description:
      'Reserved matters application for appearance, landscaping, layout and scale on approved application 24/04112/OUTES for two data centre buildings including ancillary office space (Use Class B8), and associated landscaping and infrastructure on Phase 2 of the data centre campus',
    reference: '26/03028/REM',
    application_type: null,
    council: 'Northumberland (County)',
    procedure: 'reserved-matters',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Cornwall/PA26/05845 (every-2-of-3)
  {
    description: 'Change of use from a data centre to a light industrial use',
    reference: 'PA26/05845',
    application_type: null,
    council: 'Cornwall',
    procedure: 'full',
    dwelling_count: null,
    category: 'change-of-use',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Brent/26/2167 (rare-route)
  {
    description:
      'Details pursuant to condition 11 (Construction Logistics Plan), of Full Planning Permission application reference 22/4185 dated 01/03/2024 for Full planning application for the proposed development to extend the existing data centre on land to the north of the North Circular Road, incorporating 717 to 721 North Circular Road, including additional land to the rear, subject to Deed of Agreement dated 29th February 2024 under Section 106 of Town and Country Planning Act, 1990, as amended.',
    reference: '26/2167',
    application_type: null,
    council: 'Brent',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:TestValley/26/01867/FULLN (unseen-council)
  {
    description:
      'Change of use from kitchen warehouse and data storage facility to vehicle repair and servicing centre with Class 7 MOT facility, with alterations to fenestration',
    reference: '26/01867/FULLN',
    application_type: null,
    council: 'Test Valley',
    procedure: 'full',
    dwelling_count: null,
    category: 'change-of-use',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/49261/APP/2026/2094 (every-2-of-3)
  {
    description:
      'Details pursuant to the discharge of Condition 25 (Air Quality Assessment) of planning permission ref. 49261/APP/2024/2904 dated 12-03-2026 (Demolition of the existing building and structures on site, and all other associated site clearance works. Construction of a data centre building (Class B8) with plant at roof level with an emergency generator (1no.) and associated flue (provided within an external compound adjoining the data centre building), sprinkler tank and pumphouse, security guard house, and provision of one kiosk substation and MV Building. The development also comprises the construction of a new access and internal road and circulation areas, footpaths, provision of car and bicycle parking, hard and soft landscaping and other associated works and ancillary site infrastructure.)',
    reference: '49261/APP/2026/2094',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/67666/APP/2026/2056 (rare-route)
  {
    description:
      'Request for Scoping Opinion under Regulation 15 of the Town and Country Planning (Environmental Impact Assessment) Regulations 2017 for the erection of a Data centre campus on the Site of the Former Sipson Garden Centre and land to the south, Sipson Road, Sipson.',
    reference: '67666/APP/2026/2056',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/263227OPDCOB (rare-route)
  {
    description:
      "Partial discharge of condition 4 (Noise Testing Results) pursuant to planning permission reference 22/0142/REMOPDC dated 25/01/2023 for 'Reserved Matters Application with full details of access, layout, scale, appearance and landscaping pursuant to outline planning permission reference 20/0122/OUTOPDC dated 27/09/2022 for a data centre (Use Class B8), generator building, plant, sub-station, hard and soft landscaping and associated works (out of borough)",
    reference: '263227OPDCOB',
    application_type: null,
    council: 'Ealing',
    procedure: 'other',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:OldOakParkRoyal/26/0135/AODOPDC (unseen-council)
  {
    description:
      "Partial discharge of condition 4 (Noise Testing Results) pursuant to planning permission reference 22/0142/REMOPDC dated 25/01/2023 for 'Reserved Matters Application with full details of access, layout, scale, appearance and landscaping pursuant to outline planning permission reference 20/0122/OUTOPDC dated 27/09/2022 for a data centre (Use Class B8), generator building, plant, sub-station, hard and soft landscaping and associated works.'",
    reference: '26/0135/AODOPDC',
    application_type: null,
    council: 'Old Oak Park Royal',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Northumberland/26/02919/FUL (unseen-council)
  {
    description:
      'Application for 60kV temporary substation and associated development for the construction and early operation of the proposed Cambois Data Centre Campus (Application Reference: 24/04112/OUTES)',
    reference: '26/02919/FUL',
    application_type: null,
    council: 'Northumberland (County)',
    procedure: 'full',
    dwelling_count: null,
    category: 'infrastructure',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hertsmere/26/1187/REM (every-2-of-3)
  {
    description:
      'Application for the approval of reserved matters relating to site-wide advanced infrastructure and enabling works (Phase 1a), including a permanent vehicular access off Swanland Road which will facilitate a temporary access during construction, a permanent emergency vehicle access off Bridgefoot Lane, pedestrian and cycle routes, internal roads, car and cycle parking, hard and soft landscaping, on-site water attenuation, temporary and permanent campus bridges, utilities and services, a security gatehouse, substations, ancillary buildings and service yards, the creation of development platforms to support the phased data centre development, and all associated infrastructure pursuant to outline planning permission reference 24/1152/OUTEI.',
    reference: '26/1187/REM',
    application_type: null,
    council: 'Hertsmere',
    procedure: 'reserved-matters',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hertsmere/26/1189/ADV (rare-route)
  {
    description:
      'Erection of 2x community notice boards providing information regarding the LDC1 project and updates of the phased delivery of the approved data centre campus (Application for advertisement consent).',
    reference: '26/1189/ADV',
    application_type: null,
    council: 'Hertsmere',
    procedure: 'advert-consent',
    dwelling_count: null,
    category: 'advertisement',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Bucks/PL/26/06414/OA (every-2-of-3)
  {
    description:
      'Outline planning application (all matters reserved except for principal points of access), to be implemented in phases, for the redevelopment of the site comprising: a) Demolition of existing buildings and structures. Preparatory works, and the formation of vehicular and pedestrian access from Wexham Street; b) The provision of flexible commercial floorspace comprising of either - Up to 16,000 sqm of B2 / B8 floorspace across multiple units; or - Up to 40,500 sqm of sui generis Data Centre use, up to 5,000sqm of associated energy centre and up to 650sqm sub-station (all including ancillary B1a office space, plant, servicing yards, car and cycle parking, landscaping, drainage and associated infrastructure)',
    reference: 'PL/26/06414/OA',
    application_type: null,
    council: 'Buckinghamshire',
    procedure: 'outline',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Manchester/PLA-2026-001350 (every-2-of-3)
  {
    description:
      'Erection of a new data centre comprising two commercial units (Sui Generis) with associated external plant, substations, boundary fencing, landscaping, highway access works and all ancillary infrastructure.',
    reference: 'PLA-2026-001350',
    application_type: null,
    council: 'Manchester',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:OldOakParkRoyal/26/0134/AODOPDC (unseen-council)
  {
    description:
      "Details of Condition 6 (Fibre Connectivity) pursuant to planning permission reference 25/0196/FUMOPDC dated 03/07/2026, for 'Demolition of existing warehouse (Class B8) and phased redevelopment of site to provide a data centre (Class B8) comprising main data centre building and attached ancillary office, modular power room gantry, containerised generator gantry with flues, entrance pavilion, substation, boundary enclosures, internal access road, car and cycle parking, landscaping, and alterations to vehicular and pedestrian access from Premier Park Road.'",
    reference: '26/0134/AODOPDC',
    application_type: null,
    council: 'Old Oak Park Royal',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:WhiteHorse/P26/V3497/DIS (unseen-council)
  {
    description:
      'Discharge of condition 11 Part A(Construction Stage Employment Plan) on application ref. P22/V1857/O Hybrid application comprising: 1. Outline planning permission for the erection of up to 197,000m2 Use Class B8 data centre development with ancillary Use Class E office space, together with associated groundworks, utilities, infrastructure, engineering and enabling works. Matters relating to appearance, landscaping, drainage, layout and scale of the development areas reserved for subsequent approval; and 2. Full planning permission for the construction of new and improved site access, new access roads, hard & soft landscaping, creation of SUDS and all associated infrastructure and engineering works.',
    reference: 'P26/V3497/DIS',
    application_type: null,
    council: 'Vale of White Horse',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Northumberland/26/02818/FUL (unseen-council)
  {
    description:
      'Application for 11/33kV temporary substations and associated development for the construction and early operation of the proposed Cambois Data Centre Campus',
    reference: '26/02818/FUL',
    application_type: null,
    council: 'Northumberland (County)',
    procedure: 'full',
    dwelling_count: null,
    category: 'infrastructure',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Northumberland/26/02817/FUL (unseen-council)
  {
    description:
      'Application for 20kV temporary substations for construction and early operation of proposed Cambois Data Centre Campus (Application Reference: 24/04112/OUTES)',
    reference: '26/02817/FUL',
    application_type: null,
    council: 'Northumberland (County)',
    procedure: 'full',
    dwelling_count: null,
    category: 'infrastructure',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Greenwich/26/2370/EIA (unseen-council)
  {
    description:
      'Request for an Environmental Impact Assessment Scoping Opinion under Regulation 15 of the Town and Country Planning (Environmental Impact Assessment) Regulations 2017 (as amended) comprising a 100,000 sqm Gross External Area (GEA) data centre with ancillary offices, internal plant, and substations, alongside up to 10,000 sqm GEA of mixed-use space including Use Classes E(g)(i-iii), B2, B8, and F2(a-c). The scheme includes varied massing across the site, ranging from the retained Stone Foundry at 17 m AOD and an SME building at 22 m AOD, up to an office building at 32 m AOD, a data centre with a maximum of 45 m AOD.',
    reference: '26/2370/EIA',
    application_type: null,
    council: 'Greenwich',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Northumberland/26/02810/SCREEN (unseen-council)
  {
    description:
      'Screening opinion for a proposed data centre development - Reference: LSE_00837_EIA Screening',
    reference: '26/02810/SCREEN',
    application_type: null,
    council: 'Northumberland (County)',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Burnley/PA/2026/0315 (every-2-of-3)
  {
    description: 'Change of use of underground car parks and basement to data centre',
    reference: 'PA/2026/0315',
    application_type: null,
    council: 'Burnley',
    procedure: 'full',
    dwelling_count: null,
    category: 'change-of-use',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:SouthCambs/26/02996/SCRE (unseen-council)
  {
    description:
      'EIA Screening Opinion under the Town and Country Planning (Environmental Impact Assessment) Regulations 2017 for a network of underground pipes connecting users within Melbourn to the Data Centre.',
    reference: '26/02996/SCRE',
    application_type: null,
    council: 'South Cambridgeshire',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: 'infrastructure',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/262984CND (every-2-of-3)
  {
    description:
      'Details of a stage 1 written scheme of investigation (WSI) pursuant to condition 11(Part b) of planning permission ref: 250949FUL dated 19/12/2025 for: Site clearance and preparation, including demolition of all existing buildings on site and redevelopment of the site to provide: Construction of four data centre units within three buildings of approximately 67.9m AOD in height (Use Class B8, approximately 158,702sqm GEA), four industrial buildings ranging from approximately 41.3m to 46.2m AOD in height (Use Classes B8, B2 and E(g)(iii), approximately 23,389 GEA), central pavilion building of approximately 35m AOD in height (Use Class E(b), approximately 223 GEA), two substations (38.05m AOD in height), associated plant, enclosures and necessary physical security systems, internal roads, servicing, circulation, car and cycle parking and hard and soft landscaping works. This application is accompanied by an Environmental Statement for the purposes of Environmental Impact Assessment under The Town and Country Planning (Environmental Impact Assessment) Regulations 2017 (as amended).',
    reference: '262984CND',
    application_type: null,
    council: 'Ealing',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Thurrock/26/00894/SCO (rare-route)
  {
    description:
      'Request for an Environmental Impact Assessment (EIA) Scoping Opinion in respect of the proposed development at land off Dock Road, Tilbury, for a proposed Data Centre and Ecology Park',
    reference: '26/00894/SCO',
    application_type: null,
    council: 'Thurrock',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:SouthNorfolkBroadland/2026/2216 (unseen-council)
  {
    description:
      "Proposed development comprises the installation of a new energy compound within the existing data centre area. The compound will accommodate buffer tanks, Air Source Heat Pumps (ASHPs), associated mechanical plant, and HV/LV electrical rooms to support the site's heating and energy infrastructure - installation of photovoltaic (PV) panels are proposed across suitable buildings and locations throughout the wider hospital estate as part of a wider programme of energy efficiency improvements",
    reference: '2026/2216',
    application_type: null,
    council: 'South Norfolk Broadland',
    procedure: 'full',
    dwelling_count: null,
    category: 'renewable-energy',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/78343/APP/2026/1897 (every-2-of-3)
  {
    description:
      'Details pursuant to the discharge of Condition 22 (Phase 1: LON6 - Microclimate and Wind) and 52 (Phase 2: Innovation Hub - Microclimate and Wind) of planning permission ref. 78343/APP/2025/719, dated 20.05.2026 (Hybrid planning application for a four-phased redevelopment to deliver a data centre campus comprising of: Phase 1 - Full planning permission for (a) a data centre building; (b) energy, power, and water infrastructure; (c) site access and internal roads including a vehicular and pedestrian link between Uxbridge Road and Bullsbrook Road; (d) site security arrangements and security fencing; (e) hard and soft, green and blue, infrastructure; and (f) other ancillary and auxiliary forms of development; Phase 2 - Outline planning permission for (a) an Innovation Hub; (b) hard and soft, green and blue, infrastructure; and (c) other ancillary and auxiliary forms of development (all matters reserved); Phase 3 - Outline planning permission for (a) a data centre building; (b) energy, power, and water infrastructure; (c) internal roads; (d) site security arrangements and security fencing; (e) hard and soft, green and blue, infrastructure; and (f) other ancillary and auxiliary forms of development (all matters reserved); and Phase 4 - Outline planning permission for (a) a data centre building; (b) energy, power, and water infrastructure; (c) internal roads; (d) site security arrangements and security fencing; (e) hard and soft, green and blue, infrastructure; and (f) other ancillary and auxiliary forms of development (all matters reserved).)',
    reference: '78343/APP/2026/1897',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/78343/APP/2026/1899 (every-2-of-3)
  {
    description:
      'Details pursuant to the discharge of Conditions 21 (Phase 1: LON6 - District Heating Network) and 51 (Phase 2: Innovation Hub - District Heating Network) of planning permission ref. 78343/APP/2025/719, dated 20.05.2026 (Hybrid planning application for a four-phased redevelopment to deliver a data centre campus comprising of: Phase 1 - Full planning permission for (a) a data centre building; (b) energy, power, and water infrastructure; (c) site access and internal roads including a vehicular and pedestrian link between Uxbridge Road and Bullsbrook Road; (d) site security arrangements and security fencing; (e) hard and soft, green and blue, infrastructure; and (f) other ancillary and auxiliary forms of development; Phase 2 - Outline planning permission for (a) an Innovation Hub; (b) hard and soft, green and blue, infrastructure; and (c) other ancillary and auxiliary forms of development (all matters reserved); Phase 3 - Outline planning permission for (a) a data centre building; (b) energy, power, and water infrastructure; (c) internal roads; (d) site security arrangements and security fencing; (e) hard and soft, green and blue, infrastructure; and (f) other ancillary and auxiliary forms of development (all matters reserved); and Phase 4 - Outline planning permission for (a) a data centre building; (b) energy, power, and water infrastructure; (c) internal roads; (d) site security arrangements and security fencing; (e) hard and soft, green and blue, infrastructure; and (f) other ancillary and auxiliary forms of development (all matters reserved).)',
    reference: '78343/APP/2026/1899',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Chesterfield/CHE/26/00650/DOC (every-2-of-3)
  {
    description:
      'Discharge of conditions 6 (Drainage details), 7 (Declaration of site safety) and 8 (Perimeter fencing details) of application CHE/25/00799/FUL- Development of a modular data centre, associated equipment and structures, staff accommodation, fencing and associated works',
    reference: 'CHE/26/00650/DOC',
    application_type: null,
    council: 'Chesterfield',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Oldham/FUL/356595/26 (every-2-of-3)
  {
    description:
      'Permission is sought for the permanent retention of the 2-storey Modular Data Centre as approved under application FUL/350969/23.',
    reference: 'FUL/356595/26',
    application_type: null,
    council: 'Oldham',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/263006CONS (rare-route)
  {
    description:
      'Approval of Reserved Matters (Access, Appearance, Landscaping, Layout and Scale) pursuant to Condition 2 and details pursuant to the partial discharge of Conditions 47 (i) (Contaminated Land), 53 (i) (Public Art) and full discharge of Conditions 48 (Written Scheme of Investigation), 50 (Water Infrastructure Details), 59 (Biodiversity Net Gain), 64 (Generator and Fuel Technology), 65 (Selective Catalytic Reduction), 66 (Generator Operating Regime), 67 (Emission Reduction and Management Plan), 68 (Emissions Monitoring Plan), and 76 (Generator Emission Evidence) of Planning Permission ref. 78343/APP/2025/719, dated 20/05/2026 (Hybrid planning application for a four-phased redevelopment to deliver a data centre campus comprising of: Phase 1 - Full planning permission for (a) a data centre building; (b) energy, power, and water infrastructure; (c) site access and internal roads including a vehicular and pedestrian link between Uxbridge Road and Bullsbrook Road; (d) site security arrangements and security fencing; (e) hard and soft, green and blue, infrastructure; and (f) other ancillary and auxiliary forms of development; Phase 2 - Outline planning permission for (a) an Innovation Hub; (b) hard and soft, green and blue, infrastructure; and (c) other ancillary and auxiliary forms of development (all matters reserved); Phase 3 - Outline planning permission for (a) a data entre building; (b) energy, power, and water infrastructure; (c) internal roads; (d) site security arrangements and security fencing; (e) hard and soft, green and blue, infrastructure; and (f) other ancillary and auxiliary forms of development (all matters reserved); and Phase 4 - Outline planning permission for (a) a data centre building; (b) energy, power, and water infrastructure; (c) internal roads; (d) site security arrangements and security fencing; (e) hard and soft, green and blue, infrastructure; and (f) other ancillary and auxiliary forms of development (Out of Borough)',
    reference: '263006CONS',
    application_type: null,
    council: 'Ealing',
    procedure: 'other',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Anglesey/DIS/2026/41 (unseen-council)
  {
    description:
      'Cais i ryddhau amod (12) (Cynllun Cyfnodoli Gwaith Tir) o ganiatâd cynllunio OP/2025/2 (ailddatblygu’r tir i gynnwys dymchwel strwythurau ac adeiladau er mwyn galluogi gwaith o adeiladu lleoliadau cyflogaeth newydd yn cynnwys canolfannau data (defnydd dosbarth B8), swyddfeydd, mannau ymchwil a datblygu (defnydd dosbarth B1) a storfa ynni batris (Defnydd unigryw). Bydd yr ailddatblygiad hefyd yn cynnwys trefniadau draenio, lleiniau caled, cadw gwaith tirlunio a gwaith tirlunio newydd ynghyd â datblygiadau cysylltiedig eraill) yn / Application to discharge condition (12) (Ground Works Phasing Plan) of planning permission OP/2025/2 (the redevelopment of land to include demolition of existing structures and buildings to allow construction of new employment floorspace including, data centres (use class B8), offices, research and development space (use class B1) and battery energy storage (Unique use). The redevelopment will also include drainage arrangements, hardstanding areas, retained and new landscaping together with other associated development) at',
    reference: 'DIS/2026/41',
    application_type: null,
    council: 'Anglesey',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Inverclyde/26/0136/IC (unseen-council)
  {
    description:
      'Planning Permission in Principle for the Erection of a Data Centre (sui generis use class) with associated road access, car parking, landscaping, drainage and all associated works.',
    reference: '26/0136/IC',
    application_type: null,
    council: 'Inverclyde',
    procedure: 'outline',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:EastCambridgeshire/22/00580/NMAB (unseen-council)
  {
    description:
      'Non material amendment to previously approved 22/00580/RMM for Reserved matters of previously approved 12/00301/VAR (To vary conditions 1,4,5,7,8,9,12 & 13 of 12/00301/VAR, for Outline planning permission for data centre buildings (Class B1) up to 65,000 sqm together with associated services, offices, infrastructure, car parking and landscaping at the Elean Business Park to enable phased development of the site',
    reference: '22/00580/NMAB',
    application_type: null,
    council: 'East Cambridgeshire',
    procedure: 'amendment',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Bucks/PL/26/05748/EIASO (rare-route)
  {
    description:
      'Request for an EIA Scoping Opinion under Regulation 6 of the Town and Country Planning (Environmental Impact Assessment) Regulations 2017 (as amended) for a new Data Centre',
    reference: 'PL/26/05748/EIASO',
    application_type: null,
    council: 'Buckinghamshire',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:OldOakParkRoyal/26/0122/AODOPDC (unseen-council)
  {
    description:
      'Partial details of Conditions 7 (Construction Logistics Plan), 8 (Construction and Environmental Management Plan) and 9 (Site Waste Management Plan) in respect of the substation, pursuant to planning permission reference 25/0196/FUMOPDC dated 03/07/2026 for Demolition of existing warehouse (Class B8) and phased redevelopment of site to provide a data centre (Class B8) comprising main data centre building and attached ancillary office, modular power room gantry, containerised generator gantry with flues, entrance pavilion, substation, boundary enclosures, internal access road, car and cycle parking, landscaping, and alterations to vehicular and pedestrian access from Premier Park Road.',
    reference: '26/0122/AODOPDC',
    application_type: null,
    council: 'Old Oak Park Royal',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Glamorgan/2023/00780/1/NMA (unseen-council)
  {
    description:
      'Non Material Amendment to amend the wording of Conditions 2 and 6 to facilitate minor adjustments to the approved Remediation Strategy of Planning Ref 2023/00780/FUL: Demolition of existing buildings/structures and erection of a Class B8 data centre with all associated back-up generators, plant, equipment, sub-stations, accesses, parking and servicing areas, drainage and engineering works including services diversion/connection and regrading works.',
    reference: '2023/00780/1/NMA',
    application_type: null,
    council: 'Glamorgan',
    procedure: 'amendment',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:EppingForest/EPF/1344/26 (every-2-of-3)
  {
    description:
      'Approval of Details Reserved by Condition 14 (Secure by Design) of EPF/1165/22 & EPF/0388/26 (New Data Centre).',
    reference: 'EPF/1344/26',
    application_type: null,
    council: 'Epping Forest',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:ScottishBorders/26/01031/SCO (unseen-council)
  {
    description:
      'Erection of data centre comprising of three data centre buildings with associated infrastucture',
    reference: '26/01031/SCO',
    application_type: null,
    council: 'Scottish Borders',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:NorthLanarkshire/26/00803/MSC (every-2-of-3)
  {
    description:
      'Submission of Details Required by Conditions 1(a): Lighting and Infrastructure to Service a Heat Network, 1(b) Site Access, 1(c) Layout including all Roads, Footways and Parking 1(e) Biodiversity Enhancements, 1(f) Boundary Walls/Fences, 9: Lighting Affecting Trunk Road, 10: Landscaping at Trunk Road, 11: Barriers at Trunk Road, 15: Transportation Requirements, 17: Heat Network Feasibility of Permission 25/01159/PPP (New Data Centre Building, Associated Plant, Car Parking Provision and Gated Access)',
    reference: '26/00803/MSC',
    application_type: null,
    council: 'North Lanarkshire',
    procedure: 'reserved-matters',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:NorthLincs/PA/SCR/2026/752 (rare-route)
  {
    description:
      'EIA screening request for the construction of data centre buildings with associated solar farm, including installation of external plant equipment and structures, landscaping and other associated ancillary works.’',
    reference: 'PA/SCR/2026/752',
    application_type: null,
    council: 'North Lincs',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:NorthTyneside/26/00944/ADJLPA (rare-route)
  {
    description:
      'Consultation on outline planning permission, with all matters reserved except access (26/02160/OUTES) for a Data Centre facility (Use Class B8) totalling up to 356,500sqm gross internal area with ancillary power generation (up to 49.9MW), including Data Centre buildings, ancillary offices, substations, power plant, emergency generators, and associated site infrastructure, landscape, engineering and drainage works',
    reference: '26/00944/ADJLPA',
    application_type: null,
    council: 'North Tyneside',
    procedure: 'other',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Bucks/PL/26/05185/ADJ (rare-route)
  {
    description:
      'Consultation from Slough Borough Council on application P/19953/004 Full planning permission for new emergency access route via Hollow Hill Lane, landscaping, boundary treatment and access gates forming part of the cross-boundary application (ref: PL/25/4316/FA) with Buckinghamshire Council for - Demolition of the existing building and structures on site, and all other associated site clearance works. Construction of two data centre buildings (Class B8) with ancillary offices, associated plant, equipment and emergency backup generators, ancillary buildings and substation. The development also comprises internal circulation areas, emergency access route onto Hollow Hill Lane, car and cycle parking, hard and soft landscaping and other associated works and ancillary site infrastructure',
    reference: 'PL/26/05185/ADJ',
    application_type: null,
    council: 'Buckinghamshire',
    procedure: 'other',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Bromley/26/02508/EIA (rare-route)
  {
    description:
      "Screening Opinion pursuant to the Town and Country Planning (Environmental Impact Assessment) Regulations 2017 (as amended) (the 'EIA Regulations') for a Data Centre",
    reference: '26/02508/EIA',
    application_type: null,
    council: 'Bromley',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Newport/26/0448 (every-2-of-3)
  {
    description:
      'PARTIAL DISCHARGE OF CONDITION 14 (AIR QUALITY MANAGEMENT PLAN) OF 25/0379 S73 APPLICATION TO VARY CONDITIONS 1 (APPROVED PLANS), 3 (LANDSCAPING), 4 (LEMP), 15 (PARKING), 16 (CYCLE STORAGE DETAILS), 17 (FOUL DRAINAGE) AND TO REMOVE CONDITION 6 (DORMICE METHOD STATEMENT) OF 24/0006 DEMOLITION OF REMAINDER OF EXISTING PRINCIPAL BUILDING AND REMAINING STRUCTURES AND CONSTRUCTION OF NEW DATA CENTRE (USE CLASS B8) ACROSS TWO MAIN BUILDINGS PLUS ANCILLARY STRUCTURES ANDS OTHER ASSOCIATED WORKS. AMENDMENTS INCLUDE CHANGES TO LAYOUT AND LANDSCAPING TO ACCOMMODATE SAB REQUIREMENTS, AMENDMENTS AND ADDITIONS TO ADMIN AND DATA HALL BUILDINGS, DESIGN AND SPECIFICATION OF GENERATORS, REVISIONS TO EXTERNAL LIGHTING AND REVISED DETAILS OF ANCILLARY STRUCTURES INCLUDING NEW CONDITION FOR FUTURE PRIMARY SUBSTATION',
    reference: '26/0448',
    application_type: null,
    council: 'Newport',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/49261/APP/2026/1445 (every-2-of-3)
  {
    description:
      'Details pursuant to the discharge of Condition 19 (Detailed Landscape Scheme) of planning permission ref. 49261/APP/2024/2904 dated 12-03-2026 (Demolition of the existing building and structures on site, and all other associated site clearance works. Construction of a data centre building (Class B8) with plant at roof level with an emergency generator (1no.) and associated flue (provided within an external compound adjoining the data centre building), sprinkler tank and pumphouse, security guard house, and provision of one kiosk substation and MV Building. The development also comprises the construction of a new access and internal road and circulation areas, footpaths, provision of car and bicycle parking, hard and soft landscaping and other associated works and ancillary site infrastructure.)',
    reference: '49261/APP/2026/1445',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:NorthTyneside/26/00806/ADJLPA (rare-route)
  {
    description:
      'Reserved matters application for landscaping and layout on approved application 24/04112/OUTES for phase C enabling works including site preparation, earthworks, removal of PFA mounds and other works required prior to construction and operation of data centre campus',
    reference: '26/00806/ADJLPA',
    application_type: null,
    council: 'North Tyneside',
    procedure: 'other',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:EastCambridgeshire/22/00580/NMAA (unseen-council)
  {
    description:
      'Non material amendment to previously approved 22/00580/RMM for Reserved matters of previously approved 12/00301/VAR (To vary conditions 1,4,5,7,8,9,12 & 13 of 12/00301/VAR, for Outline planning permission for data centre buildings (Class B1) up to 65,000 sqm together with associated services, offices, infrastructure, car parking and landscaping at the Elean Business Park to enable phased development of the site)',
    reference: '22/00580/NMAA',
    application_type: null,
    council: 'East Cambridgeshire',
    procedure: 'amendment',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:NorthLanarkshire/26/00707/EIASCR (rare-route)
  {
    description:
      'Proposed Data Centre Development and Associated Landscaping, Access Works and Other Infrastructure',
    reference: '26/00707/EIASCR',
    application_type: null,
    council: 'North Lanarkshire',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:WhiteHorse/P26/V1969/LDD (unseen-council)
  {
    description:
      'Discharge of condition B6 - CEMP LHR05 on application ref. P17/V2490/LDO Local Development Order for Didcot Technology Park for up to 115,000 sqm total floorspace, comprising up to 110,000 sqm data centre, 20,000 sqm battery storage, 5,000 sqm B2 industrial incl. waste facility.',
    reference: 'P26/V1969/LDD',
    application_type: null,
    council: 'Vale of White Horse',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:WhiteHorse/P26/V1967/LDD (unseen-council)
  {
    description:
      'Discharge of condition B6 - CEMP LHR04 on application ref. P17/V2490/LDO Local Development Order for Didcot Technology Park for up to 115,000 sqm total floorspace, comprising up to 110,000 sqm data centre, 20,000 sqm battery storage, 5,000 sqm B2 industrial incl. waste facility.',
    reference: 'P26/V1967/LDD',
    application_type: null,
    council: 'Vale of White Horse',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Falkirk/P/26/0237/FUL (unseen-council)
  {
    description:
      'Construction of an AI Data Centre with 300MW Demand Utility Capacity and Car Parking, Landscaping, Roads, Access and Associated Works',
    reference: 'P/26/0237/FUL',
    application_type: null,
    council: 'Falkirk',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Manchester/PLA-2026-000160 (every-2-of-3)
  {
    description: 'Construction and operation of a modular data centre.',
    reference: 'PLA-2026-000160',
    application_type: null,
    council: 'Manchester',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:CentralBedfordshire/CB/26/01694/DOC (unseen-council)
  {
    description:
      'Discharge of Condition(s) 8,20,25,26,29,32,33 and 35 against planning permission ref. CB/12/03613/OUT (Outline planning permission with the details of access, appearance, landscaping, layout and scale reserved for later determination. Development to comprise: up to 5,150 dwellings (Use Class C3); up to 202,500 sqm gross of additional development in Use Classes: A1, A2, A3 (retail), A4 (public house), A5 (take away); B1, B2, B8 (offices, industrial and storage and distribution); C1 (hotel), C2 (care home), D1 and D2 (community and leisure); car showroom; data centre; petrol filling station; car parking; primary substation; energy centre; and for the laying out of the buildings; routes and open spaces within the development; and all associated works and operations including but not limited to: demolition; earthworks; engineering operations. All development, works and operations to be in accordance with the Development Parameters Schedule and Plans)',
    reference: 'CB/26/01694/DOC',
    application_type: null,
    council: 'Central Bedfordshire',
    procedure: 'discharge',
    dwelling_count: 5150,
    category: 'new-homes',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:WhiteHorse/P26/V1890/LDD (unseen-council)
  {
    description:
      'Discharge of condition A14 - Archaeological Written Scheme of Investigation on application ref. P17/V2490/LDO Local Development Order for Didcot Technology Park for up to 115,000 sqm total floorspace, comprising up to 110,000 sqm data centre, 20,000 sqm battery storage, 5,000 sqm B2 industrial incl. waste facility.',
    reference: 'P26/V1890/LDD',
    application_type: null,
    council: 'Vale of White Horse',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:ScottishBorders/26/00809/PAN (unseen-council)
  {
    description: 'Erection of data centre and associated infrastructure',
    reference: '26/00809/PAN',
    application_type: null,
    council: 'Scottish Borders',
    procedure: 'pre-application',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:CentralBedfordshire/CB/26/01626/DOC (unseen-council)
  {
    description:
      'Discharge of Condition 19 against planning permission ref. CB/12/03613/OUT (Outline planning permission with the details of access, appearance, landscaping, layout and scale reserved for later determination. Development to comprise: up to 5,150 dwellings (Use Class C3); up to 202,500 sqm gross of additional development in Use Classes: A1, A2, A3 (retail), A4 (public house), A5 (take away); B1, B2, B8 (offices, industrial and storage and distribution); C1 (hotel), C2 (care home), D1 and D2 (community and leisure); car showroom; data centre; petrol filling station; car parking; primary substation; energy centre; and for the laying out of the buildings; routes and open spaces within the development; and all associated works and operations including but not limited to: demolition; earthworks; engineering operations. All development, works and operations to be in accordance with the Development Parameters Schedule and Plans.)',
    reference: 'CB/26/01626/DOC',
    application_type: null,
    council: 'Central Bedfordshire',
    procedure: 'discharge',
    dwelling_count: 5150,
    category: 'new-homes',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:SouthOxfordshire/P26/S1492/DIS (unseen-council)
  {
    description:
      'Discharge conditions: 6 (Carbon Reduction Verification) and 11 (Remediation Verification) of planning permission P21/S0274/FUL Hybrid planning application consisting of a) Full Planning Application for the erection of a single storey 8,692 m2 Data Centre building (containing data halls, associated electrical and AHU Plant Rooms, loading bay, maintenance and storage space, office administration areas and screened plant at roof level), emergency generators and emission stacks, diesel tanks and filling area, electrical switchroom, a water sprinkler pump room and storage tanks, a gate house / security building, MV substation, site access, internal access roads, drainage infrastructure, hard and soft landscaping and b) Outline Planning Application for the erection of a two storey 20,800 m2 Data Centre building (containing data halls, associated electrical and AHU Plant Rooms, loading bay, maintenance and storage space, office administration areas and screened plant at roof level), emergency generators and emission stacks, diesel tanks and filling area, electrical switchroom, a water sprinkler pump room and storage tanks; details of appearance will be reserved, along with hard landscaping immediately around the building.',
    reference: 'P26/S1492/DIS',
    application_type: null,
    council: 'South Oxfordshire',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Northumberland/26/01760/REM (unseen-council)
  {
    description:
      'Reserved matters application for (Landscaping and Layout) on approved planning application 24/04112/OUTES for Phase B enabling works including site preparation, earthworks, piling, other works required prior to the construction and operation of the data centre campus',
    reference: '26/01760/REM',
    application_type: null,
    council: 'Northumberland (County)',
    procedure: 'reserved-matters',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Bristol/26/12104/SCR (rare-route)
  {
    description:
      'Request for a Screening/Scoping Opinion as to whether an Environmental Impact Assessment is required for Change of use of existing polymers recycling facility for use as a data centre, installation of external plant and generating equipment, elevational alterations, creation of new site access points, landscaping and other associated ancillary works. description (Please note that this is not a planning application and therefore we are not carrying out public consultation on the proposal at this stage).',
    reference: '26/12104/SCR',
    application_type: null,
    council: 'Bristol',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: 'change-of-use',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Bristol/26/12083/F (every-2-of-3)
  {
    description:
      'Change of use of existing polymers recycling facility for use as a data centre, installation of external plant and generating equipment, elevational alterations, creation of new site access points, landscaping and other associated ancillary works.',
    reference: '26/12083/F',
    application_type: null,
    council: 'Bristol',
    procedure: 'full',
    dwelling_count: null,
    category: 'change-of-use',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Rhondda/26/0404/FUL (unseen-council)
  {
    description:
      'Erection of a 21,490sqm Class B8 data centre with associated access, parking, drainage, landscaping, services and utilities. (Landscape and Visual Apprisal received 16th September 2026)',
    reference: '26/0404/FUL',
    application_type: null,
    council: 'Rhondda',
    procedure: 'full',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:NorthTyneside/26/00705/ADJLPA (every-2-of-3)
  {
    description:
      'Variations of conditions 4 (Approved Plans), 17 (Access), and 51 (Deliveries) of approved application 24/04112/OUTES in order to increase the speed of delivery of the development to meet the requirements of potential tenants of the data centres on site',
    reference: '26/00705/ADJLPA',
    application_type: null,
    council: 'North Tyneside',
    procedure: 'other',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Warrington/2026/00659/SCR (rare-route)
  {
    description:
      'REQUEST FOR FORMAL EIA SCREENING OPINION - PHASED MODULAR DATA CENTRE AND ASSOCIATED INFRASTRUCTURE',
    reference: '2026/00659/SCR',
    application_type: null,
    council: 'Warrington',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:OldOakParkRoyal/26/0099/SCROPDC (unseen-council)
  {
    description:
      'Request for an Environmental Impact Assessment Screening Opinion in accordance with Regulation 6 of the Town and Country Planning (Environmental Impact Assessment) Regulations (2017) (as amended) in association with the redevelopment of the site for a data centre, substation, generator gantry, HVO open-air storage and affordable workspace.',
    reference: '26/0099/SCROPDC',
    application_type: null,
    council: 'Old Oak Park Royal',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Glasgow/26/01012/FUL (every-2-of-3)
  {
    description:
      'Mixed-use University campus development including: (1) teaching and learning buildings (Class 10) (up to 65,000 sq m); (2) University research buildings (Class 4) (up to 17,000 sq m); (3) commercial research & development/offices (Class 4) (up to 18,000 sq m); (4) retail shops (Class 1) (up to 4,000 sq m); (5) financial, professional and other services (Class 2) (up to 500 sq m; (6) food and drink (Class 3) (up to 2,500 sq m); (7) hotels (Class 7) (up to 12,500 sq m); (8) sports and recreation facilities (Class 11) (up to 500 sq m); (9) day nursery (Class 10) (up to 500 sq m); (10) crèche (Class 10) (up to 100 sq m) (11) residential flats (mainstream or student) (sui generis) (up to 14,500.sq m); (12) Data Centre (Class 4) (up to 3,000 sq m); (13) energy centre (sui generis); (14) means of access, servicing and parking arrangements: (15) related infrastructure; (16) related landscaping and (17) related public realm and demolition of existing buildings - approval of matters specified in conditions 02(1-10 and 12-15), 04, 05, 06, 08-17, 22, 25-29, 32, 37, 38 and 41 of ref. 19/00363/PPP, relating to the erection of Purpose Built Student Accommodation with ancillary facilities (Sui generis), retail shops (Class 1A), food and drink (Class 3), open space, related infrastructure, landscaping and public realm, including partial demolition, extension and alterations to Anderson College (in so far as these relate to the development of Plot E (in part) - Section 42 application to vary conditions 9, 11, 19 and 20 of Matters Specified in Conditions Approval 24/02285/MSC.',
    reference: '26/01012/FUL',
    application_type: null,
    council: 'Glasgow',
    procedure: 'amendment',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:NorthLanarkshire/26/00595/EIASCR (rare-route)
  {
    description: 'Data Centre Campus Including Grid Connection',
    reference: '26/00595/EIASCR',
    application_type: null,
    council: 'North Lanarkshire',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Dumfries/26/0855/PAN (unseen-council)
  {
    description:
      'PROPOSAL OF APPLICATION NOTICE FOR DATA CENTRE LED DEVELOPMENT INCLUDING UP TO 162,000 SQUARE METRES OF DATA CENTRE BUILDINGS, UP TO 1,100 SQUARE METRES OF TRAINING CENTRE/RECEPTION/SECURITY, UP TO 6,500 SQUARE METRES OF INDUSTRIAL UNITS, SUBSTATION AND OTHER ASSOCIATED INFRASTRUCTURE',
    reference: '26/0855/PAN',
    application_type: null,
    council: 'Dumfries',
    procedure: 'pre-application',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Redcar/R/2026/0337/FFM (every-2-of-3)
  {
    description:
      'Data centre campus (Use Class B8) comprising data centre buildings, communications and power buildings, security and support office buildings, backup generators, storage tanks and pump buildings, together with associated plant, infrastructure, access, parking, landscaping and ancillary works',
    reference: 'R/2026/0337/FFM',
    application_type: null,
    council: 'Redcar and Cleveland',
    procedure: 'full',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Northumberland/26/01617/VARYCO (unseen-council)
  {
    description:
      'Variation of Conditions 4 (Approved Plans), 17 (Access) and 51 (Deliveries) of approved application 24/04112/OUTES in order to increase the speed of the delivery of the development to meet the requirements of potential tenants of the data centres on site.',
    reference: '26/01617/VARYCO',
    application_type: null,
    council: 'Northumberland (County)',
    procedure: 'amendment',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Doncaster/26/00873/FUL (every-2-of-3)
  {
    description:
      'Installation of 2 no. modular data centres measuring 12m x 4m, 2 no. generators measuring 4m x 2.5m, 1 no. electric meter cabinet, 2.4m palisade compound and compound base to be finished with local stone, and demolition of existing mast',
    reference: '26/00873/FUL',
    application_type: null,
    council: 'Doncaster',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:WhiteHorse/P26/V1410/DIS (unseen-council)
  {
    description:
      'Discharge of Condition 20 (BNS Offset) of P22/V1857/O Hybrid application comprising: 1. Outline planning permission for the erection of up to 197,000m2 Use Class B8 data centre development with ancillary Use Class E office space, together with associated groundworks, utilities, infrastructure, engineering and enabling works. Matters relating to appearance, landscaping, drainage, layout and scale of the development areas reserved for subsequent approval; and 2. Full planning permission for the construction of new and improved site access, new access roads, hard & soft landscaping, creation of SUDS and all associated infrastructure and engineering works.',
    reference: 'P26/V1410/DIS',
    application_type: null,
    council: 'Vale of White Horse',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:WhiteHorse/P26/V1411/DIS (unseen-council)
  {
    description:
      'Discharge of condtion 6 (Carbon Reduction) and 11 (Land Contamination) on Planning Permission P21/V0167/FUL Hybrid planning application consisting of a) Full Planning Application for the erection of a single storey 8,692 m2 Data Centre building (containing data halls, associated electrical and AHU Plant Rooms, loading bay, maintenance and storage space, office administration areas and screened plant at roof level), emergency generators and emission stacks, diesel tanks and filling area, electrical switchroom, a water sprinkler pump room and storage tanks, a gate house / security building, MV substation, site access, internal access roads, drainage infrastructure, hard and soft landscaping and b) Outline Planning Application for the erection of a two storey 20,800 m2 Data Centre building (containing data halls, associated electrical and AHU Plant Rooms, loading bay, maintenance and storage space, office administration areas and screened plant at roof level), emergency generators and emission stacks, diesel tanks and filling area, electrical switchroom, a water sprinkler pump room and storage tanks; details of appearance will be reserved, along with hard landscaping immediately around the building',
    reference: 'P26/V1411/DIS',
    application_type: null,
    council: 'Vale of White Horse',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Fife/26/01243/PPP (every-2-of-3)
  {
    description:
      'Planning permission in principle for a data centre campus (Class 6) comprising data hall buildings, gatehouses and associated infrastructure including electricity substations, fencing, plant and machinery, access roads, paths, parking, drainage and landscaping',
    reference: '26/01243/PPP',
    application_type: null,
    council: 'Fife',
    procedure: 'outline',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:MiltonKeynes/PLN/2026/0914 (rare-route)
  {
    description:
      'Consultation from Planning Inspectorate prior to adoption of Scoping request relating to Environmental Statement (ES) for the Development Consent relating to proposed SDC M40 Campus project comprising a Data Centre Campus of three units, together with an integrated on site energy generation centre and associated development including access and landscaping',
    reference: 'PLN/2026/0914',
    application_type: null,
    council: 'Milton Keynes',
    procedure: 'other',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:CentralBedfordshire/CB/26/01348/OUT (unseen-council)
  {
    description:
      'Hybrid planning application comprising: Outline application for commercial development for up to 71,000 sqm of flexible employment floorspace including industrial and/or a data centre and/or research and development (Class B2, B8, E(g)(ii), E(g)(iii)), together with associated buildings, structures, car parking, access roads and landscaping works (all matters reserved). Full application for a landscape buffer',
    reference: 'CB/26/01348/OUT',
    application_type: null,
    council: 'Central Bedfordshire',
    procedure: 'outline',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Bassetlaw/26/00498/FUL (every-2-of-3)
  {
    description: 'Erection of a New Modular Data Centre Building',
    reference: '26/00498/FUL',
    application_type: null,
    council: 'Bassetlaw',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hertsmere/26/0532/ADJ (rare-route)
  {
    description:
      'Submission of Reserved Matters (details of appearance, landscaping, layout and scale) following Outline permission 5/2025/1841 dated 25/03/2026 for Variation of Condition 3 (approved plans) to amend the approved Parameter Plan including minor variation to the Development Zone 1B boundary to increase the landscaping buffer, amend the building height restrictions in Development Zone 1A and the finished floor levels in Development Zone 1C and variation of Condition 12 (plant and barriers) to allow building flues up to 1 metre above the maximum building height of planning permission 5/2022/2966 dated 03/01/2024 for Outline application (access sought) for the demolition of existing buildings and the development of 7.57ha to provide flexible commercial/employment space falling within either Class B8 (Storage and Distribution) or a data centre and strategic landscaping with matters of access, layout, scale, appearance and other landscaping reserved. Application reference: 5/2026/0719. (Consultation for Adjacent Authority Application.)',
    reference: '26/0532/ADJ',
    application_type: null,
    council: 'Hertsmere',
    procedure: 'other',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/49261/APP/2026/985 (every-2-of-3)
  {
    description:
      'Details pursuant to the discharge of Condition 21(i) (Contaminated Land) of planning permission ref. 49261/APP/2024/2904 dated 12-03-2026 (Demolition of the existing building and structures on site, and all other associated site clearance works. Construction of a data centre building (Class B8) with plant at roof level with an emergency generator (1no.) and associated flue (provided within an external compound adjoining the data centre building), sprinkler tank and pumphouse, security guard house, and provision of one kiosk substation and MV Building. The development also comprises the construction of a new access and internal road and circulation areas, footpaths, provision of car and bicycle parking, hard and soft landscaping and other associated works and ancillary site infrastructure.)',
    reference: '49261/APP/2026/985',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/49261/APP/2026/964 (every-2-of-3)
  {
    description:
      'Details pursuant to the discharge of Condition 17 (Materials) and Condition 18 (Living Walls) of planning permission ref. 49261/APP/2024/2904 dated 12-03-2026 (Demolition of the existing building and structures on site, and all other associated site clearance works. Construction of a data centre building (Class B8) with plant at roof level with an emergency generator (1no.) and associated flue (provided within an external compound adjoining the data centre building), sprinkler tank and pumphouse, security guard house, and provision of one kiosk substation and MV Building. The development also comprises the construction of a new access and internal road and circulation areas, footpaths, provision of car and bicycle parking, hard and soft landscaping and other associated works and ancillary site infrastructure.)',
    reference: '49261/APP/2026/964',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Stockton/26/0704/DCH (every-2-of-3)
  {
    description:
      'Information to discharge condition No.3 (Construction Management Plan), No.4 (Construction Environmental Management Plan), No.6 (Energy Efficiency), No.9 (Noise), No.17 (Discharge of Surface Water), No.20 (Gas Risk Assessment and Protection Measures) of planning approval 25/1090/FUL - Erection of a new data centre comprising of 2no commercial units, external plants, substations to include fencing, landscaping highways access work and associated infrastructure works.',
    reference: '26/0704/DCH',
    application_type: null,
    council: 'Stockton-on-Tees',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Glasgow/24/02285/NMV02 (every-2-of-3)
  {
    description:
      'Mixed-use University campus development including: (1) teaching and learning buildings (Class 10) (up to 65,000 sq m); (2) University research buildings (Class 4) (up to 17,000 sq m); (3) commercial research & development/offices (Class 4) (up to 18,000 sq m); (4) retail shops (Class 1) (up to 4,000 sq m); (5) financial, professional and other services (Class 2) (up to 500 sq m; (6) food and drink (Class 3) (up to 2,500 sq m); (7) hotels (Class 7) (up to 12,500 sq m); (8) sports and recreation facilities (Class 11) (up to 500 sq m); (9) day nursery (Class 10) (up to 500 sq m); (10) crèche (Class 10) (up to 100 sq m) (11) residential flats (mainstream or student) (sui generis) (up to 14,500.sq m); (12) Data Centre (Class 4) (up to 3,000 sq m); (13) energy centre (sui generis); (14) means of access, servicing and parking arrangements: (15) related infrastructure; (16) related landscaping and (17) related public realm and demolition of existing buildings - approval of matters specified in conditions 02(1-10 and 12-15), 04, 05, 06, 08-17, 22, 25-29, 32, 37, 38 and 41 of ref. 19/00363/PPP, relating to the erection of Purpose Built Student Accommodation with ancillary facilities (Sui generis), retail shops (Class 1A), food and drink (Class 3), open space, related infrastructure, landscaping and public realm, including partial demolition, extension and alterations to Anderson College (in so far as these relate to the development of Plot E (in part) - non-material variation to 24/02285/MSC.',
    reference: '24/02285/NMV02',
    application_type: null,
    council: 'Glasgow',
    procedure: 'amendment',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Newport/26/0241 (every-2-of-3)
  {
    description:
      'ENGINEERING WORKS TO CONSTRUCT RAISED BUND AND ACCESS RAMP AROUND APPROVED DATA CENTRE TO A CREST OF APPROXIMATELY 9.75M AOD, PARTIAL DEMOLITION OF A BUILDING, THE IMPORTATION OF FILL MATERIAL TO CREATE THE BUND & RAMP, SURFACING WORKS AND ALTERATIONS TO BUILDING ELEVATIONS TO ACCOMMODATE LEVEL CHANGES',
    reference: '26/0241',
    application_type: null,
    council: 'Newport',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Glasgow/24/02285/NMV01 (every-2-of-3)
  {
    description:
      'Mixed-use University campus development including: (1) teaching and learning buildings (Class 10) (up to 65,000 sq m); (2) University research buildings (Class 4) (up to 17,000 sq m); (3) commercial research & development/offices (Class 4) (up to 18,000 sq m); (4) retail shops (Class 1) (up to 4,000 sq m); (5) financial, professional and other services (Class 2) (up to 500 sq m; (6) food and drink (Class 3) (up to 2,500 sq m); (7) hotels (Class 7) (up to 12,500 sq m); (8) sports and recreation facilities (Class 11) (up to 500 sq m); (9) day nursery (Class 10) (up to 500 sq m); (10) crèche (Class 10) (up to 100 sq m) (11) residential flats (mainstream or student) (sui generis) (up to 14,500.sq m); (12) Data Centre (Class 4) (up to 3,000 sq m); (13) energy centre (sui generis); (14) means of access, servicing and parking arrangements: (15) related infrastructure; (16) related landscaping and (17) related public realm and demolition of existing buildings - approval of matters specified in conditions 02(1-10 and 12-15), 04, 05, 06, 08-17, 22, 25-29, 32, 37, 38 and 41 of ref. 19/00363/PPP, relating to the erection of Purpose Built Student Accommodation with ancillary facilities (Sui generis), retail shops (Class 1A), food and drink (Class 3), open space, related infrastructure, landscaping and public realm, including partial demolition, extension and alterations to Anderson College (in so far as these relate to the development of Plot E (in part). - Non-material variation of planning consent 24/02285/MSC.',
    reference: '24/02285/NMV01',
    application_type: null,
    council: 'Glasgow',
    procedure: 'amendment',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/261400OPDCOB (rare-route)
  {
    description:
      "Details of conditions 31 (Construction and Environmental Management Plan); 32 (Construction Logistics Plan); and (part) BREEAM review report details of condition 37 (BREEAM assessment) pursuant to planning permission reference 21/0013/OUTOPDC dated 07/09/2021 for ''Outline planning permission with the details of access, appearance, landscaping, layout and scale reserved for later determination for demolition and redevelopment to comprise a data centre (Use Class B8) of up to 52, 000 sqm gross external, including ancillary offices, internal plant and equipment (including flues), and substation. In addition to the above the Development may include up to 2, 500 sqm of work units (Use Class E(g)(ii) & E(g)(iii), B2); car parking; provision of external plant and equipment (including flues); creation of servicing areas and provision of associated services, including waste, refuse, cycle storage, and lighting; and for the laying out of the buildings; routes and open spaces within the development; and all associated works and operations including but not limited to: demolition; earthworks; provision of attenuation infrastructure, engineering operations. Development shall be in accordance with the approved Development Parameters Schedule and Plans'' (Out of Borough)",
    reference: '261400OPDCOB',
    application_type: null,
    council: 'Ealing',
    procedure: 'other',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/49261/APP/2026/763 (every-2-of-3)
  {
    description:
      'Details pursuant to the discharge of Condition 15 (Low Emission Strategy) and Condition 16 (Construction and Demolition Management and Logistics Plan) of planning permission ref. 49261/APP/2024/2904 dated 12-03-2026 (Demolition of the existing building and structures on site, and all other associated site clearance works. Construction of a data centre building (Class B8) with plant at roof level with an emergency generator (1no.) and associated flue (provided within an external compound adjoining the data centre building), sprinkler tank and pumphouse, security guard house, and provision of one kiosk substation and MV Building. The development also comprises the construction of a new access and internal road and circulation areas, footpaths, provision of car and bicycle parking, hard and soft landscaping and other associated works and ancillary site infrastructure.)',
    reference: '49261/APP/2026/763',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:EppingForest/EPF/0591/26 (every-2-of-3)
  {
    description:
      'Approval of Details reserved by Condition 5 (Construction Management Plan) of EPF/1165/22 & EPF/0388/26 (New Data Centre).',
    reference: 'EPF/0591/26',
    application_type: null,
    council: 'Epping Forest',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Dumfries/26/0464/SCO (unseen-council)
  {
    description:
      'REQUEST FOR SCOPING OPINION UNDER THE TOWN AND COUNTRY PLANNING ENVIRONMENTAL IMPACT ASSESSMENT (SCOTLAND) REGULATIONS 2017 FOR A PROPOSED DATA-CENTRE LED DEVELOPMENT COMPRISING ERECTION OF BUILDINGS TO BE USED AS DATA CENTRES, TRAINING CENTRE/RECEPTION/SECURITY BUILDINGS, GENERAL INDUSTRIAL BUILDINGS, AND FORMATION OF SUBSTATION INCLUDING SWITCH ROOM BUILDING AND ASSOCIATED POWER DISTRIBUTION AND ELECTRICAL INFRASTRUCTURE',
    reference: '26/0464/SCO',
    application_type: null,
    council: 'Dumfries',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Brent/26/0665 (every-2-of-3)
  {
    description:
      'Access road works (temporary accessway 5 year period) for implementation of 22/4185 for the proposed development to extend the existing data centre',
    reference: '26/0665',
    application_type: null,
    council: 'Brent',
    procedure: 'full',
    dwelling_count: null,
    category: 'parking-and-access',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Redcar/R/2026/0183/SC (rare-route)
  {
    description:
      'Request for Screening Opinion (Town and Country Planning (Environmental Impact Assessment) Regulations 2017 (as amended) for construction and use of a data centre and ancillary infrastructure',
    reference: 'R/2026/0183/SC',
    application_type: null,
    council: 'Redcar and Cleveland',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Newport/26/0191 (every-2-of-3)
  {
    description:
      'OUTLINE PLANNING APPLICATION FOR THE CREATION OF A SECURE COMPOUND AND THE INSTALLATION OF EXTERNAL PLANT AND EQUIPMENT TO CREATE A MODULAR DATA CENTRE TOGETHER WITH ASSOCIATED EQUIPMENT AND STRUCTURES, ENGINEERING OPERATIONS, STAFF ACCOMMODATION AND ASSOCIATED WORKS',
    reference: '26/0191',
    application_type: null,
    council: 'Newport',
    procedure: 'outline',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Havering/LDO0001.26 (rare-route)
  {
    description:
      "Data Centre Campus and associated development Consultation open - see 'view documents' section on the application search facility on our website",
    reference: 'LDO0001.26',
    application_type: null,
    council: 'Havering',
    procedure: 'other',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:MiltonKeynes/PLN/2026/0458 (rare-route)
  {
    description:
      'Prior notification for the demolition of three existing buildings at the Former BT Data Centre, previously been used for industrial use',
    reference: 'PLN/2026/0458',
    application_type: null,
    council: 'Milton Keynes',
    procedure: 'prior-approval',
    dwelling_count: null,
    category: 'demolition',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/261034OPDCOB (rare-route)
  {
    description:
      "Details of condition 43 (Delivery and Servicing Plan) pursuant to planning permission reference 21/0013/OUTOPDC dated 07/09/2021 for 'Outline planning permission with the details of access, appearance, landscaping, layout and scale reserved for later determination for demolition and redevelopment to comprise a data centre (Use Class B8) of up to 52, 000 sqm gross external, including ancillary offices, internal plant and equipment (including flues), and substation. In addition to the above the Development may include up to 2, 500 sqm of work units (Use Class E(g)(ii) & E(g)(iii), B2); car parking; provision of external plant and equipment (including flues); creation of servicing areas and provision of associated services, including waste, refuse, cycle storage, and lighting; and for the laying out of the buildings; routes and open spaces within the development; and all associated works and operations including but not limited to: demolition; earthworks; provision of attenuation infrastructure, engineering operations. Development shall be in accordance with the approved Development Parameters Schedule and Plans.' ( out of borough)",
    reference: '261034OPDCOB',
    application_type: null,
    council: 'Ealing',
    procedure: 'other',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Warrington/2026/00295/HYB (every-2-of-3)
  {
    description:
      'Hybrid Planning Application comprising: Full Planning application for construction, engineering and change of use (part retrospective) including; new and altered means of access at Earle Road and Moss Bank Road and related transport infrastructure; remodelling/regrading of land; related engineering and infrastructure works; drainage strategy; landscaping; means of enclosure; enabling works and ancillary development; and temporary change of use for open storage, storage of vehicles including commercial vehicles and self-storage (through shipping containers); and Outline application (with all matters reserved except for Access) for a phased development comprising up to 169,800 sqm of total floorspace across commercial / industrial / warehousing / waste management facilities including: - Up to 162,850 sqm for B2/B8 uses (with ancillary offices) - Up to 75,320 sqm for a data centre (sui generis) - A battery energy storage system - Up to 28,610 sqm of E(g)(iii) floorspace(light industrial) - Up to 600 sqm retail / food & drink (E(a) / E(b)) - Up to 500 sqm indoor sport/recreation (E(d)) - Up to 500 sqm for a creche, nursery or day centre (E(f)) Plus associated works including site remediation, internal roads, parking, servicing, cycle and pedestrian routes, landscaping, SuDS and other ancillary infrastructure *Cross boundary application - site 5 within WBC*',
    reference: '2026/00295/HYB',
    application_type: null,
    council: 'Warrington',
    procedure: 'outline',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ashfield/V/2026/0033 (unseen-council)
  {
    description:
      'Outline application with all matters reserved except means of access for the construction of a data centre and associated infrastructure',
    reference: 'V/2026/0033',
    application_type: null,
    council: 'Ashfield',
    procedure: 'outline',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:NorthLanarkshire/26/00214/MSC (every-2-of-3)
  {
    description:
      'Submission of Details Required by Conditions 1(g) and 2: Drainage, 3: Intrusive Site Investigation, 4: ISI Findings/Remediation, 5: Remediation Works, 7: Site Investigation including Mine Gas Risk Assessment, 8: Construction Environmental Management Plan, 12: No Drainage to Trunk Road and 16: Drainage/SUDS of Permission 25/01159/PPP (New Data Centre Building, Associated Plant, Car Parking Provision and Gated Access)',
    reference: '26/00214/MSC',
    application_type: null,
    council: 'North Lanarkshire',
    procedure: 'reserved-matters',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Anglesey/FPL/2026/44 (unseen-council)
  {
    description:
      'Cais llawn ar gyfer creu compound a gosod peiriannau ac offer allanol i hwyluso datblygiad canolfan ddata fodiwlar, ynghyd â gweithrediadau peirianyddol cysylltiedig, llety i staff, strwythurau atodol a’r holl weithiau cysylltiedig yn / Full application for the creation of a compound and the installation of external plant and equipment to facilitate the development of a modular data center, together with associated engineering operations, staff accommodation, ancillary structures and all associated works at',
    reference: 'FPL/2026/44',
    application_type: null,
    council: 'Anglesey',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/260925CND (every-2-of-3)
  {
    description:
      'Details of a Tree Monitoring Plan pursuant to condition 17 (part discharge - part a) of planning permission ref: 250949FUL dated 19/12/2025 for: Site clearance and preparation, including demolition of all existing buildings on site and redevelopment of the site to provide: Construction of four data centre units within three buildings of approximately 67.9m AOD in height (Use Class B8, approximately 158,702sqm GEA), four industrial buildings ranging from approximately 41.3m to 46.2m AOD in height (Use Classes B8, B2 and E(g)(iii), approximately 23,389 GEA), central pavilion building of approximately 35m AOD in height (Use Class E(b), approximately 223 GEA), two substations (38.05m AOD in height), associated plant, enclosures and necessary physical security systems, internal roads, servicing, circulation, car and cycle parking and hard and soft landscaping works.',
    reference: '260925CND',
    application_type: null,
    council: 'Ealing',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/260832CND (every-2-of-3)
  {
    description:
      'Details of a Community Infrastructure Levy Phasing Plan pursuant to Condition 10 of planning permission ref: 250949FUL dated 19/12/2025 for: Site clearance and preparation, including demolition of all existing buildings on site and redevelopment of the site to provide: Construction of four data centre units within three buildings of approximately 67.9m AOD in height (Use Class B8, approximately 158,702sqm GEA), four industrial buildings ranging from approximately 41.3m to 46.2m AOD in height (Use Classes B8, B2 and E(g)(iii), approximately 23,389 GEA), central pavilion building of approximately 35m AOD in height (Use Class E(b), approximately 223 GEA), two substations (38.05m AOD in height), associated plant, enclosures and necessary physical security systems, internal roads, servicing, circulation, car and cycle parking and hard and soft landscaping works.',
    reference: '260832CND',
    application_type: null,
    council: 'Ealing',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:NorthAyrshire/26/00138/EIA (unseen-council)
  {
    description: 'Request for EIA Scoping Opinion for new data centre',
    reference: '26/00138/EIA',
    application_type: null,
    council: 'North Ayrshire',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/260830CND (every-2-of-3)
  {
    description:
      'Details of a Arboricultural Method Statement pursuant to condition 16 of planning permission ref: 250949FUL dated 19/12/2025 for: Site clearance and preparation, including demolition of all existing buildings on site and redevelopment of the site to provide: Construction of four data centre units within three buildings of approximately 67.9m AOD in height (Use Class B8, approximately 158,702sqm GEA), four industrial buildings ranging from approximately 41.3m to 46.2m AOD in height (Use Classes B8, B2 and E(g)(iii), approximately 23,389 GEA), central pavilion building of approximately 35m AOD in height (Use Class E(b), approximately 223 GEA), two substations (38.05m AOD in height), associated plant, enclosures and necessary physical security systems, internal roads, servicing, circulation, car and cycle parking and hard and soft landscaping works.',
    reference: '260830CND',
    application_type: null,
    council: 'Ealing',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:EppingForest/EPF/0404/26 (every-2-of-3)
  {
    description:
      'Reserved Matters application submitted pursuant to Outline Planning Permission EPF/1165/22 and the subsequent approved Section 73 application EPF/0388/26 (outline permission for a new data centre with some matters reserved). Approval is sought for the reserved matters of appearance and landscaping.',
    reference: 'EPF/0404/26',
    application_type: null,
    council: 'Epping Forest',
    procedure: 'reserved-matters',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:EppingForest/EPF/0388/26 (every-2-of-3)
  {
    description:
      's73 Application to vary Condition 3 (Plan Numbers) attached to EPF/1165/22 (Outline application for a New Data Centre with some matters reserved (Except Access, Layout & Scale)).',
    reference: 'EPF/0388/26',
    application_type: null,
    council: 'Epping Forest',
    procedure: 'amendment',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:EppingForest/EPF/0365/26 (every-2-of-3)
  {
    description:
      'Approval of Details reserved by Condition 7 (Surface Water Drainage) of EPF/1165/22 & EPF/0388/26 (Outline application for a New Data Centre with some matters reserved (Except Access, Layout & Scale)',
    reference: 'EPF/0365/26',
    application_type: null,
    council: 'Epping Forest',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:EppingForest/EPF/0352/26 (every-2-of-3)
  {
    description:
      'Approval of Details Reserved by Condition 6 (Archaeology) of EPF/1165/22 (Outline application for a New Data Centre with some matters reserved (Except Access, Layout & Scale).',
    reference: 'EPF/0352/26',
    application_type: null,
    council: 'Epping Forest',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/260719CND (every-2-of-3)
  {
    description:
      'Details of Site Construction Logistics Plan part pursuant to condition 12 (part discharge - Phase 1) of planning permission ref: 250949FUL dated 19/12/2025 for: Site clearance and preparation, including demolition of all existing buildings on site and redevelopment of the site to provide: Construction of four data centre units within three buildings of approximately 67.9m AOD in height (Use Class B8, approximately 158,702sqm GEA), four industrial buildings ranging from approximately 41.3m to 46.2m AOD in height (Use Classes B8, B2 and E(g)(iii), approximately 23,389 GEA), central pavilion building of approximately 35m AOD in height (Use Class E(b), approximately 223 GEA), two substations (38.05m AOD in height), associated plant, enclosures and necessary physical security systems, internal roads, servicing, circulation, car and cycle parking and hard and soft landscaping works.',
    reference: '260719CND',
    application_type: null,
    council: 'Ealing',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:WestOxfordshire/26/00428/OUT (unseen-council)
  {
    description:
      'Outline application for the erection of buildings to form datacentres with some matters reserved',
    reference: '26/00428/OUT',
    application_type: null,
    council: 'West Oxfordshire',
    procedure: 'outline',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:CentralBedfordshire/CB/26/00544/NMA (unseen-council)
  {
    description:
      'Non-material amendment to planning permission CB/12/03613/OUT (Outline planning permission with the details of access, appearance, landscaping, layout and scale reserved for later determination. Development to comprise: up to 5,150 dwellings (Use Class C3); up to 202,500 sqm gross of additional development in Use Classes: A1, A2, A3 (retail), A4 (public house), A5 (take away); B1, B2, B8 (offices, industrial and storage and distribution); C1 (hotel), C2 (care home), D1 and D2 (community and leisure); car showroom; data centre; petrol filling station; car parking; primary substation; energy centre; and for the laying out of the buildings; routes and open spaces within the development; and all associated works and operations including but not limited to: demolition; earthworks; engineering operations. All development, works and operations to be in accordance with the Development Parameters Schedule and Plans.) Amendment sought: Non-material amendment to amend the plots that are M4(2) compliant, to formalise the accessibility and ensure that it aligns with delivery on site.',
    reference: 'CB/26/00544/NMA',
    application_type: null,
    council: 'Central Bedfordshire',
    procedure: 'amendment',
    dwelling_count: 5150,
    category: 'new-homes',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/260589CND (every-2-of-3)
  {
    description:
      'Details of Vegetation Clearance and Protection of Nesting Birds pursuant to condition 18 of planning permission ref: 250949FUL dated 19/12/2025 for: Site clearance and preparation, including demolition of all existing buildings on site and redevelopment of the site to provide: Construction of four data centre units within three buildings of approximately 67.9m AOD in height (Use Class B8, approximately 158,702sqm GEA), four industrial buildings ranging from approximately 41.3m to 46.2m AOD in height (Use Classes B8, B2 and E(g)(iii), approximately 23,389 GEA), central pavilion building of approximately 35m AOD in height (Use Class E(b), approximately 223 GEA), two substations (38.05m AOD in height), associated plant, enclosures and necessary physical security systems, internal roads, servicing, circulation, car and cycle parking and hard and soft landscaping works.',
    reference: '260589CND',
    application_type: null,
    council: 'Ealing',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/260590CND (every-2-of-3)
  {
    description:
      'Submission of a Site Contamination Assessment pursuant to condition 21 of planning permission ref: 250949FUL dated 19/12/2025 for: Site clearance and preparation, including demolition of all existing buildings on site and redevelopment of the site to provide: Construction of four data centre units within three buildings of approximately 67.9m AOD in height (Use Class B8, approximately 158,702sqm GEA), four industrial buildings ranging from approximately 41.3m to 46.2m AOD in height (Use Classes B8, B2 and E(g)(iii), approximately 23,389 GEA), central pavilion building of approximately 35m AOD in height (Use Class E(b), approximately 223 GEA), two substations (38.05m AOD in height), associated plant, enclosures and necessary physical security systems, internal roads, servicing, circulation, car and cycle parking and hard and soft landscaping works.',
    reference: '260590CND',
    application_type: null,
    council: 'Ealing',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/260786CND (every-2-of-3)
  {
    description:
      'Details of Contamination Remediation pursuant to condition 22 of planning permission ref: 250949FUL dated 19/12/2025 for: Site clearance and preparation, including demolition of all existing buildings on site and redevelopment of the site to provide: Construction of four data centre units within three buildings of approximately 67.9m AOD in height (Use Class B8, approximately 158,702sqm GEA), four industrial buildings ranging from approximately 41.3m to 46.2m AOD in height (Use Classes B8, B2 and E(g)(iii), approximately 23,389 GEA), central pavilion building of approximately 35m AOD in height (Use Class E(b), approximately 223 GEA), two substations (38.05m AOD in height), associated plant, enclosures and necessary physical security systems, internal roads, servicing, circulation, car and cycle parking and hard and soft landscaping works.',
    reference: '260786CND',
    application_type: null,
    council: 'Ealing',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/260783CND (every-2-of-3)
  {
    description:
      'Submission of Ecological Mitigation and Management Plan (EMMP) pursuant to condition 19 of planning permission ref: 250949FUL dated 19/12/2025 for: Site clearance and preparation, including demolition of all existing buildings on site and redevelopment of the site to provide: Construction of four data centre units within three buildings of approximately 67.9m AOD in height (Use Class B8, approximately 158,702sqm GEA), four industrial buildings ranging from approximately 41.3m to 46.2m AOD in height (Use Classes B8, B2 and E(g)(iii), approximately 23,389 GEA), central pavilion building of approximately 35m AOD in height (Use Class E(b), approximately 223 GEA), two substations (38.05m AOD in height), associated plant, enclosures and necessary physical security systems, internal roads, servicing, circulation, car and cycle parking and hard and soft landscaping works.',
    reference: '260783CND',
    application_type: null,
    council: 'Ealing',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:CentralBedfordshire/CB/26/00468/RM (unseen-council)
  {
    description:
      'Reserved Matters following Outline Application CB/12/03613/OUT (Outline planning permission with the details of access, appearance, landscaping, layout and scale reserved for later determination. Development to comprise: up to 5,150 dwellings (Use Class C3); up to 202,500 sqm gross of additional development in Use Classes: A1, A2, A3 (retail), A4 (public house), A5 (take away); B1, B2, B8 (offices, industrial and storage and distribution); C1 (hotel), C2 (care home), D1 and D2 (community and leisure); car showroom; data centre; petrol filling station; car parking; primary substation; energy centre; and for the laying out of the buildings; routes and open spaces within the development; and all associated works and operations including but not limited to: demolition; earthworks; engineering operations. All development, works and operations to be in accordance with the Development Parameters Schedule and Plans.) Approval of access, appearance, landscaping, layout and scale for 236 dwelling units',
    reference: 'CB/26/00468/RM',
    application_type: null,
    council: 'Central Bedfordshire',
    procedure: 'reserved-matters',
    dwelling_count: 236,
    category: 'new-homes',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/260531OPDCOB (every-2-of-3)
  {
    description:
      "Partial discharge of condition 5 (Materials - Substation Only) pursuant to planning permission 24/0141/VAROPDC dated 20/12/2024 for Section 73 application to vary Conditions 2 (approved plans and documents), 3 (development parameters), 5 (contaminated land site investigation), 6 (Construction and Environmental Management Plan), 7 (Construction Logistics Plan), 8 (circular economy details), 10 (Secured by Design), 11 (hard and soft landscaping), 12 (cycle parking), 13 (Fire Strategy), 19 (external lighting), 20 (green roofs), 21 (vehicular access), 22 (car parking implementation), 27 (vehicular access restriction), and 30 (energy statement) of planning permission 22/0059/FUMOPDC for 'Redevelopment of the site to provide a data centre (Use Class B8) with associated energy and electrical infrastructure, visitor reception building, security gatehouse, plant, boundary enclosures, car and cycle parking, hard and soft landscaping; and associated alterations to vehicular access arrangements including creation of new access from Concord Road and new access from Western Avenue service road; and associated external works.' Amendments are proposed primarily to replace the approved sub-station/ancillary office building with a standalone sub-station building, and to increase the size of the pocket park",
    reference: '260531OPDCOB',
    application_type: null,
    council: 'Ealing',
    procedure: 'other',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Dacorum/26/00267/MFA (every-2-of-3)
  {
    description:
      'Site clearance works and construction of a data centre building (Class B8) with plant at roof level with an emergency generator (1no.) and associated flue (provided within an external compound adjoining the data centre building), sprinkler tanks and pumphouse, security guard house, and provision of kiosk substation. Construction of a new access and internal road and circulation areas, footpaths, provision of car and bicycle parking, hard and soft landscaping and other associated works and ancillary site infrastructure.',
    reference: '26/00267/MFA',
    application_type: null,
    council: 'Dacorum',
    procedure: 'full',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Runnymede/RU.26/0160 (unseen-council)
  {
    description:
      'Details pursuant to Discharge Condition 20 (Verification report) of planning permission RU.13/0856 Hybrid planning application for the demolition of existing buildings and redevelopment of the site to provide; up to 79,025sqm (GEA) of Class B1 employment uses (including parking); up to 36,000sqm (GEA) of sui generis Data Centres use (including ancillary facilities and parking); up to 200 dwellings, including a detailed first phase comprising 108 dwellings (comprising 13 x two bed, 26 x three bed, 21 x four bed and 13 x five bed dwellings; 8 x one bed apartments and 23 x two bed apartments; and 2 x one bed FOGs and 2 x two bed FOGs); roadways driveways and pavements; fencing and walling; up to 6,300sqm (GEA) of ancillary uses, including Class A1 - A5 uses (i.e. retail uses, cafe/restaurants and a public house up to 1,550sqm GEA), Class D1 uses (i.e. childcare facilities up to 600sqm GEA); Class D2 uses (i.e. Health and Leisure (up to 1900sqm GEA); the creation of Publicly Accessible Open Space (PAOS), ecological habitats, general amenity areas ( including informal and formal open spaces), equipped play areas and landscaped areas; new vehicular accesses from the existing public highway network; vehicle and cycle parking; bin stores; landscape compound; car parking (for railway station); electricity sub-stations; lighting; drainage and associated infrastructure works, including sustainable drainage systems (SUDS); a foul pumping station; an acoustic fence and associated engineering and service operations.',
    reference: 'RU.26/0160',
    application_type: null,
    council: 'Runnymede',
    procedure: 'discharge',
    dwelling_count: 200,
    category: 'new-homes',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:WestOxfordshire/26/00280/OUT (unseen-council)
  {
    description:
      'Outline application for the erection of buildings to form data centre, previously approved as storage.',
    reference: '26/00280/OUT',
    application_type: null,
    council: 'West Oxfordshire',
    procedure: 'outline',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Bucks/PL/25/4316/FA (every-2-of-3)
  {
    description:
      'Demolition of the existing building and structures on site, and all other associated site clearance works. Construction of two data centre buildings (Class B8) with ancillary offices, associated plant, equipment and emergency backup generators, ancillary buildings and substation with vehicular access from Thorney Lane South and emergency access route onto Hollow Hill Lane together with internal circulation areas, car and cycle parking, hard and soft landscaping and other associated works and ancillary site infrastructure.',
    reference: 'PL/25/4316/FA',
    application_type: null,
    council: 'Buckinghamshire',
    procedure: 'full',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Dacorum/26/00152/FUL (every-2-of-3)
  {
    description:
      'Construction of a single-story building, to provide a Learning Lab and associated facilities, in connection with the adjacent Data Centre.',
    reference: '26/00152/FUL',
    application_type: null,
    council: 'Dacorum',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/39706/APP/2026/174 (rare-route)
  {
    description:
      'Installation of underground and ground mounted structures to support electrical connection and communication cables with temporary construction compounds, and associated infrastructure and works in association with proposed Data Centre and Battery Energy Storage System at Manor Farm, Poyle Road, Colnbrook, Slough SL3 0BL (Consultation by Spelthorne Borough Council).',
    reference: '39706/APP/2026/174',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'other',
    dwelling_count: null,
    category: 'infrastructure',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:NorthLanarkshire/26/00069/PAN (rare-route)
  {
    description:
      'Proposed Digital And Manufacturing Campus (Classes 4, 5, 6, And 10) Including Data Centres, Gigafactory, Research, Offices, Electricity Infrastructure, Ancillary Services (Classes 1 And 3 Including Sui Generis) With Access And Roads, Car Parking, Landscaping And Associated Development And Engineering Operations',
    reference: '26/00069/PAN',
    application_type: null,
    council: 'North Lanarkshire',
    procedure: 'pre-application',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Reigate/25/02312/F (every-2-of-3)
  {
    description:
      'Demolition of units 1 and 2 and construction of a single two-storey data centre accommodating four data halls and office block with associated plant, groundworks to site the building, fencing, landscaping and other works. As amended on 28/01/2026, 16/02/2026, 17/02/2026, 18/02/26, 19/02/2026, 20/02/2026, 10/03/2026, 13/03/2026, 16/03/2026 and as on 21/03/2026.',
    reference: '25/02312/F',
    application_type: null,
    council: 'Reigate',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Bassetlaw/26/00034/FUL (every-2-of-3)
  {
    description:
      'New Modular Building for a Data Centre to Include Server Racks, Switchboards, Heat Exchangers and UPS Backup Batteries',
    reference: '26/00034/FUL',
    application_type: null,
    council: 'Bassetlaw',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Sefton/DC/2025/01974 (unseen-council)
  {
    description: 'Construction and operation of a data centre',
    reference: 'DC/2025/01974',
    application_type: null,
    council: 'Sefton',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/39705/APP/2025/3234 (rare-route)
  {
    description:
      'OUT OF BOROUGH CONSULTATION FROM HOUNSLOW FOR: Haslemere Heathrow Estate, Silver Jubilee Way, Hounslow, TW4 6NF. Outline planning permission with all matters reserved except access. A demolition phase and phased redevelopment (each phase being an independent act of development) comprising data centre use (Use Class B8) of up to 50,000 sqm GEA, including ancillary offices, internal plant and equipment (including flues), and substation. In addition up to 4,150sqm GEA of work units (Use Class E(g)(i-iii), B2, B8); car parking; provision of external plant and equipment (including flues); creation of servicing areas and provision of associated services, including waste, refuse, cycle storage, and lighting; and for the laying out of the buildings; routes and open spaces within the development; and all associated works and operations including but not limited to: demolition; earthworks; provision of attenuation infrastructure, engineering operations. This application is for a phased development, each phase being an independent act of development, capable of coming forward in distinct and separable phases and/or plots in a severable way. Development shall be in accordance with the approved Development Parameters Schedule, Design Code Document and Plans; the details of appearance, landscaping, layout and scale reserved for later determination. REF: P/2025/3669 Please refer to the cover letter.',
    reference: '39705/APP/2025/3234',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'other',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Bucks/PL/25/6737/VRC (every-2-of-3)
  {
    description:
      'Variation of condition 2 (approved plans), 5 (bat survey report), 7 (contamination), 11 (habitat management and monitoring plan), 13 (flood risk assessment and drainage strategy), 19 (pegasus crossing) and 25 (emergency generators) relating to application PL/24/2130/FA (Redevelopment of land at the Shannon Group Headquarters, and adjacent sites bounded by the Denham Road, Sevenhills Road, and the M25 motorway to provide a new hyperscale data centre, training centre and associated infrastructure, and landscaped areas)',
    reference: 'PL/25/6737/VRC',
    application_type: null,
    council: 'Buckinghamshire',
    procedure: 'amendment',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Bucks/PL/25/6761/VRC (every-2-of-3)
  {
    description:
      'Variation of conditions 2 (approved plans), 3 (detailed phasing plan), 4 (drainage), 10 (Noise), 13 (materials), 19 (site levels), 22 (hard and soft landscaping scheme), 23 (Landscape management plan), 24 (Landscaping implementation programme) and 25 (Ecological management plan) of planning permission 22/06872/VCDN relating to variations to the original permission 08/05740/FULEA (Erection of 4 no. Data centre buildings (sui generis use) together with associated groundworks, plant, electricity sub-station, security fence, gates and piers, landscaping, amendment to existing vehicular access(es), internal roads, service areas and provision of 150 car parking spaces with retention of the existing office building and "Ballroom" building fronting Haw Lane for ancillary operational uses and demolition of all other buildings and structures) to allow for relocation of substation enclosure',
    reference: 'PL/25/6761/VRC',
    application_type: null,
    council: 'Buckinghamshire',
    procedure: 'amendment',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Newark/25/02138/OUTM (unseen-council)
  {
    description:
      'Outline planning permission for mixed use development of a Data Centre and Up to 400 dwellings (All matters reserved except access)',
    reference: '25/02138/OUTM',
    application_type: null,
    council: 'Newark and Sherwood',
    procedure: 'outline',
    dwelling_count: 400,
    category: 'new-homes',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Edinburgh/25/05576/SCR (rare-route)
  {
    description: 'Request for EIA Screening Opinion. Proposed construction of a data centre campus.',
    reference: '25/05576/SCR',
    application_type: null,
    council: 'Edinburgh',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/1331/APP/2025/3220 (every-2-of-3)
  {
    description:
      'Non-material amendment to planning permission ref. 1331/APP/2021/751, dated 10-11-2021 (Section 73 application seeking a variation to Condition 61 (Approved Drawings) of planning permission ref: 1331/APP/2019/1666 dated 11-09-2020 (Section 73 application to vary Condition 9 (Residential Condition - Approved Plans) of planning permission ref: 1331/APP/2017/1883 dated 28/06/2018 (Part demolition of existing factory buildings and associated structures, and redevelopment to provide residential dwellings (Use Class C3), office, retail, community and leisure uses (Use Class A1/A3/A4/B1/B8/D1/D2), commercial floorspace (Use Classes B1c/B2/B8) and Data Centre (Sui Generis), amenity and playspace, landscaping, allotments, access, service yards, associated car parking and other engineering works) (as amended by application ref: 1331/APP/2020/50 dated 06/02/20)). The amendments to the approved plan proposed: Alteration to the elevations of Unit 4 involving 4 no. new loading docks (totalling 12 no. with 8 loading docks permitted by planning permission ref: 1331/APP/2017/1883 (as amended)), 1 no. roller door and 2 no. pedestrian doors, and the alteration to the dock pit, and minor alteration to internal layout to office.) to amend the Landscape Masterplan.',
    reference: '1331/APP/2025/3220',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'amendment',
    dwelling_count: null,
    category: 'new-homes',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Watford/25/01095/LDC (rare-route)
  {
    description:
      'Lawful development certificate for confirmation under Section 192(1)(a) of the TCPA that a data centre is a lawful use of buildings or other land within Class B8 of Town and Country Planning (Use Classes) Order 1987 (as amended); and therefore, that the use of the site as a data centre would constitute a lawful use under planning permission ref. 24/00612/FULM (Amended description)',
    reference: '25/01095/LDC',
    application_type: null,
    council: 'Watford',
    procedure: 'lawful-dev-cert',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/254769OPDCOB (every-2-of-3)
  {
    description:
      'Installation of 2no internally illuminated fascia signs to the northwestern and southwestern elevation of data centre building (Phase 1a), 1no internally illuminated free standing totem sign to the northwestern elevation of work unit building (Phase 1b) and 1no internally illuminated free standing totem sign to southwestern elevation of data centre building (Phase 2) (Out of borough)',
    reference: '254769OPDCOB',
    application_type: null,
    council: 'Ealing',
    procedure: 'other',
    dwelling_count: null,
    category: 'advertisement',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:NorthLanarkshire/25/01322/PAN (rare-route)
  {
    description:
      'Construction of data centre building(s), together with associated development, infrastructure and utilities including flexible commercial/ industrial buildings, substation, and battery energy storage (BES) and generation (If BES greater than 50MW it will form a separate application to the ECU for Section 36 consent)',
    reference: '25/01322/PAN',
    application_type: null,
    council: 'North Lanarkshire',
    procedure: 'pre-application',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Gwynedd/C25/0933/20/SO (rare-route)
  {
    description:
      "Cais am farn gwmpasu o dan Reol 14, Rhan 4 o Reoliadau Cynllunio Gwlad a Thref [Asesiad Effaith Amgylcheddol] [Cymru] 2017 – dymchwel adeiladau a strwythurau presennol, ailraddio'r tir a codi adeilad canolfan data (B8) ynghyd a chyfarpar cysylltiol i gynnwys generaduron, peirianwaith, cyfarpar, is-orsaf(oedd), mynedfeydd, parcio ac ardaloedd gwasanaethu, gwaith draenio a peirianyddol gan gynnwys cysylltu ac ail-leoli gwasanaethau / Request for a scoping opinion under Regulation 14, Part 4 of the Town and Country Planning [Environmental Impact Assessment] [Wales] Regulations 2017 - demolition of existing buildings/structures, re-grading of land and erection of Class B8 data centre building(s) with all associated back-up generators, plant, equipment, sub-station(s), accesses, parking and servicing areas, drainage and engineering works, including services diversion/connection.",
    reference: 'C25/0933/20/SO',
    application_type: null,
    council: 'Gwynedd',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Newport/25/1071 (every-2-of-3)
  {
    description: 'INSTALLATION OF AN UNDERGROUND CABLE CONNECTION FROM 132KV SUBSTATION TO A DATA CENTRE',
    reference: '25/1071',
    application_type: null,
    council: 'Newport',
    procedure: 'full',
    dwelling_count: null,
    category: 'infrastructure',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Bucks/PL/25/6630/EIASO (rare-route)
  {
    description:
      'Request for a Screening Opinion in accordance with the Town and Country Planning (EIA) Regulations 2017 in relation to a proposed Data Centre Park with the IT Load capacity of up to 96MW and associated infrastructure.',
    reference: 'PL/25/6630/EIASO',
    application_type: null,
    council: 'Buckinghamshire',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hounslow/P/2025/3669 (every-2-of-3)
  {
    description:
      'Outline planning permission with all matters reserved except access. A demolition phase and phased redevelopment (each phase being an independent act of development) comprising data centre use (Use Class B8) of up to 50,000 sqm GEA, including ancillary offices, internal plant and equipment (including flues), and substation. In addition up to 4,150sqm GEA of work units (Use Class E(g)(i-iii), B2, B8); car parking; provision of external plant and equipment (including flues); creation of servicing areas and provision of associated services, including waste, refuse, cycle storage, and lighting; and for the laying out of the buildings; routes and open spaces within the development; and all associated works and operations including but not limited to: demolition; earthworks; provision of attenuation infrastructure, engineering operations. This application is for a phased development, each phase being an independent act of development, capable of coming forward in distinct and separable phase... read more',
    reference: 'P/2025/3669',
    application_type: null,
    council: 'Hounslow',
    procedure: 'outline',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Selby/SELZG2025/1247/SCN (unseen-council)
  {
    description:
      'EIA Screening Opinion in relation to the erection of a data centre (Use Class B8) with ancillary office space, external plant, site access, parking, cabling, landscaping and associated works',
    reference: 'SELZG2025/1247/SCN',
    application_type: null,
    council: 'Selby',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Chelmsford/25/01716/FUL (unseen-council)
  {
    description:
      'Erection of two data centres (Use Class B8) with ancillary office space, public realm, hard and soft landscaping, vehicular/pedestrian/cycle access and circulation works, car and cycle parking, sustainable drainage systems, re-levelling, creation of a new culvert, and other associated works.',
    reference: '25/01716/FUL',
    application_type: null,
    council: 'Chelmsford',
    procedure: 'full',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Anglesey/FPL/2025/305 (unseen-council)
  {
    description:
      'Cais llawn ar gyfer newid defnydd adeiladau diwydiannol presennol (Dosbarth Defnydd B2) i Ganolfan Ddata AI (Dosbarth Defnydd B8) gan gynnwys ail-orchuddio drychiadau allanol, gosod peiriannau ac offer cysylltiedig, ynghyd â gwaith ategol yn y cyn / Full application for the change of use of existing industrial buildings (Use Class B2) to an AI Data Centre (Use Class B8) including recladding of external elevations, installation of associated plant and equipment, together with ancillary works at the former',
    reference: 'FPL/2025/305',
    application_type: null,
    council: 'Anglesey',
    procedure: 'full',
    dwelling_count: null,
    category: 'change-of-use',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:SouthWestDevon/3517/25/TPO (unseen-council)
  {
    description:
      'T1: Ash tree - Reduce eastern crown spread back to perimeter fence line from 4m to 1m and reduce crown height of remaining crown to 7m above ground level, due to tree encroaching on to data centre and disrupting data signal from servers',
    reference: '3517/25/TPO',
    application_type: null,
    council: 'South West Devon',
    procedure: 'tree-works',
    dwelling_count: null,
    category: 'trees',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Glasgow/24/01681/NMV03 (every-2-of-3)
  {
    description:
      'Mixed-use University campus development including: (1) teaching and learning buildings (Class 10) (up to 65,000 sq m); (2) University research buildings (Class 4) (up to 17,000 sq m); (3) commercial research & development/offices (Class 4) (up to 18,000 sq m); (4) retail shops (Class 1) (up to 4,000 sq m); (5) financial, professional and other services (Class 2) (up to 500 sq m; (6) food and drink (Class 3) (up to 2,500 sq m); (7) hotels (Class 7) (up to 12,500 sq m); (8) sports and recreation facilities (Class 11) (up to 500 sq m); (9) day nursery (Class 10) (up to 500 sq m); (10) crèche (Class 10) (up to 100 sq m) (11) residential flats (mainstream or student) (sui generis) (up to 14,500.sq m); (12) Data Centre (Class 4) (up to 3,000 sq m); (13) energy centre (sui generis); (14) means of access, servicing and parking arrangements: (15) related infrastructure; (16) related landscaping and (17) related public realm and demolition of existing buildings - approval of matters specified in conditions 2(1-10,12 & 13), 3, 4, 9-15, 22, 27-29, 33, 35-38, 41 & 42 of Planning Permission in Principle 19/00363/PPP, for the erection of a new University building (Class 10), cafe (Class 3), related infrastructure, landscaping and public realm (in so far as these relate to the development of Plot B) Non-material variation of planning application 24/01681/MSC.',
    reference: '24/01681/NMV03',
    application_type: null,
    council: 'Glasgow',
    procedure: 'amendment',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Newport/25/1016 (every-2-of-3)
  {
    description:
      'PARTIAL DISCHARGE OF CONDITION 10 (DETAILS OF FUTURE PRIMARY SUBSTATION) OF 25/0379 S73 APPLICATION TO VARY CONDITIONS 1 (APPROVED PLANS), 3 (LANDSCAPING), 4 (LEMP), 15 (PARKING), 16 (CYCLE STORAGE DETAILS), 17 (FOUL DRAINAGE) AND TO REMOVE CONDITION 6 (DORMICE METHOD STATEMENT) OF 24/0006 DEMOLITION OF REMAINDER OF EXISTING PRINCIPAL BUILDING AND REMAINING STRUCTURES AND CONSTRUCTION OF NEW DATA CENTRE (USE CLASS B8) ACROSS TWO MAIN BUILDINGS PLUS ANCILLARY STRUCTURES ANDS OTHER ASSOCIATED WORKS. AMENDMENTS INCLUDE CHANGES TO LAYOUT AND LANDSCAPING TO ACCOMMODATE SAB REQUIREMENTS, AMENDMENTS AND ADDITIONS TO ADMIN AND DATA HALL BUILDINGS, DESIGN AND SPECIFICATION OF GENERATORS, REVISIONS TO EXTERNAL LIGHTING AND REVISED DETAILS OF ANCILLARY STRUCTURES INCLUDING NEW CONDITION FOR FUTURE PRIMARY SUBSTATION',
    reference: '25/1016',
    application_type: null,
    council: 'Newport',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/254433OPDCOB (every-2-of-3)
  {
    description:
      "Application for approval of the external materials (condition 5) in respect of the approved sub-station only, pursuant to planning permission 24/0141/VAROPDC for section 73 application to vary Conditions 2 (approved plans and documents), 3 (development parameters), 5 (contaminated land site investigation), 6 (Construction and Environmental Management Plan), 7 (Construction Logistics Plan), 8 (circular economy details), 10 (Secured by Design), 11 (hard and soft landscaping), 12 (cycle parking), 13 (Fire Strategy), 19 (external lighting), 20 (green roofs), 21 (vehicular access), 22 (car parking implementation), 27 (vehicular access restriction), and 30 (energy statement) of planning permission 22/0059/FUMOPDC for 'Redevelopment of the site to provide a data centre (Use Class B8) with associated energy and electrical infrastructure, visitor reception building, security gatehouse, plant, boundary enclosures, car and cycle parking, hard and soft landscaping; and associated alterations to vehicular access arrangements including creation of new access from Concord Road and new access from Western Avenue service road; and associated external works.' Amendments are proposed primarily to replace the approved sub-station/ancillary office building with a standalone sub-station building, and to increase the size of the pocket park. x",
    reference: '254433OPDCOB',
    application_type: null,
    council: 'Ealing',
    procedure: 'other',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:TowerHamlets/PA/25/01998/S (every-2-of-3)
  {
    description:
      'Application for Non-Material amendment to planning permission ref: PA/21/02182, dated 01/12/23 and granted on appeal on 03/10/23 (appeal ref: APP/E5900/W/23/3320336). Non Material amendment(s) Sought: Alteration to approved Description of Development as follows: A hybrid planning application for: Detailed planning application for works to include: demolition of existing buildings and structures and the phased erection of buildings, comprising: residential build to rent homes (use class c3); student accommodation and ancillary facilities (sui generis); flexible 3 commercial floorspace (use class e); alterations to the listed dock wall and dock gardens to provide new pedestrian connections and improved access; alterations to the existing access road; associated improvements to streets, open spaces, landscaping and public realm; and provision of car and bicycle parking spaces and servicing spaces and other works incidental to the proposed development; Outline planning application (all matters reserved) for the balance of the site for: the phased erection of buildings for use as a data centre (use class b8), flexible creative workspace (use class e(g)), community space (class f2), and/or a swimming pool (class f2); and associated infrastructure; streets, open spaces, landscaping and public realm; car and bicycle parking spaces and servicing spaces; utilities including electricity substations; and other works incidental to the proposed development.',
    reference: 'PA/25/01998/S',
    application_type: null,
    council: 'Tower Hamlets',
    procedure: 'amendment',
    dwelling_count: null,
    category: 'new-homes',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Brent/25/3231 (every-2-of-3)
  {
    description:
      'Details pursuant to Condition 7 (Remediation Report), of Variation of Conditions application reference: 21/3117, dated 01/12/2021 for Variation of condition 2 (development built in accordance to approved plans) to allow : Increase the size and height of pumphouse. amend sprinkler tanks Alterations to the gate/fencing towards the southern boundary and additional landscaping Podium of Full Planning Permission reference: 20/1828, dated 2nd October 2020, for Alterations and extensions to existing building to include roof plant and generator compound extension, external buildings to house sub-station, plant equipment and gate house, re-configuration of the car parking layout and provision of security fencing in association with its use as a data centre (Use Class B8) at JVC House',
    reference: '25/3231',
    application_type: null,
    council: 'Brent',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Brent/25/3230 (rare-route)
  {
    description:
      'Details pursuant to Condition 11 (Construction Logistics Plan), of Full Planning Permission Reference: 22/4185, dated 01/03/2024, for Full planning application for the proposed development to extend the existing data centre on land to the north of the North Circular Road, incorporating 717 to 721 North Circular Road, including additional land to the rear, subject to Deed of Agreement dated 29th February 2024 under Section 106 of Town and Country Planning Act, 1990, as amended.',
    reference: '25/3230',
    application_type: null,
    council: 'Brent',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Canterbury/CA/25/02094 (every-2-of-3)
  {
    description:
      'Proposed data centre building and compound, engineering operations, fencing, parking and associated works.',
    reference: 'CA/25/02094',
    application_type: null,
    council: 'Canterbury',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:WhiteHorse/P25/V2462/FUL (unseen-council)
  {
    description:
      'Demolition of the existing building and structures on site, and all other associated site clearance works. Construction of a data centre building (Class B8) with plant at roof level with an emergency generator (1no.) and associated flue (provided within an external compound adjoining the data centre building), sprinkler tanks and pumphouse, security guard house, and provision of kiosk substation. The development also comprises the construction of a new access and internal road and circulation areas, footpaths, provision of car and bicycle parking, hard and soft landscaping and other associated works and ancillary site infrastructure. Amended plans received 26 March 2026.',
    reference: 'P25/V2462/FUL',
    application_type: null,
    council: 'Vale of White Horse',
    procedure: 'full',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Newport/25/0983 (every-2-of-3)
  {
    description:
      'CHANGE OF USE OF PART OF EXISTING INDUSTRIAL BUILDING (USE CLASS B2) TO DATA CENTRE (USE CLASS B8) INCLUDING RECLADDING OF EXTERNAL ELEVATIONS, INSTALLATION OF ASSOCIATED PLANT AND EQUIPMENT, AND ANCILLARY WORKS',
    reference: '25/0983',
    application_type: null,
    council: 'Newport',
    procedure: 'full',
    dwelling_count: null,
    category: 'change-of-use',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Runnymede/RU.25/1538 (unseen-council)
  {
    description:
      'Development of site to deliver data centre campus (sui generis use) consisting of (a) data centre buildings (b) energy, power, and water infrastructure (c) site access and internal roads (d) site security arrangements (e) hard and soft, green and blue, landscaping and (f) other ancillary and auxiliary forms of development (application includes elements approved under ref. RU.21/0780 and already constructed)',
    reference: 'RU.25/1538',
    application_type: null,
    council: 'Runnymede',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:SurreyHeath/25/1195/PCA (rare-route)
  {
    description:
      'Consultation from Runnymede Borough Council in respect of application RU.25/1538 for the development of site to deliver data centre campus consisting of (a) data centre buildings (b) energy, power, and water infrastructure (c) site access and internal roads (d) site security arrangements (e) hard and soft, green and blue, landscaping and (f) other ancillary and auxiliary forms of development (application includes elements approved under ref. RU.21/0780 and already constructed)',
    reference: '25/1195/PCA',
    application_type: null,
    council: 'Surrey Heath',
    procedure: 'other',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:OldOakParkRoyal/25/0207/ADVOPDC (unseen-council)
  {
    description:
      'Installation of 2no internally illuminated fascia signs to the southwestern elevation of data centre building (Phase 1a), 1no internally illuminated free standing totem sign to the northwestern elevation of work unit building (Phase 1b) and 1no internally illuminated free standing totem sign to southwestern elevation of data centre building (Phase 2)',
    reference: '25/0207/ADVOPDC',
    application_type: null,
    council: 'Old Oak Park Royal',
    procedure: 'advert-consent',
    dwelling_count: null,
    category: 'advertisement',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Fife/25/03079/SCR (rare-route)
  {
    description:
      'Environmental Impact Assessment screening request for data centre and associated infrastructure',
    reference: '25/03079/SCR',
    application_type: null,
    council: 'Fife',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:EastAyrshire/25/0008/PREAPP (rare-route)
  {
    description:
      'Data centre complex including data halls, substation, new road access, balancing pond, security, associated development, landscaping, new trees, wildflower meadow (major application)',
    reference: '25/0008/PREAPP',
    application_type: null,
    council: 'East Ayrshire',
    procedure: 'pre-application',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hertsmere/25/1588/ADJ (rare-route)
  {
    description:
      'Variation of Condition 3 (approved plans) to amend the approved Parameter Plan including minor variation to the Development Zone 1B boundary to increase the landscaping buffer, amend the building height restrictions in Development Zone 1A and the finished floor levels in Development Zone 1C and variation of Condition 12 (plant and barriers) to allow building flues up to 1 meter above the maximum building height of planning permission 5/2022/2966 dated 03/01/2024 for the demolition of existing buildings and the development of 7.57ha to provide flexible commercial/employment space falling within either Class B8 (Storage and Distribution) or a data centre and strategic landscaping with matters of access, layout, scale, appearance and other landscaping reserved (Adjacent Authority application).',
    reference: '25/1588/ADJ',
    application_type: null,
    council: 'Hertsmere',
    procedure: 'other',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/254196OPDCOB (every-2-of-3)
  {
    description:
      'Demolition of existing warehouse (Class B8) and phased redevelopment of site to provide a 25, 281sqm (GEA) data centre (Class B8) comprising main data centre building (structure up to 30m above ground level) with roof mounted flues (up to 36m above ground level) and attached three storey ancillary office, modular power room gantry, containerised generator gantry, entrance pavilion, substation, boundary enclosures, internal access road, car and cycle parking, landscaping, and alterations to vehicular and pedestrian access from Premier Park Road. (out of borough)',
    reference: '254196OPDCOB',
    application_type: null,
    council: 'Ealing',
    procedure: 'other',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:NorthLanarkshire/25/01159/PPP (every-2-of-3)
  {
    description: 'Data Centre including Associated Plant, Access and Parking Provision',
    reference: '25/01159/PPP',
    application_type: null,
    council: 'North Lanarkshire',
    procedure: 'outline',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Leeds/25/06139/FU (every-2-of-3)
  {
    description:
      'Hybrid planning application for a phased development seeking full planning permission for development of a data centre campus (Use Class B8), with associated energy, power and water infrastructure, site access and internal roads, site security arrangements, hard and soft landscaping, and other ancillary and auxiliary forms of development; and outline planning permission with all matters reserved save for access, for warehouse and distribution development (Use Class B8) with associated infrastructure inclusive of an EV charging forecourt, car parking and landscaping.',
    reference: '25/06139/FU',
    application_type: null,
    council: 'Leeds',
    procedure: 'outline',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:OldOakParkRoyal/25/0199/NMAOPDC (unseen-council)
  {
    description:
      'Non-material amendment pursuant to planning permission 21/0150/REMOPDC dated 18/11/2021 for ‘Phase 1a Reserved Matters Application with full details of access, layout, scale, appearance and landscaping pursuant to outline planning permission reference 21/0013/OUTOPDC dated 07/09/2021 for a data centre (Use Class B8), generator building, plant, sub-station, hard and soft landscaping and associated works’ seeking changes to the external appearance of the data centre and generator building and other updates to the wider site.',
    reference: '25/0199/NMAOPDC',
    application_type: null,
    council: 'Old Oak Park Royal',
    procedure: 'amendment',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:OldOakParkRoyal/25/0196/FUMOPDC (unseen-council)
  {
    description:
      'Demolition of existing warehouse (Class B8) and phased redevelopment of site to provide a data centre (Class B8) comprising main data centre building and attached ancillary office, modular power room gantry, containerised generator gantry with flues, entrance pavilion, substation, boundary enclosures, internal access road, car and cycle parking, landscaping, and alterations to vehicular and pedestrian access from Premier Park Road.',
    reference: '25/0196/FUMOPDC',
    application_type: null,
    council: 'Old Oak Park Royal',
    procedure: 'full',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Newark/25/SCO/00002 (unseen-council)
  {
    description:
      'Request for EIA scoping opinion in respect of land within the former Rufford Colliery for mixed use development comprising data centre and residential development up to 400 dwellings.',
    reference: '25/SCO/00002',
    application_type: null,
    council: 'Newark and Sherwood',
    procedure: 'eia-opinion',
    dwelling_count: 400,
    category: 'new-homes',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Waverley/PC/2025/02108 (rare-route)
  {
    description:
      'Consultation from a neighbouring authority for outline planning application for phased development involving demolition of existing buildings and the erection of new flexible use employment floorspace (use classes e(g)(i)-(iii)/b2/b8 (including data centres) and associated works. All matters reserved except access.',
    reference: 'PC/2025/02108',
    application_type: null,
    council: 'Waverley',
    procedure: 'other',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:SurreyHeath/25/1155/PCA (rare-route)
  {
    description:
      'Consultation from Rushmoor Borough Council in respect of application no. 25/00537/OUTPP for Outline planning application for phased development involving demolition of existing buildings and the erection of new flexible use employment floorspace (Use Classes E(g)(i)-(iii)/B2/B8 (including data centres) and associated works. All matters reserved except access at Land At Cody Technology Park And Ball Hill Ively Road Farnborough Hampshire',
    reference: '25/1155/PCA',
    application_type: null,
    council: 'Surrey Heath',
    procedure: 'other',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Guildford/25/CON/00054 (rare-route)
  {
    description:
      'Consultation from Rushmoor Borough Council for: Outline planning application for phased development involving demolition of existing buildings and the erection of new flexible use employment floorspace (Use Classes E(g)(i)-(iii)/B2/B8 (including data centres) and associated works. All matters reserved except access at Land At Cody Technology Park And Ball Hill Ively Road Farnborough Hampshire (accompanied by an Environmental Statement).',
    reference: '25/CON/00054',
    application_type: null,
    council: 'Guildford',
    procedure: 'other',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Chesterfield/CHE/25/00799/FUL (every-2-of-3)
  {
    description:
      'Development of a modular data centre, associated equipment and structures, staff accommodation, fencing and associated works',
    reference: 'CHE/25/00799/FUL',
    application_type: null,
    council: 'Chesterfield',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/254076OPDCOB (every-2-of-3)
  {
    description:
      "Reserved Matters application with full details of appearance, layout, scale, the means of access and the landscaping of the development pursuant to outline planning permission 21/0182/OUTOPDC dated 13 October 2022 for 'Outline planning application (all matters reserved) for demolition and redevelopment to provide a data centre (Use Class B8) of up to 35, 000sqm including ancillary offices, internal plant and equipment (including flues), and substation. In addition, up to 1, 000sqm of work units and café/coffee shop (Use Class E(a/b), E(g)(ii) & E(g)(iii), B2); car parking; provision of external plant and equipment (including flues); creation of servicing areas and provision of associated services, including waste, refuse, cycle storage, and lighting; and for the laying out of the buildings, routes and open spaces within the development; and all associated works and operations including but not limited to: demolition; earthworks; provision of attenuation infrastructure, engineering operations ( out of borough)",
    reference: '254076OPDCOB',
    application_type: null,
    council: 'Ealing',
    procedure: 'other',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:CentralBedfordshire/CB/25/03400/RM (unseen-council)
  {
    description:
      'Reserved Matters: following Outline application CB/12/03613/OUT (Outline planning permission with the details of access, appearance, landscaping, layout and scale reserved for later determination. Development to comprise: up to 5,150 dwellings (Use Class C3); up to 202,500 sqm gross of additional development in Use Classes: A1, A2, A3 (retail), A4 (public house), A5 (take away); B1, B2, B8 (offices, industrial and storage and distribution); C1 (hotel), C2 (care home), D1 and D2 (community and leisure); car showroom; data centre; petrol filling station; car parking; primary substation; energy centre; and for the laying out of the buildings; routes and open spaces within the development; and all associated works and operations including but not limited to: demolition; earthworks; engineering operations. All development, works and operations to be in accordance with the Development Parameters Schedule and Plans.). Approval of Access, Appearance, Landscaping, Layout and Scale for 259 dwellings and associated works.',
    reference: 'CB/25/03400/RM',
    application_type: null,
    council: 'Central Bedfordshire',
    procedure: 'reserved-matters',
    dwelling_count: 259,
    category: 'new-homes',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:NorthTyneside/25/01382/ADJLPA (every-2-of-3)
  {
    description:
      'Reserved matters application (for layout, scale and appearance) pursuant to outline planning permission 24/04112/OUTES, for an electricity substation on Phase 1b of the data centre campus',
    reference: '25/01382/ADJLPA',
    application_type: null,
    council: 'North Tyneside',
    procedure: 'other',
    dwelling_count: null,
    category: 'infrastructure',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Bucks/PL/25/4351/FA (every-2-of-3)
  {
    description:
      'Demolition of all existing units and structures on site and redevelopment of site to provide data centre development comprising data centre building, MV building, 1 sprinkler water tank and pump building, security hut, substation compound including 2 switchrooms and electrical infrastructure, generator yard with 27 back-up generators, 1 diesel tank and re-fuelling area, water tanks, bin store, perimeter security fencing, car and cycle parking and associated ancillary site infrastructure.',
    reference: 'PL/25/4351/FA',
    application_type: null,
    council: 'Buckinghamshire',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:WhiteHorse/P25/V2199/S73 (unseen-council)
  {
    description:
      'Variation of conditions 1 (Approved Plans) and 7 (Implementation of Foul and Surface Water Drainage) on application P22/V1857/O and partial discharge of conditions 18 (Landscape Management Plan), 21 (Landscape and Ecology Management Plan), 22 (Biodiversity Construction Environment Management Plan) and 24 (Tree Protection) on application P22/V1857/O. (Hybrid application comprising: 1. Outline planning permission for the erection of up to 197,000m2 Use Class B8 data centre development with ancillary Use Class E office space, together with associated groundworks, utilities, infrastructure, engineering and enabling works. Matters relating to appearance, landscaping, drainage, layout and scale of the development areas reserved for subsequent approval; and 2. Full planning permission for the construction of new and improved site access, new access roads, hard & soft landscaping, creation of SUDS and all associated infrastructure and engineering works.)',
    reference: 'P25/V2199/S73',
    application_type: null,
    council: 'Vale of White Horse',
    procedure: 'amendment',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:WhiteHorse/P25/V2197/RM (unseen-council)
  {
    description:
      'Reserved Matters application for the approval of details relating to appearance, landscaping, layout and scale for a data centre campus, to include 4 no. data centre buildings, gate house and other ancillary buildings and plant, associated site access roads, boundary security fencing, CCTV and landscaping pursuant to outline planning permission P25/V2199/S73Â (Variation of conditions 1 (Approved Plans) and 7 (Implementation of Foul and Surface Water Drainage) on application P22/V1857/O and partial discharge of conditions 18 (Landscape Management Plan), 21 (Landscape and Ecology Management Plan), 22 (Biodiversity Construction Environment Management Plan) and 24 (Tree Protection) on application P22/V1857/O and discharge of outline conditions 5, 16, 18, 21 and 26 in relation to RMA2 phase only.',
    reference: 'P25/V2197/RM',
    application_type: null,
    council: 'Vale of White Horse',
    procedure: 'reserved-matters',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Broxbourne/07/25/0849/DRC (unseen-council)
  {
    description:
      'Approval of details reserved by condition no. 26 (Drainage calculations and drainage layout) of planning permission ref. 07/18/1181/O (as amended by 07/21/0447/F - Outline application for construction of a high-tech employment development comprising: 1) A data centre facility (up to 62,000 sq.m) and associated ancillary plant storage and office space 2) Business space (up to 22,800 sq.m) reserved for B1/B2/B8 use 3) Open space, landscaping and flood mitigation 4) Associated vehicular access from the A10 (Great Cambridge Road) and Lieutenant Ellis Way 5) Electricity sub-station).',
    reference: '07/25/0849/DRC',
    application_type: null,
    council: 'Broxbourne',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Gwynedd/C25/0740/20/AM (every-2-of-3)
  {
    description:
      "Cais amlinellol gyda holl faterion wedi eu cadw'n ol ar gyfer dymchwel adeiladau a strwythurau presennol, ailraddio'r tir a codi adeilad canolfan data (B8) ynghyd a chyfarpar cysylltiol i gynnwys generaduron, peirianwaith, cyfarpar, is-orsaf(oedd), mynedfeydd, parcio ac ardaloedd gwasanaethu, gwaith draenio a peirianyddol gan gynnwys cysylltu ac ail-leoli gwasanaethau Outline application will all matters reserved for the demolition of existing buildings/structures, re-grading of land and erection of Class B8 data centre building(s) with all associated back-up generators, plant, equipment, sub-station(s), accesses, parking and servicing areas, drainage and engineering works, including services diversion/connection.",
    reference: 'C25/0740/20/AM',
    application_type: null,
    council: 'Gwynedd',
    procedure: 'outline',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:OldOakParkRoyal/25/0179/REMOPDC (unseen-council)
  {
    description:
      "Reserved Matters application with full details of appearance, layout, scale, the means of access and the landscaping of the development pursuant to outline planning permission 21/0182/OUTOPDC dated 13 October 2022 for 'Outline planning application (all matters reserved) for demolition and redevelopment to provide a data centre (Use Class B8) of up to 35,000sqm including ancillary offices, internal plant and equipment (including flues), and substation. In addition, up to 1,000sqm of work units and café/coffee shop (Use Class E(a/b), E(g)(ii) & E(g)(iii), B2); car parking; provision of external plant and equipment (including flues); creation of servicing areas and provision of associated services, including waste, refuse, cycle storage, and lighting; and for the laying out of the buildings, routes and open spaces within the development; and all associated works and operations including but not limited to: demolition; earthworks; provision of attenuation infrastructure, engineering operations'.",
    reference: '25/0179/REMOPDC',
    application_type: null,
    council: 'Old Oak Park Royal',
    procedure: 'reserved-matters',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Gwynedd/C25/0754/20/SC (rare-route)
  {
    description:
      "Dymchwel adeiladau a strwythurau presennol, ailraddio'r tir a codi adeilad canolfan data (B8) ynghyd a chyfarpar cysylltiol i gynnwys generaduron, peirianwaith, cyfarpar, is-orsaf(oedd), mynedfeydd, parcio ac ardaloedd gwasanaethu, gwaith draenio a peirianyddol gan gynnwys cysylltu ac ail-leoli gwasanaethau Demolition of existing buildings/structures, re-grading of land and erection of Class B8 data centre building(s) with all associated back-up generators, plant, equipment, sub-station(s), accesses, parking and servicing areas, drainage and engineering works, including services diversion/connection.",
    reference: 'C25/0754/20/SC',
    application_type: null,
    council: 'Gwynedd',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Stoke/25/FUL/00668 (every-2-of-3)
  {
    description:
      'Conversion of ground floor of Building 4A to remote computing AI data centre and multi-use events space for exhibitions, performances, cultural and community functions for up 3 years. Conversion of the ground floor of Building 4B to two office units and the Upper Floors to nine aparthotel suites (Use Class C1) linked to the adjacent Potbank Aparthotel. Works to include the roof extended upwards for thermal upgrades, external alterations, a roof terrace, installation of solar panels, renewable heating integration (including waste heat recovery), and sustainable drainage measures',
    reference: '25/FUL/00668',
    application_type: null,
    council: 'Stoke on Trent',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Spelthorne/25/01226/FUL (unseen-council)
  {
    description:
      'Installation of underground and ground mounted structures to support electrical connection and communication cables with temporary construction compounds, and associated infrastructure and works in association with proposed Data Centre and Battery Energy Storage System at Manor Farm, Poyle Rd, Colnbrook, Slough SL3 0BL',
    reference: '25/01226/FUL',
    application_type: null,
    council: 'Spelthorne',
    procedure: 'full',
    dwelling_count: null,
    category: 'infrastructure',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:EastLothian/25/00008/SCR (unseen-council)
  {
    description: 'Green energy data centre and community renewable heat hub',
    reference: '25/00008/SCR',
    application_type: null,
    council: 'East Lothian',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Rushmoor/25/00537/OUTPP (every-2-of-3)
  {
    description:
      'Outline planning application for phased development involving demolition of existing buildings and the erection of new flexible use employment floorspace (Use Classes E(g)(i)-(iii)/B2/B8 (including data centres) and associated works. All matters reserved except access',
    reference: '25/00537/OUTPP',
    application_type: null,
    council: 'Rushmoor',
    procedure: 'outline',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/253874FUL (every-2-of-3)
  {
    description:
      'Redevelopment of the site to provide a hyperscale data centre (Sui Generis) with ancillary offices, plant and equipment; affordable workspace including a training centre and ancillary amenities (Use Class E); substation; access; parking; landscaping; and associated infrastructure.',
    reference: '253874FUL',
    application_type: null,
    council: 'Ealing',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Bucks/PL/25/4583/ADJ (rare-route)
  {
    description:
      'Consultation from West Northamptonshire Council on planning application 2025/3287/MAF - Demolition of temporary modular workshop building, and the erection of a data centre facility, including bridge link, landscaping and associated works for Aston Martin Formula One Team',
    reference: 'PL/25/4583/ADJ',
    application_type: null,
    council: 'Buckinghamshire',
    procedure: 'other',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/75111/APP/2025/2525 (every-2-of-3)
  {
    description:
      'Details pursuant to the partial discharge of Condition 17 (Drainage Verification) in relation to Union Park 2 (UP2) and UP3 only as attached to planning permission ref. 75111/APP/2020/1955 dated 15-04-2021 (Site clearance and preparation, including the demolition of remaining buildings, and the redevelopment of the site to provide: a new data centre (Use Class B8), a HV Sub-Station, works to the highway, car parking, cycle parking, associated infrastructure, enclosures and necessary physical security systems, hard and soft landscaping (including works to the River Crane) and ancillary uses, as well as associated external works.)',
    reference: '75111/APP/2025/2525',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Rhondda/25/0981/FUL (unseen-council)
  {
    description:
      'Change of use from Office (Use Class E) to Data Centre (Use Class B8), alongside external works, associated infrastructure, parking and servicing, and landscaping.',
    reference: '25/0981/FUL',
    application_type: null,
    council: 'Rhondda',
    procedure: 'full',
    dwelling_count: null,
    category: 'change-of-use',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Swindon/S/COND/25/1166 (every-2-of-3)
  {
    description:
      'Discharge of Condition 13 (Lighting) from Planning Application S/21/1760 - Section 73 Application for minor revisions and updates to planning permission S/21/0518/PEEG granted on 9th August 2021 for Erection of a replacement Data Centre (containing data halls, associated electrical and AHU Plant Rooms, loading bay, maintenance and storage space, office administration areas and plant at roof level), emergency back-up generators and emission stacks, diesel tanks and filling area, electrical switchroom, a water sprinkler pump room and storage tank, a gate house, site access, internal access roads, hard/soft landscaping, and rainwater infiltration pond to allow for levels changes in two landscaped areas resulting in amendments to Condition 2, 4, 5, 6, 7, 8, 10, and 14.',
    reference: 'S/COND/25/1166',
    application_type: null,
    council: 'Swindon',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Swindon/S/COND/25/1167 (every-2-of-3)
  {
    description:
      'Discharge of Condition 15 (BREEAM) - from Planning Application S/21/1760 - Section 73 Application for minor revisions and updates to planning permission S/21/0518/PEEG granted on 9th August 2021 for Erection of a replacement Data Centre (containing data halls, associated electrical and AHU Plant Rooms, loading bay, maintenance and storage space, office administration areas and plant at roof level), emergency back-up generators and emission stacks, diesel tanks and filling area, electrical switchroom, a water sprinkler pump room and storage tank, a gate house, site access, internal access roads, hard/soft landscaping, and rainwater infiltration pond to allow for levels changes in two landscaped areas resulting in amendments to Condition 2, 4, 5, 6, 7, 8, 10, and 14.',
    reference: 'S/COND/25/1167',
    application_type: null,
    council: 'Swindon',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Sefton/DC/2025/01324 (unseen-council)
  {
    description:
      'Demolition of all existing buildings and construction of a new building, comprising two two-storey data centre halls (Use Class B8 / Sui Generis), connected by a central three-storey block housing ancillary office floorspace and associated amenity and storage floorspace, alongside the construction of a new substation, relocation of the existing 11kV substation, and the formation of new internal access roads, parking, landscaping, boundary treatments and other ancillary works',
    reference: 'DC/2025/01324',
    application_type: null,
    council: 'Sefton',
    procedure: 'full',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Broxbourne/07/25/0782/CONRV (unseen-council)
  {
    description:
      'Proposed variation of condition no.2 (Approved Drawings) of planning permission 07/24/0348/F (Flexible change of use to allow a Sui Generis Data Centre (to include the development of battery storage for solar PV, cooling infrastructure, vented screening, bunded fuel store, generator, site transformer and high voltage switch gear) in addition to the permitted Class E (g) (iii), B2 and B8 uses).',
    reference: '07/25/0782/CONRV',
    application_type: null,
    council: 'Broxbourne',
    procedure: 'amendment',
    dwelling_count: null,
    category: 'change-of-use',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:NorthLanarkshire/25/00989/PAN (rare-route)
  {
    description:
      'Data centre complex including data halls, substation, new road accesses, balancing ponds, security, associated development, landscaping, habitat and biodiversity areas (major application)',
    reference: '25/00989/PAN',
    application_type: null,
    council: 'North Lanarkshire',
    procedure: 'pre-application',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:WestBerkshire/25/02116/COND (unseen-council)
  {
    description:
      'Approval of details reserved by Condition (1) Commencement of planning permission 20/02029/COMIND: Development of an Energy Recovery Centre and adjacent Data Centre and associated infrastructure',
    reference: '25/02116/COND',
    application_type: null,
    council: 'West Berkshire',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Glasgow/24/01681/DOC03 (every-2-of-3)
  {
    description:
      'Mixed-use University campus development including: (1) teaching and learning buildings (Class 10) (up to 65,000 sq m); (2) University research buildings (Class 4) (up to 17,000 sq m); (3) commercial research & development/offices (Class 4) (up to 18,000 sq m); (4) retail shops (Class 1) (up to 4,000 sq m); (5) financial, professional and other services (Class 2) (up to 500 sq m; (6) food and drink (Class 3) (up to 2,500 sq m); (7) hotels (Class 7) (up to 12,500 sq m); (8) sports and recreation facilities (Class 11) (up to 500 sq m); (9) day nursery (Class 10) (up to 500 sq m); (10) crèche (Class 10) (up to 100 sq m) (11) residential flats (mainstream or student) (sui generis) (up to 14,500.sq m); (12) Data Centre (Class 4) (up to 3,000 sq m); (13) energy centre (sui generis); (14) means of access, servicing and parking arrangements: (15) related infrastructure; (16) related landscaping and (17) related public realm and demolition of existing buildings - approval of matters specified in conditions 2(1-10,12 & 13), 3, 4, 9-15, 22, 27-29, 33, 35-38, 41 & 42 of Planning Permission in Principle 19/00363/PPP, for the erection of a new University building (Class 10), cafe (Class 3), related infrastructure, landscaping and public realm (in so far as these relate to the development of Plot B) - Discharge of condition 03 of planning permission 24/01681/MSC.',
    reference: '24/01681/DOC03',
    application_type: null,
    council: 'Glasgow',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Broxbourne/07/25/0758/DRC (unseen-council)
  {
    description:
      'Application for the approval of details reserved by condition no. 17 (samples of all external facing and roofing materials within any phase) of planning ref. 07/23/0358/F (variation of condition 3 approved plans of planning permission 07/18/1181/O and 07/21/0447/F to regularise the increased height of data centre and footprint of electricity substation and amend drawing label from ground levels to existing ground levels)',
    reference: '07/25/0758/DRC',
    application_type: null,
    council: 'Broxbourne',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Havering/P1169.25 (every-2-of-3)
  {
    description:
      'Erection of a rear extension to the existing data centre to provide a goods lift and modular loading bay',
    reference: 'P1169.25',
    application_type: null,
    council: 'Havering',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hart/25/01709/AMCON (unseen-council)
  {
    description:
      'Variation of conditions 2 (Approved Drawings), 3 (Drainage Strategy), 8 (Car Parking Facilities), and 9 (Cycle Parking Facilities) of planning permission ref. 22/01088/FUL (Erection of two storey data centre and plant enclosure on existing car park).',
    reference: '25/01709/AMCON',
    application_type: null,
    council: 'Hart',
    procedure: 'amendment',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/18399/APP/2025/2300 (every-2-of-3)
  {
    description:
      'Details pursuant to the discharge of Conditions 10 (Details of Chiller Plant) and 11 (Details of Generator Plant) as attached to planning permission reference 18399/APP/2025/16 dated 01-09-2025 (An application submitted under Section 73 of the Town and Country Planning Act 1990 to vary Conditions 2 (Approved Drawings) and 3 (Compliance with supporting documentation) of planning permission reference 18399/APP/2022/411, dated 03-05-2023 (Installation of plant and equipment to unit DC6 including external plant equipment, external louvres and associated security fencing and landscaping, to facilitate use of the building as a data centre) to make changes to the design of the development.).',
    reference: '18399/APP/2025/2300',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:WhiteHorse/P25/V1887/NM (unseen-council)
  {
    description:
      'Non-material amendment to planning permission P24/V1033/FUL-increase in the height of the ridge, changes to internal layout, external stairs repositioned, entrance moved and new canopy and drainage scheme amended. Erection of a building to accommodate a data centre with external plant, associated acoustic barrier and boundary fencing',
    reference: 'P25/V1887/NM',
    application_type: null,
    council: 'Vale of White Horse',
    procedure: 'amendment',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:WhiteHorse/P25/V1860/SCR (unseen-council)
  {
    description:
      'EIA screening opinion request in support of the Reserved Matters Application (RMA) for the approval of details (Layout, Scale, Appearance and Landscaping) for Phase 2 of the proposed data centre development at the former Didcot A Power Station',
    reference: 'P25/V1860/SCR',
    application_type: null,
    council: 'Vale of White Horse',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hart/25/01617/CON (unseen-council)
  {
    description:
      'Approval of condition 10: Construction Method Statement pursuant to 22/01088/FUL: Erection of two storey data centre and plant enclosure on existing car park',
    reference: '25/01617/CON',
    application_type: null,
    council: 'Hart',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Cherwell/25/02190/HYBRID (every-2-of-3)
  {
    description:
      'A hybrid planning application consisting of: demolition of buildings and structures as listed in Schedule 1, Up to 9,000 new dwellings (Class C3) comprised of: Outline planning permission for up to 8,848 dwellings (Class C3) and Change of Use of Buildings 320, 345, 350,172 for up to152 dwellings (Class C3), outline planning permission for up to: 4,610 sq.m of new light industrial buildings (Class B2), 2,600 sq.m of new warehouse buildings (Class B8), 5,500 sq.m of new hotel buildings (Class C1), 35,350 sq.m of new commercial, business and service buildings (Class E), comprising of retail, restaurant/café, indoor sport/recreation and fitness, medical/health services, creche/nursery, and office/research & development, Learning buildings (Class F1), comprising of four primary schools (1 x 2FE and 3 x 3FE) , 1 secondary school (1 x 9FE), a Centre for Peace Studies (1,100 sq.m.) and library buildings (520 sq.m), 6,550 sq.m of local community uses (Class F2), comprising of community centre, leisure centre/swimming pool and facilities for outdoor sport, 1,000 sq.m of Public House/restaurant (sui generis), 7,500 sq.m for datacentre buildings (Class B8), Renewable energy generation with associated infrastructure, including 3 wind turbines, solar pv and battery energy storage systems. The change of use of existing buildings: Permanent change of use of buildings and structures as listed in Schedule 2, associated infrastructure works, including surface water attenuation provision, improvements to foul drainage systems, highway and transport works, green and blue infrastructure provision.',
    reference: '25/02190/HYBRID',
    application_type: null,
    council: 'Cherwell',
    procedure: 'outline',
    dwelling_count: 9000,
    category: 'new-homes',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/75111/APP/2025/2237 (every-2-of-3)
  {
    description:
      'Details pursuant to the partial discharge of Condition 9 (Landscape Scheme) in relation to UP2 and UP3 only as attached to planning permission ref. 75111/APP/2020/1955, dated 15-04-2021 (Site clearance and preparation, including the demolition of remaining buildings, and the redevelopment of the site to provide: a new data centre (Use Class B8), two MV Energy Centres (including stand-by generation plant and gas storage), a HV Sub-Station, a visitor reception centre, plant, the creation of a new footpath and cycleway link to the canal towpath, works to the highway, car parking, cycle parking, associated infrastructure, enclosures and necessary physical security systems, hard and soft landscaping (including works to the River Crane) and ancillary uses, as well as associated external works).',
    reference: '75111/APP/2025/2237',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Harlow/HW/LDOC/25/00366 (rare-route)
  {
    description:
      'LDO Compliance Application - Data Centre Development at the Powerrapid Ltd Site, London Road North',
    reference: 'HW/LDOC/25/00366',
    application_type: null,
    council: 'Harlow',
    procedure: 'other',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/75111/APP/2025/2153 (every-2-of-3)
  {
    description:
      'Details pursuant to the partial discharge of Condition 10 (Green Roof and Walls) in relation to Union Park 2 (UP2) and UP3 only as attached to planning permission ref. 75111/APP/2020/1955 dated 15-04-2021 (Site clearance and preparation, including the demolition of remaining buildings, and the redevelopment of the site to provide: a new data centre (Use Class B8), a HV Sub-Station, works to the highway, car parking, cycle parking, associated infrastructure, enclosures and necessary physical security systems, hard and soft landscaping (including works to the River Crane) and ancillary uses, as well as associated external works.)',
    reference: '75111/APP/2025/2153',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/75111/APP/2025/2120 (every-2-of-3)
  {
    description:
      'Details pursuant to the discharge of Condition 41 (District Heating Strategy) as attached to planning permission ref. 75111/APP/2020/1955 dated 15-04-2021 (Site clearance and preparation, including the demolition of remaining buildings, and the redevelopment of the site to provide: a new data centre (Use Class B8), two MV Energy Centres (including stand-by generation plant and gas storage), a HV Sub-Station, a visitor reception centre, plant, the creation of a new footpath and cycleway link to the canal towpath, works to the highway, car parking, cycle parking, associated infrastructure, enclosures and necessary physical security systems, hard and soft landscaping (including works to the River Crane) and ancillary uses, as well as associated external works).',
    reference: '75111/APP/2025/2120',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:WestLothian/0625/PAC/25 (rare-route)
  {
    description:
      'Proposal of application notice for the erection of an AI Data Centre Campus with a 250 MW demand utility capacity with ancillary battery energy storage system (BESS) (to be consented via separate Section 36 application to Scottish Government), car parking, landscaping, roads, access and associated works',
    reference: '0625/PAC/25',
    application_type: null,
    council: 'West Lothian',
    procedure: 'pre-application',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Edinburgh/25/03978/PAN (rare-route)
  {
    description:
      'AI data centre campus with a 200MW demand utility capacity with car parking, landscaping, roads, access and associated works.',
    reference: '25/03978/PAN',
    application_type: null,
    council: 'Edinburgh',
    procedure: 'pre-application',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Newport/25/0616 (every-2-of-3)
  {
    description:
      'PARTIAL DISCHARGE OF CONDITION 11 (MATERIALS) OF 24/0006 DEMOLITION OF REMAINDER OF EXISTING PRINCIPAL BUILDING AND REMAINING STRUCTURES AND CONSTRUCTION OF NEW DATA CENTRE (USE CLASS B8) ACROSS TWO MAIN BUILDINGS PLUS ANCILLARY STRUCTURES ANDS OTHER ASSOCIATED WORKS',
    reference: '25/0616',
    application_type: null,
    council: 'Newport',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/78954/APP/2025/1996 (every-2-of-3)
  {
    description:
      "Out of borough consultation from Buckinghamshire County Council for 'Outline planning application for proposed development of data centre building (Use Class B8), ancillary offices, plant and equipment, substation, new access/egress, internal road and bridge, landscaping, biodiversity and drainage features, upgrade works to the public right of way, and associated works (matter to be considered at this stage: access).'",
    reference: '78954/APP/2025/1996',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'other',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Bucks/PL/25/2380/CONDA (every-2-of-3)
  {
    description:
      'Approval of condition 4 (drainage details) of planning permission 22/06872/VCDN - Variation of Conditions 2 and 3 (plan numbers and development phasing) attached to 08/05740/FULEA [Erection of 4 no. Data centre buildings (sui generis use) together with associated groundworks, plant, electricity sub-station, security fence, gates and piers, landscaping, amendment to existing vehicular access(es), internal roads, service areas and provision of 150 car parking spaces with retention of the existing office building and "Ballroom" building fronting Haw Lane for ancillary operational uses and demolition of all other buildings and structures] to allow for relocation of substation enclosure',
    reference: 'PL/25/2380/CONDA',
    application_type: null,
    council: 'Buckinghamshire',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Bradford/25/02212/MAF (every-2-of-3)
  {
    description: 'Construction of data centre and associated infrastructure, access, parking and landscaping',
    reference: '25/02212/MAF',
    application_type: null,
    council: 'Bradford',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/1331/APP/2025/1968 (every-2-of-3)
  {
    description:
      'Details pursuant to the partial discharge of Condition 24 (External lighting- Block F2 only) as attached to planning permission ref: 1331/APP/2021/751, dated 19-05-2021 (Section 73 application seeking a variation to Condition 61 (Approved Drawings) of planning permission ref: 1331/APP/2019/1666 dated 11-09-20 (Section 73 application to vary Condition 9 (Residential Condition - Approved Plans) of planning permission ref: 1331/APP/2017/1883 dated 28/06/2018 (Part demolition of existing factory buildings and associated structures, and redevelopment to provide residential dwellings (Use Class C3), office, retail, community and leisure uses (Use Class A1/A3/A4/B1/B8/D1/D2), commercial floorspace (Use Classes B1c/B2/B8) and Data Centre (Sui Generis), amenity and playspace, landscaping, allotments, access, service yards, associated car parking and other engineering works) (as amended by application ref: 1331/APP/2020/50 dated 06/02/20)).',
    reference: '1331/APP/2025/1968',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'new-homes',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/1331/APP/2025/1966 (every-2-of-3)
  {
    description:
      'Details pursuant to the partial discharge of Condition 30 (Ground and Finished Floor Levels - Block F2 only) as attached to planning permission ref: 1331/APP/2021/751, dated 19-05-2021 (Section 73 application seeking a variation to Condition 61 (Approved Drawings) of planning permission ref: 1331/APP/2019/1666 dated 11-09-20 (Section 73 application to vary Condition 9 (Residential Condition - Approved Plans) of planning permission ref: 1331/APP/2017/1883 dated 28/06/2018 (Part demolition of existing factory buildings and associated structures, and redevelopment to provide residential dwellings (Use Class C3), office, retail, community and leisure uses (Use Class A1/A3/A4/B1/B8/D1/D2), commercial floorspace (Use Classes B1c/B2/B8) and Data Centre (Sui Generis), amenity and playspace, landscaping, allotments, access, service yards, associated car parking and other engineering works) (as amended by application ref: 1331/APP/2020/50 dated 06/02/20)).',
    reference: '1331/APP/2025/1966',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'new-homes',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/18399/APP/2025/1908 (every-2-of-3)
  {
    description:
      'Details pursuant to the discharge of Condition 12 (Operating Regime for Emergency Generator) as attached to planning permission reference 18399/APP/2022/411 dated 03-05-2023 (Installation of plant and equipment to unit DC6 including external plant equipment, external louvres and associated security fencing and landscaping, to facilitate use of the building as a data centre).',
    reference: '18399/APP/2025/1908',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:OldOakParkRoyal/25/0121/NMAOPDC (unseen-council)
  {
    description:
      'Application for non-material amendment to vary the wording of Condition 4 (Noise) of planning permission 22/0142/REMOPDC dated 25/01/2023 for reserved matters application with full details of access, layout, scale, appearance and landscaping pursuant to outline planning permission reference 20/0122/OUTOPDC dated 27/09/2022 for a data centre (Use Class B8), generator building, plant, sub-station, hard and soft landscaping and associated works.',
    reference: '25/0121/NMAOPDC',
    application_type: null,
    council: 'Old Oak Park Royal',
    procedure: 'amendment',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Reading/PL/25/0995 (rare-route)
  {
    description:
      'Request for observations by Reading Borough Council to West Berkshire District Council on WBDC application 25/01423/COND: Application for Approval of Details Reserved by Conditions 33 (Contaminated Land) and 38 (Pollution Prevention Plan) of planning permission 20/02029/COMIND - Development of an Energy Recovery Centre and adjacent Data Centre and associated infrastructure.',
    reference: 'PL/25/0995',
    application_type: null,
    council: 'Reading',
    procedure: 'other',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/18399/APP/2025/1881 (every-2-of-3)
  {
    description:
      'Details pursuant to the discharge of Condition 13 (Emission Reductions and Management Plan) as attached to planning permission reference 18399/APP/2022/411 dated 03-05-2023 (Installation of plant and equipment to unit DC6 including external plant equipment, external louvres and associated security fencing and landscaping, to facilitate use of the building as a data centre).',
    reference: '18399/APP/2025/1881',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Sefton/DC/2025/01117 (unseen-council)
  {
    description:
      'Environmental Impact Assessment (EIA) Screening Opinion for the demolition of the existing buildings on site and construction and operation of a data centre at 51 Bridle Road, Netherton',
    reference: 'DC/2025/01117',
    application_type: null,
    council: 'Sefton',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:OldOakParkRoyal/25/0120/SCROPDC (unseen-council)
  {
    description:
      'Request for an Environmental Impact Assessment Screening Opinion in accordance with Regulation 6 of the Town and Country Planning (Environmental Impact Assessment) Regulations 2017 (as amended), in association with the redevelopment of the site to provide a data centre building with associated structures.',
    reference: '25/0120/SCROPDC',
    application_type: null,
    council: 'Old Oak Park Royal',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Bucks/PL/25/2076/OA (every-2-of-3)
  {
    description:
      'Outline planning application with all matters reserved, except for the principal points of access from Pinewood Road and Uxbridge Road, to comprise data centre (Use Class B8) of up to 55,030 sq m (592,338 sq ft) GIA of data hall building floorspace, with additional power sub stations, associated plant, emergency back-up generators and associated fuel storage, vehicular and pedestrian access, car and cycle parking, landscaping, sustainable drainage system, other associated works, community garden (including growing space, orchard, informal recreation, learning space and multi-use site hub building of up to 500 sq m GIA) all to be delivered in phases (each phase being a separate and severable part of the development).',
    reference: 'PL/25/2076/OA',
    application_type: null,
    council: 'Buckinghamshire',
    procedure: 'outline',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/252552OPDCOB (every-2-of-3)
  {
    description:
      'Details of condition 2 (Lighting Strategy - Substation) for Phase 1a pursuant to planning permission 21/0150/REMOPDC dated 18/11/2021 for phase 1a Reserved Matters Application with full details of access, layout, scale, appearance and landscaping pursuant to outline planning permission reference 21/0013/OUTOPDC dated 07/09/2021 for a data centre (Use Class B8), generator building, plant, sub-station, hard and soft landscaping and associated works ( out of borough)',
    reference: '252552OPDCOB',
    application_type: null,
    council: 'Ealing',
    procedure: 'other',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:SouthGloucestershire/P25/01542/RVC (every-2-of-3)
  {
    description:
      'Removal of condition 3 attached to permission P24/02501/F. Change of use from (Data Centre) Sui Generis, to a flexible use of (Class E(giii)) Industrial processes, (Class B2) General Industry (Class B8 ) Storage or distribution, as defined in the Town and Country Planning (Use Classes) Order 1987 (as amended).',
    reference: 'P25/01542/RVC',
    application_type: null,
    council: 'South Gloucestershire',
    procedure: 'amendment',
    dwelling_count: null,
    category: 'change-of-use',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/252511OPDCOB (every-2-of-3)
  {
    description:
      'Details of condition 34 (Car Parking/Blue Badge/EVCP) pursuant to planning permission 20/0122/OUTOPDC dated 27/09/2022 for outline planning permission with the details of access, appearance, landscaping, layout and scale reserved for later determination for demolition and redevelopment to comprise a data centre (Use Class B8) of up to 25, 000 sqm gross external, including ancillary offices, internal plant and equipment (including flues), and substation. In addition to the above the Development may also include: car parking; provision of external plant and equipment (including flues) and fuel storage; creation of servicing areas and provision of associated services, including waste, refuse, cycle storage, and lighting; and for the laying out of the buildings; routes and open spaces within the development; and all associated and ancillary works and operations including but not limited to: demolition; earthworks; provision of attenuation infrastructure, engineering operations. Development shall be in accordance with the approved Development Parameters Schedule and Plans.',
    reference: '252511OPDCOB',
    application_type: null,
    council: 'Ealing',
    procedure: 'other',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:WestBerkshire/25/01423/COND (unseen-council)
  {
    description:
      'Application for approval of details reserved by Condition 33 - Contaminated land and Condition 38 - Pollution prevention plan, of approved application 20/02029/COMIND (Development of an Energy Recovery Centre and adjacent Data Centre and associated infrastructure).',
    reference: '25/01423/COND',
    application_type: null,
    council: 'West Berkshire',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Bucks/PL/25/1899/EIASR (rare-route)
  {
    description:
      'Request for an EIA Screening Opinion under Regulation 5(6) of the Town and Country Planning (Environmental Impact Assessment) Regulations 2017 (as amended) in relation to a proposed data centre development within Thorney Business Park',
    reference: 'PL/25/1899/EIASR',
    application_type: null,
    council: 'Buckinghamshire',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Rushmoor/25/00328/SCOPE (rare-route)
  {
    description:
      'Request for an EIA Scoping Opinion : Proposed development comprising the partial demolition and partial retention of existing structures and phased construction of a new commercial development to provide the following uses over several development plots with a total maximum floorspace of 143,000m2 GEA: Up to approximately 46,000m2 GEA of flexible commercial floorspace (Class E(g)(ii), E(g)(iii), B2 and B8); Up to approximately 35,000m2 GEA of B8 storage or distribution (including Data Centres); Up to approximately 32,000m2 GEA of flexible commercial floorspace (Class E(g)(i), E(g)(ii), E(g)(iii), and B8); and Up to approximately 30,000m2 GEA of flexible commercial floorspace (Class E(g)(iii), B2 and B8 (including Data Centres); with public realm and associated works',
    reference: '25/00328/SCOPE',
    application_type: null,
    council: 'Rushmoor',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:WestBerkshire/25/01397/COND (unseen-council)
  {
    description:
      'Approval of details reserved by Conditions (6) CMS, (36) Surface Water Management Strategy, (42) LEMP, (43) CEMP, (48) Emergency Planning (i) and (52) Water Provision (i) of planning permission 20/02029/COMIND: Development of an Energy Recovery Centre and adjacent Data Centre and associated infrastructure',
    reference: '25/01397/COND',
    application_type: null,
    council: 'West Berkshire',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/252336OPDCOB (every-2-of-3)
  {
    description:
      'Details of condition 36 (Delivery & Servicing Plan) pursuant to planning permission 20/0122/OUOPDC dated 27/09/2022 for outline planning permission with the details of access, appearance, landscaping, layout and scale reserved for later determination for demolition and redevelopment to comprise a data centre (Use Class B8) of up to 25, 000 sqm gross external, including ancillary offices, internal plant and equipment (including flues), and substation. In addition to the above the Development may also include: car parking; provision of external plant and equipment (including flues) and fuel storage; creation of servicing areas and provision of associated services, including waste, refuse, cycle storage, and lighting; and for the laying out of the buildings; routes and open spaces within the development; and all associated and ancillary works and operations including but not limited to: demolition; earthworks; provision of attenuation infrastructure, engineering operations. Development shall be in accordance with the approved Development Parameters Schedule and Plans (out of borough)',
    reference: '252336OPDCOB',
    application_type: null,
    council: 'Ealing',
    procedure: 'other',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/252234OPDCOB (every-2-of-3)
  {
    description:
      'Details of condition 33 (Site Waste Management Plan) pursuant to planning permission 20/0122/OUTOPDC dated 27/09/2022 for outline planning permission with the details of access, appearance, landscaping, layout and scale reserved for later determination for demolition and redevelopment to comprise a data centre (Use Class B8) of up to 25, 000 sqm gross external, including ancillary offices, internal plant and equipment (including flues), and substation. In addition to the above the Development may also include: car parking; provision of external plant and equipment (including flues) and fuel storage; creation of servicing areas and provision of associated services, including waste, refuse, cycle storage, and lighting; and for the laying out of the buildings; routes and open spaces within the development; and all associated and ancillary works and operations including but not limited to: demolition; earthworks; provision of attenuation infrastructure, engineering operations. Development shall be in accordance with the approved Development Parameters Schedule and Plans. (Out of Borough)',
    reference: '252234OPDCOB',
    application_type: null,
    council: 'Ealing',
    procedure: 'other',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Bucks/25/06382/MINAMD (every-2-of-3)
  {
    description:
      'Proposed non-material amendment to permission Erection of 4 no. Data centre buildings (sui generis use) together with associated groundworks, plant, electricity sub-station, security fence, gates and piers, landscaping, amendment to existing vehicular access(es), internal roads, service areas and provision of 150 car parking spaces with retention of the existing office building and "Ballroom" building fronting Haw Lane for ancillary operational uses and demolition of all other buildings and structures granted under planning ref: 22/06872/VCDN',
    reference: '25/06382/MINAMD',
    application_type: null,
    council: 'Buckinghamshire',
    procedure: 'amendment',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Glasgow/24/01681/NMV01 (every-2-of-3)
  {
    description:
      'Mixed-use University campus development including: (1) teaching and learning buildings (Class 10) (up to 65,000 sq m); (2) University research buildings (Class 4) (up to 17,000 sq m); (3) commercial research & development/offices (Class 4) (up to 18,000 sq m); (4) retail shops (Class 1) (up to 4,000 sq m); (5) financial, professional and other services (Class 2) (up to 500 sq m; (6) food and drink (Class 3) (up to 2,500 sq m); (7) hotels (Class 7) (up to 12,500 sq m); (8) sports and recreation facilities (Class 11) (up to 500 sq m); (9) day nursery (Class 10) (up to 500 sq m); (10) crèche (Class 10) (up to 100 sq m) (11) residential flats (mainstream or student) (sui generis) (up to 14,500.sq m); (12) Data Centre (Class 4) (up to 3,000 sq m); (13) energy centre (sui generis); (14) means of access, servicing and parking arrangements: (15) related infrastructure; (16) related landscaping and (17) related public realm and demolition of existing buildings - approval of matters specified in conditions 2(1-10,12 & 13), 3, 4, 9-15, 22, 27-29, 33, 35-38, 41 & 42 of Planning Permission in Principle 19/00363/PPP, for the erection of a new University building (Class 10), cafe (Class 3), related infrastructure, landscaping and public realm (in so far as these relate to the development of Plot B) - Non Material Variation to planning application 24/01681/MSC.',
    reference: '24/01681/NMV01',
    application_type: null,
    council: 'Glasgow',
    procedure: 'amendment',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Edinburgh/25/02924/SCR (rare-route)
  {
    description: 'Construction of a Data Centre Campus.',
    reference: '25/02924/SCR',
    application_type: null,
    council: 'Edinburgh',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Bucks/PL/25/1764/ADJ (rare-route)
  {
    description:
      'Consultation from Slough Borough Council on P/00072/152 - Outline planning permission for the erection of up to 90,614sqm of GEA data centre development including ancillary offices and substation, together with associated additional plant facilities, enclosures and gantries, groundworks, utilities, engineering operations and temporary ancillary uses, and all other infrastructure works. Approval is sought for an emergency means of access on Wexham Road and access points on Technology Boulevard. The proposed development is a phased development with each phase being a separate and severable part of the development. Matters relating to layout, scale, appearance, landscaping, and additional access points along Technology Boulevard, are reserved for subsequent approval (AMENDED PLANS RECEIVED).',
    reference: 'PL/25/1764/ADJ',
    application_type: null,
    council: 'Buckinghamshire',
    procedure: 'other',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:SouthGloucestershire/DOC25/00183/BNG (every-2-of-3)
  {
    description:
      'Discharge of the Biodiversity Net Gain condition attached to planning permission P24/02011/F. Erection of a single storey extension to form enlarged data centre with associated external plant and enclosures.',
    reference: 'DOC25/00183/BNG',
    application_type: null,
    council: 'South Gloucestershire',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Harlow/HW/LDOC/25/00260 (rare-route)
  {
    description:
      'Application seeks approval of the details for the proposed development of two data centres (KLON-04 (with minor amendments to KLON-03) and substation with ancillary office accommodation and associated site infrastructure and facilities, including internal access roads, plant, landscaping works, drainage features, parking and engineering operations.',
    reference: 'HW/LDOC/25/00260',
    application_type: null,
    council: 'Harlow',
    procedure: 'other',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:EastAyrshire/25/0003/EIASCR (rare-route)
  {
    description: 'Request EIA Screening Opinion for a proposed Data Centre Campus development',
    reference: '25/0003/EIASCR',
    application_type: null,
    council: 'East Ayrshire',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Glamorgan/2025/00528/OBS (unseen-council)
  {
    description:
      'Hybrid planning application seeking: outline planning permission for the development of a data centre campus (Use Class B8) including site preparation, new buildings and electrical substations and the accesses, infrastructure, spaces, facilities, landscaping, surface water drainage features and other works that will be needed to construct and serve the campus; and full planning permission for the first data centre and all associated works (EIA Development) ~Affecting public right of way',
    reference: '2025/00528/OBS',
    application_type: null,
    council: 'Glamorgan',
    procedure: 'other',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Stockton/25/1090/FUL (every-2-of-3)
  {
    description:
      'Erection of a new data centre comprising of 2no commercial units, external plants, substations to include fencing, landscaping highways access work and associated infrastructure works.',
    reference: '25/1090/FUL',
    application_type: null,
    council: 'Stockton-on-Tees',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:NorthLincs/PA/2025/643 (every-2-of-3)
  {
    description:
      'Outline planning permission for the construction of a data centre park, including ancillary offices, internal plant and cooling equipment, emergency backup generators with associated fuel storage, district heating centre, flexible commercial/amenity building(s) (Use Classes E, F1 and F2) and construction of buildings for agricultural purposes; other works include means of access, internal roads and footpaths, cycle and car parking, hard and soft landscaping, security gatehouses and perimeter fencing, lighting, drainage, pumping station, electricity substation(s), energy generation/storage, undergrounding of overhead power lines and other associated works, infrastructure and ground remodelling including creation of landscaped bunds, with all matters reserved for subsequent consideration - each phase of the development to be a severable component',
    reference: 'PA/2025/643',
    application_type: null,
    council: 'North Lincs',
    procedure: 'outline',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Sedgemoor/09/25/00014 (unseen-council)
  {
    description:
      'Erection of palisade fencing around data centre at Bridgwater Community Hospital, Bower Lane, Bridgwater',
    reference: '09/25/00014',
    application_type: null,
    council: 'Sedgemoor',
    procedure: 'full',
    dwelling_count: null,
    category: 'boundary-treatment',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/75111/APP/2025/1458 (every-2-of-3)
  {
    description:
      'Details pursuant to the partial discharge of Condition 12 (External Lighting) in relation to Data Centre Blocks 2 and 3 (UP2 and UP3) only as attached to planning permission ref. 75111/APP/2020/1955 dated 15-04-2021 (Site clearance and preparation, including the demolition of remaining buildings, and the redevelopment of the site to provide: a new data centre (Use Class B8), two MV Energy Centres (including stand-by generation plant and gas storage), a HV Sub-Station, a visitor reception centre, plant, the creation of a new footpath and cycleway link to the canal towpath, works to the highway, car parking, cycle parking, associated infrastructure, enclosures and necessary physical security systems, hard and soft landscaping (including works to the River Crane) and ancillary uses, as well as associated external works).',
    reference: '75111/APP/2025/1458',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Newport/25/0390 (every-2-of-3)
  {
    description:
      'PARTIAL DISCHARGE OF CONDITION 11(MATERIALS) OF 24/0006 DEMOLITION OF REMINDER OF EXISTING PRINCIPAL BUILDING AND REMAINING STRUCTURES OF NEW DATA CENTRE (USE CLASS B8) ACROSS TWO MAIN BUILDINGS PLUS ANCILLARY STRUCTURES AND OTHER ASSOCIATED WORKS',
    reference: '25/0390',
    application_type: null,
    council: 'Newport',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:NorthLanarkshire/25/00556/EIASCR (rare-route)
  {
    description: 'Construction of a Data Centre Campus',
    reference: '25/00556/EIASCR',
    application_type: null,
    council: 'North Lanarkshire',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Brent/25/1483 (rare-route)
  {
    description:
      'Non-material amendment: South external emergency vehicle gate to site changed to suit tracking. Parking arrangement changed to north of generator building to suite load bank testing. Ground floor North Elevation - Roller shutter added and single door changed to a double door to suit ventilation strategy. As a result fuel inlet/dry riser location adjusted slightly. Ground Floor South Elevation - Roller shutters added to suit ventilation strategy. As a result fuel inlet/dry riser location adjusted slightly. North elevation, extract/intake louvres adjusted to suit internal ventilation requirements. External bin store with green roof added. West Elevation levels 1-4 mass reduced and changed from louvres to cladding panels. North core footprint and height reduced to just above mezzanine level, false core overruns to keep cladding going up to meet top of louvres. Louvres removed to expose cladding overrun behind. Middle core footprint and height reduced to just above mezzanine level. South core height reduced to just above mezzanine level, false core overrun to keep cladding going up to meet top of louvres. South west core reduced in height. North west core removed. Double door to east elevation of omitted. of Full Planning Permission reference 22/4185 dated 1 March, 2024, for Full planning application for the proposed development to extend the existing data centre on land to the north of the North Circular Road, incorporating 717 to 721 North Circular Road, including additional land to the rear, subject to Deed of Agreement dated 29th February 2024 under Section 106 of Town and Country Planning Act, 1990, as amended.',
    reference: '25/1483',
    application_type: null,
    council: 'Brent',
    procedure: 'amendment',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Newport/25/0379 (every-2-of-3)
  {
    description:
      'S73 APPLICATION TO VARY CONDITIONS 1 (APPROVED PLANS), 3 (LANDSCAPING), 4 (LEMP), 15 (PARKING), 16 (CYCLE STORAGE DETAILS), 17 (FOUL DRAINAGE) AND TO REMOVE CONDITION 6 (DORMICE METHOD STATEMENT) OF 24/0006 DEMOLITION OF REMAINDER OF EXISTING PRINCIPAL BUILDING AND REMAINING STRUCTURES AND CONSTRUCTION OF NEW DATA CENTRE (USE CLASS B8) ACROSS TWO MAIN BUILDINGS PLUS ANCILLARY STRUCTURES ANDS OTHER ASSOCIATED WORKS. AMENDMENTS INCLUDE CHANGES TO LAYOUT AND LANDSCAPING TO ACCOMMODATE SAB REQUIREMENTS, AMENDMENTS AND ADDITIONS TO ADMIN AND DATA HALL BUILDINGS, DESIGN AND SPECIFICATION OF GENERATORS, REVISIONS TO EXTERNAL LIGHTING AND REVISED DETAILS OF ANCILLARY STRUCTURES INCLUDING NEW CONDITION FOR FUTURE PRIMARY SUBSTATION',
    reference: '25/0379',
    application_type: null,
    council: 'Newport',
    procedure: 'amendment',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Thurrock/25/00573/OUT (every-2-of-3)
  {
    description:
      'Hybrid planning application for the comprehensive redevelopment of the Site to deliver a data centre campus comprising: 1. Full planning application for the demolition of existing buildings and structures, preparatory earthworks including remediation and levelling, and access works; and 2. Outline planning application (with all matters reserved except access) for the construction of up to four data centre buildings (Use Class B8) with a total gross external area (GEA) of up to 130,500 sqm (excluding external plant) and a separate office building of up to 4,000 sqm (GEA), together with ancillary equipment and associated works including security fencing, entrance and service yards, external plant, utility infrastructure (including sub-stations and emergency back-up power generators), energy storage (fuel tanks and/or battery storage), electric vehicle charging stations, internal road networks, car parking for up to 450 vehicles, cycle spaces, hard and soft landscaping, and habitat creation and open space enhancements including the provision of a mountain bike track, pedestrian and cycle linkages to the Mar Dyke Local Wildlife Site and Lakeside, as well as associated access and public realm works.',
    reference: '25/00573/OUT',
    application_type: null,
    council: 'Thurrock',
    procedure: 'outline',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:ScottishBorders/25/00556/SCR (unseen-council)
  {
    description: 'Erection of data centre campus',
    reference: '25/00556/SCR',
    application_type: null,
    council: 'Scottish Borders',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:SouthGloucestershire/DOC25/00152 (every-2-of-3)
  {
    description:
      'Discharge of conditions 2 (LEMP) and 3 (Landscape Plan) attached to planning permission P24/02011/F. Erection of a single storey extension to form enlarged data centre with associated external plant and enclosures.',
    reference: 'DOC25/00152',
    application_type: null,
    council: 'South Gloucestershire',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Renfrewshire/25/0335/EIASCR (rare-route)
  {
    description:
      'Request for an Environmental Impact Assessment Screening Opinion for a flexible data centre campus, including ancillary offices/employment floorspace, internal/external plant and equipment, on-site wastewater pumping station, and emergency back-up generators and associated fuel storage.',
    reference: '25/0335/EIASCR',
    application_type: null,
    council: 'Renfrewshire',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hart/25/00865/AMCON (unseen-council)
  {
    description:
      'Variation of Condition 2 (Approved Drawings), Condition 3 (Drainage Strategy), Condition 8 (Car Parking Facilities) and Condition 9 (Cycle Parking Facilities) attached to planning permission 22/01088/FUL dated 13/01/2023 - Erection of two storey data centre and plant enclosure on existing car park',
    reference: '25/00865/AMCON',
    application_type: null,
    council: 'Hart',
    procedure: 'amendment',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Renfrewshire/25/0329/EIASCR (rare-route)
  {
    description: 'Request for an Environmental Impact Assessment Screening Opinion for a data centre campus.',
    reference: '25/0329/EIASCR',
    application_type: null,
    council: 'Renfrewshire',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Birmingham/2025/02529/PA (every-2-of-3)
  {
    description:
      'Change of use of the existing building to a data centre (Sui Generis) together with the erection and installation of associated plant and equipment which will includes solar panels; generator compound (with screening), fuel store and bund, transformer station, cooling plant (with screening), turnstile gate in fencing, fencing, new fence gates, pump room, bin store together with associated fencing, landscaping and parking.',
    reference: '2025/02529/PA',
    application_type: null,
    council: 'Birmingham',
    procedure: 'full',
    dwelling_count: null,
    category: 'change-of-use',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:WestLothian/0346/EIA/25 (rare-route)
  {
    description: 'EIA screening opinion for a data centre campus',
    reference: '0346/EIA/25',
    application_type: null,
    council: 'West Lothian',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/79468/APP/2025/1250 (every-2-of-3)
  {
    description:
      'OUT OF BOROUGH CONSULTATION FROM EALING COUNCIL FOR: Request for a Screening Opinion under Regulation 6 of the Town and Country Planning (Environmental Impact Assessment) Regulations 2017 (as amended) in respect of proposals by Cyrus One for the development and use of the Site to provide a hyperscale data centre facility with ancillary office accommodation, flexible workspace with ancillary retail/ cafe/ community space, provision of a substation and gatehouse.',
    reference: '79468/APP/2025/1250',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'other',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/251707SCE (rare-route)
  {
    description:
      'Request for a Screening Opinion under Regulation 6 of the Town and Country Planning (Environmental Impact Assessment) Regulations 2017 (as amended) in respect of proposals by Cyrus One for the development and use of the Site to provide a hyperscale data centre facility with ancillary office accommodation, flexible workspace with ancillary retail/ café/ community space, provision of a substation and gatehouse. (Please see report for full proposal)',
    reference: '251707SCE',
    application_type: null,
    council: 'Ealing',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Stirling/SCRN-25-002 (unseen-council)
  {
    description:
      'Request for screening opinion under Regulation 8 of the Town and Country Planning (Environmental Impact Assessment) Regulations 2017 (as amended), with regard to the proposed development comprising for the construction of a Data Centre Campus on Land near A9, Old Plean, Plean, Stirling.',
    reference: 'SCRN-25-002',
    application_type: null,
    council: 'Stirling',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:EastDunbartonshire/TP/ED/25/0245 (unseen-council)
  {
    description:
      'EIA Screening Opinion for a proposed Data Centre Campus development on land South and West of Crosshill Road, Westerhill, Glasgow, G66 4SR.',
    reference: 'TP/ED/25/0245',
    application_type: null,
    council: 'East Dunbartonshire',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Glasgow/24/01681/DOC02 (every-2-of-3)
  {
    description:
      'Mixed-use University campus development including: (1) teaching and learning buildings (Class 10) (up to 65,000 sq m); (2) University research buildings (Class 4) (up to 17,000 sq m); (3) commercial research & development/offices (Class 4) (up to 18,000 sq m); (4) retail shops (Class 1) (up to 4,000 sq m); (5) financial, professional and other services (Class 2) (up to 500 sq m; (6) food and drink (Class 3) (up to 2,500 sq m); (7) hotels (Class 7) (up to 12,500 sq m); (8) sports and recreation facilities (Class 11) (up to 500 sq m); (9) day nursery (Class 10) (up to 500 sq m); (10) crèche (Class 10) (up to 100 sq m) (11) residential flats (mainstream or student) (sui generis) (up to 14,500.sq m); (12) Data Centre (Class 4) (up to 3,000 sq m); (13) energy centre (sui generis); (14) means of access, servicing and parking arrangements: (15) related infrastructure; (16) related landscaping and (17) related public realm and demolition of existing buildings - approval of matters specified in conditions 2(1-10,12 & 13), 3, 4, 9-15, 22, 27-29, 33, 35-38, 41 & 42 of Planning Permission in Principle 19/00363/PPP, for the erection of a new University building (Class 10), cafe (Class 3), related infrastructure, landscaping and public realm (in so far as these relate to the development of Plot B) - Discharge of condition 11 of planning permission 24/01681/MSC.',
    reference: '24/01681/DOC02',
    application_type: null,
    council: 'Glasgow',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:SouthLanarkshire/P/25/0490 (rare-route)
  {
    description:
      'Proposed data centre campus including ancillary offices/employment floorspace,internal/external plant and equipment, emergency back up generators, associated fuel storage, a Battery Energy Storage System (BESS) along with internal roads and parking, hard and soft landscaping, security perimeter fencing, lighting and electricity sub station (Screening Opinion request)',
    reference: 'P/25/0490',
    application_type: null,
    council: 'South Lanarkshire',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Basildon/25/00550/OUT (every-2-of-3)
  {
    description:
      'Outline planning application with all matters reserved except for access, for the erection of a building to be used as a data centre (Use Class B8) (containing data halls, associated plant rooms, loading bay, office and administrative areas, maintenance and storage areas and plant at roof and ground level), emergency generators, chillers/coolers, fuel storage, substation compound, gate house/security building, site access and emergency access, internal access roads and service yard, car parking, cycle parking and EV charging, drainage infrastructure, hard and soft landscaping, biodiversity enhancements, fencing, lighting and associated works and ancillary infrastructure.',
    reference: '25/00550/OUT',
    application_type: null,
    council: 'Basildon',
    procedure: 'outline',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Rochdale/25/00418/OUT (every-2-of-3)
  {
    description:
      'Application for outline planning permission (all matters reserved) for a national-scale employment development, comprising Storage & Distribution (Use Class B8) and Industrial (Use Classes B2, E(g)(ii) and E (g)(iii)) uses (including, but not limited to, Logistics, Manufacturing Processes and Data Centres), with supporting ancillary uses including Hotel (Use Class C1), Commercial, Business & Service (Uses Class E (a-g)), Education (Use Class F1(a)), Local Community (Use Class F2(a-c) uses, Sui Generis uses (in accordance with the Uses Schedule), and associated demolition works, landscaping, drainage, ecological enhancements, highway works, cycleway and footpath linkages and other ancillary infrastructure.',
    reference: '25/00418/OUT',
    application_type: null,
    council: 'Rochdale',
    procedure: 'outline',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Bridgend/P/25/247/HYB (unseen-council)
  {
    description:
      'Hybrid planning application seeking: outline planning permission for the development of a data centre campus (Use Class B8) including site preparation, new buildings and electrical substations and the accesses, infrastructure, spaces, facilities, landscaping, surface water drainage features and othe...',
    reference: 'P/25/247/HYB',
    application_type: null,
    council: 'Bridgend',
    procedure: 'outline',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/38421/APP/2025/1118 (every-2-of-3)
  {
    description:
      'Details pursuant to the partial discharge of Condition 17 (iii) and (iv) (Contaminated Land) in respect of Phase 1 only as attached to planning permission ref. 38421/APP/2021/4045 dated 25-11-2022 (Redevelopment of the site to deliver data centre campus including: two data centre buildings (Use Class B8); associated energy and electricity infrastructure, buildings, and plant; security gatehouse, systems and enclosures; works to the highway, car parking and cycle parking; hard and soft landscaping; as well as associated infrastructure, ancillary office use, and associated external works).',
    reference: '38421/APP/2025/1118',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Glasgow/24/01681/DOC01 (every-2-of-3)
  {
    description:
      'Mixed-use University campus development including: (1) teaching and learning buildings (Class 10) (up to 65,000 sq m); (2) University research buildings (Class 4) (up to 17,000 sq m); (3) commercial research & development/offices (Class 4) (up to 18,000 sq m); (4) retail shops (Class 1) (up to 4,000 sq m); (5) financial, professional and other services (Class 2) (up to 500 sq m; (6) food and drink (Class 3) (up to 2,500 sq m); (7) hotels (Class 7) (up to 12,500 sq m); (8) sports and recreation facilities (Class 11) (up to 500 sq m); (9) day nursery (Class 10) (up to 500 sq m); (10) crèche (Class 10) (up to 100 sq m) (11) residential flats (mainstream or student) (sui generis) (up to 14,500.sq m); (12) Data Centre (Class 4) (up to 3,000 sq m); (13) energy centre (sui generis); (14) means of access, servicing and parking arrangements: (15) related infrastructure; (16) related landscaping and (17) related public realm and demolition of existing buildings - approval of matters specified in conditions 2(1-10,12 & 13), 3, 4, 9-15, 22, 27-29, 33, 35-38, 41 & 42 of Planning Permission in Principle 19/00363/PPP, for the erection of a new University building (Class 10), cafe (Class 3), related infrastructure, landscaping and public realm (in so far as these relate to the development of Plot B - Discharge of condition 03 of planning permission 24/01681/MSC.',
    reference: '24/01681/DOC01',
    application_type: null,
    council: 'Glasgow',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Edinburgh/25/01968/PAN (rare-route)
  {
    description: 'Green data centre development and relocation of green space.',
    reference: '25/01968/PAN',
    application_type: null,
    council: 'Edinburgh',
    procedure: 'pre-application',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Gloucester/25/00332/COU (every-2-of-3)
  {
    description:
      'Change of use from a data centre (Class B8/Sui Generis) to Class E with associated internal and external alterations to facilitate the proposed use.',
    reference: '25/00332/COU',
    application_type: null,
    council: 'Gloucester',
    procedure: 'full',
    dwelling_count: null,
    category: 'change-of-use',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:NorthLincs/PA/SCR/2025/5 (rare-route)
  {
    description: 'Request for a EIA Screening Opinion for proposed data centre park',
    reference: 'PA/SCR/2025/5',
    application_type: null,
    council: 'North Lincs',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Bucks/PL/25/1157/EIASR (rare-route)
  {
    description:
      'Request for Screening Opinion in accordance with Regulation 6 of the Town and Country Planning (Environmental Impact Assessment) Regulations 2017 (as amended) to establish whether a proposed Data Centre would constitute Environmental Impact Assessment development',
    reference: 'PL/25/1157/EIASR',
    application_type: null,
    council: 'Buckinghamshire',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Bucks/PL/25/1155/EIASR (rare-route)
  {
    description:
      'Request for Screening Opinion in accordance with Regulation 6 of the Town and Country Planning (Environmental Impact Assessment) Regulations 2017 (as amended) to establish whether the proposed redevelopment of a former landfill site comprising a Data Centre building (Use Class B8), ancillary offices, internal plant and equipment, substation, landscaping, biodiversity and drainage features, upgrade works to the Public Right of Way and associated works would constitute Environmental Impact Assessment development',
    reference: 'PL/25/1155/EIASR',
    application_type: null,
    council: 'Buckinghamshire',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/251491CONS (rare-route)
  {
    description:
      'Redevelopment of site to deliver extension to existing Union Park data centre campus consisting of (a) free standing data centre building (b) energy, power, and water infrastructure (c) site access and internal roads (d) site security arrangements (e) hard and soft, green landscaping and (f) other ancillary and auxiliary forms of development. (Out of borough)',
    reference: '251491CONS',
    application_type: null,
    council: 'Ealing',
    procedure: 'other',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/38421/APP/2025/1019 (every-2-of-3)
  {
    description:
      'Details pursuant to the partial discharge of Conditions 25 (Standby Generator Testing), 33 (Back-Up Generator Fuel), 34 (Selective Catalytic Reduction), 35 (Testing Regime) and 36 (Emission Reduction Plan) in respect of Phase 1 only as attached to planning permission ref. 38421/APP/2021/4045 dated 25-11-2022 (Redevelopment of the site to deliver data centre campus including: two data centre buildings (Use Class B8); associated energy and electricity infrastructure, buildings, and plant; security gatehouse, systems and enclosures; works to the highway, car parking and cycle parking; hard and soft landscaping; as well as associated infrastructure, ancillary office use, and associated external works).',
    reference: '38421/APP/2025/1019',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/251348CONS (rare-route)
  {
    description:
      'Hybrid planning application for a four-phased redevelopment to deliver a data centre campus comprising of: Phase 1 - Full planning permission for (a) a data centre building (b) energy, power, and water infrastructure (c) site access and internal roads including a vehicular and pedestrian link between Uxbridge Road and Bullsbrook Road (d) site security arrangements and security fencing (e) hard and soft, green and blue, infrastructure and (f) other ancillary and auxiliary forms of development; Phase 2 - Outline planning permission for (a) an Innovation Hub (b) hard and soft, green and blue, infrastructure and (c) other ancillary and auxiliary forms of development (all matters reserved); Phase 3 - Outline planning permission for (a) a data centre building (b) energy, power, and water infrastructure (c) internal roads (d) site security arrangements and security fencing (e) hard and soft, green and blue, infrastructure and (f) other ancillary and auxiliary forms of development (all matters reserved); and Phase 4 - Outline planning permission for (a) a data centre building (b) energy, power, and water infrastructure (c) internal roads (d) site security arrangements and security fencing (e) hard and soft, green and blue, infrastructure and (f) other ancillary and auxiliary forms of development (all matters reserved). (Out of Borough)',
    reference: '251348CONS',
    application_type: null,
    council: 'Ealing',
    procedure: 'other',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/38421/APP/2025/920 (every-2-of-3)
  {
    description:
      'Details pursuant to the partial discharge of Conditions 23 (Noise Control of Chiller Plant) and 24 (Noise Control of Standby Generator Plant) in respect of Phase 1 only as attached to planning permission ref. 38421/APP/2021/4045 dated 25/11/2022 (Redevelopment of the site to deliver data centre campus including: two data centre buildings (Use Class B8); associated energy and electricity infrastructure, buildings, and plant; security gatehouse, systems and enclosures; works to the highway, car parking and cycle parking; hard and soft landscaping; as well as associated infrastructure, ancillary office use, and associated external works).',
    reference: '38421/APP/2025/920',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/251165OPDCOB (every-2-of-3)
  {
    description:
      'Details of Condition 35 (Cycle Storage and Facilities) pursuant to planning application 20/0122/OUTOPDC dated 27/09/2022 for outline planning permission with the details of access, appearance, landscaping, layout and scale reserved for later determination for demolition and redevelopment to comprise a data centre (Use Class B8) of up to 25, 000 sqm gross external, including ancillary offices, internal plant and equipment (including flues), and substation. In addition to the above the Development may also include: car parking; provision of external plant and equipment (including flues) and fuel storage; creation of servicing areas and provision of associated services, including waste, refuse, cycle storage, and lighting; and for the laying out of the buildings; routes and open spaces within the development; and all associated and ancillary works and operations including but not limited to: demolition; earthworks; provision of attenuation infrastructure, engineering operations. Development shall be in accordance with the approved Development Parameters Schedule and Plans. (Out of Borough)',
    reference: '251165OPDCOB',
    application_type: null,
    council: 'Ealing',
    procedure: 'other',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Reading/PL/25/0437 (rare-route)
  {
    description:
      'Request for observations by Reading Borough Council to West Berkshire District Council on WBDC application 25/00529/COND: Application for Approval of Details Reserved by Conditions 27 (Landfill Gas Risk Assessment), 29 (Construction Traffic Management Plan), 33 (Contaminated Land), 38 (Pollution Prevention Plan), 39 (Landscaping (Including Hard Surfaces)), 47 (Schedule of Materials), 48 (Emergency Planning i) and 49 (Emergency Planning ii) of planning permission 20/02029/COMIND - Development of an Energy Recovery Centre and adjacent Data Centre and associated infrastructure.',
    reference: 'PL/25/0437',
    application_type: null,
    council: 'Reading',
    procedure: 'other',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Glamorgan/2023/00780/4/CD (unseen-council)
  {
    description:
      'Discharge of Conditions 24 (CTMP), Planning permission ref: 2023/00780/FUL - Demolition of existing buildings/structures and erection of a Class B8 data centre with all associated back-up generators, plant, equipment, sub-stations, accesses, parking and servicing areas, drainage and engineering works including services diversion/connection and regrading works.',
    reference: '2023/00780/4/CD',
    application_type: null,
    council: 'Glamorgan',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Neath/P2025/0187 (every-2-of-3)
  {
    description:
      'Erection of a data centre (use class B8) and supporting infrastructure, parking, alteration to access, drainage, landscaping and associated works. Including demolition of existing annex and retention of the existing building for ancillary use, substation and power connection to the existing Western Wood Biomass Plant.',
    reference: 'P2025/0187',
    application_type: null,
    council: 'Neath',
    procedure: 'full',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hart/25/00522/NMMA (unseen-council)
  {
    description:
      'Non Material Minor Amendment to approved plans pursuant to 22/01088/FUL (Erection of two storey data centre and plant enclosure on existing car park) dated 13.01.2023 to amend the drawings to show the following changes: reduce the building footprint, remove rooftop plant and relocate to the interior, change to a curved, reduce the number of generators, alter the attenuation tanks, create an additional 21 car parking spaces and alterations to openings/access on the elevations',
    reference: '25/00522/NMMA',
    application_type: null,
    council: 'Hart',
    procedure: 'amendment',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Harlow/HW/LDOC/25/00111 (rare-route)
  {
    description:
      "Confirmation of compliance application for extending of existing data centre campus to the north and develop two further data centre buildings on land referred to as 'Plot F' within the London Road (North) LDO area (the LDO).",
    reference: 'HW/LDOC/25/00111',
    application_type: null,
    council: 'Harlow',
    procedure: 'other',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:WestNorthamptonshire/2025/1329/FULL (every-2-of-3)
  {
    description:
      'Internal and external alterations to existing building to facilitate use as a B8 data centre',
    reference: '2025/1329/FULL',
    application_type: null,
    council: 'West Northamptonshire',
    procedure: 'full',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Newham/25/00542/REM (every-2-of-3)
  {
    description:
      'Reserved Matters Application to approve details of layout, scale, access, appearance and landscaping pursuant to Condition 2 attached to hybrid planning permission 23/01697/OUT dated 20 December 2024; comprising development within Zone 3 for a Data Centre Building (Class B8) with associated works.',
    reference: '25/00542/REM',
    application_type: null,
    council: 'Newham',
    procedure: 'reserved-matters',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Newham/25/00541/REM (every-2-of-3)
  {
    description:
      'Reserved Matters Application to approve details of layout, scale, access, appearance and landscaping pursuant to Condition 2 attached to hybrid planning permission 23/01697/OUT dated 20 December 2024; comprising development within Zone 2 for a Data Centre Building (Class B8) with associated works.',
    reference: '25/00541/REM',
    application_type: null,
    council: 'Newham',
    procedure: 'reserved-matters',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Kettering/NK/2025/0167 (every-2-of-3)
  {
    description:
      'Hybrid planning permission for the development of an Energy Park. Outline application relating to additional energy infrastructure (including battery storage, ground mounted solar pv and other infrastructure potentially including hydrogen generation and/or storage) advanced agricultural / hydroponic uses (agriculture use including potential glasshouses with associated Class E/B2/B8), new employment units for use within classes E (office, research and development and light industrial), B2 and B8 (including data centres), ancillary uses under Class E (e.g. café/nursery), ancillary structures, new estate roads, utility connections, landscape and drainage works, provision of a receptor area for biodiversity and other habitat areas, and other associated operations including site clearance and levelling works. All matters reserved apart from the means of access to the site. Detailed application for new site access from the A510 and Estate Road works, equipment and structures associated with a 132kv grid connection to the overhead power lines, as well as site clearance, drainage, utility connections, levelling works, demolition and associated operations requiring the diversion of public rights of way',
    reference: 'NK/2025/0167',
    application_type: null,
    council: 'Kettering',
    procedure: 'outline',
    dwelling_count: null,
    category: 'renewable-energy',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/250949FUL (every-2-of-3)
  {
    description:
      'Site clearance and preparation, including demolition of all existing buildings on site and redevelopment of the site to provide: Construction of four data centre units within three buildings of approximately 67.9m AOD in height (Use Class B8, approximately 158,702sqm GEA), four industrial buildings ranging from approximately 41.3m to 46.2m AOD in height (Use Classes B8, B2 and E(g)(iii), approximately 23,389 GEA), central pavilion building of approximately 35m AOD in height (Use Class E(b), approximately 223 GEA), two substations (38.05m AOD in height), associated plant, enclosures and necessary physical security systems, internal roads, servicing, circulation, car and cycle parking and hard and soft landscaping works. This application is accompanied by an Environmental Statement for the purposes of Environmental Impact Assessment under The Town and Country Planning (Environmental Impact Assessment) Regulations 2017 (as amended).',
    reference: '250949FUL',
    application_type: null,
    council: 'Ealing',
    procedure: 'full',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Anglesey/OP/2025/2 (unseen-council)
  {
    description:
      'Cais amlinellol gyda’r holl faterion wedi eu cadw’n ôl (ac eithrio mynediad) ar gyfer yr ailddatblygu’r tir i gynnwys dymchwel strwythurau ac adeiladau er mwyn galluogi gwaith o adeiladu lleoliadau cyflogaeth newydd yn cynnwys canolfannau data (defnydd dosbarth B8), swyddfeydd, mannau ymchwil a datblygu (defnydd dosbarth B1) a storfa ynni batris (Defnydd unigryw). Bydd yr ailddatblygiad hefyd yn cynnwys trefniadau draenio, lleiniau caled, cadw gwaith tirlunio a gwaith tirlunio newydd ynghyd â datblygiadau cysylltiedig eraill yn / Outline application with all matters reserved (except access) for the redevelopment of land to include demolition of existing structures and buildings to allow construction of new employment floorspace including, data centres (use class B8), offices, research and development space (use class B1) and battery energy storage (Unique use). The redevelopment will also include drainage arrangements, hardstanding areas, retained and new landscaping together with other associated development at',
    reference: 'OP/2025/2',
    application_type: null,
    council: 'Anglesey',
    procedure: 'outline',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Fife/25/00552/PAN (rare-route)
  {
    description:
      'Proposal of Application Notice for data centre complex of data halls, cooling plant, electricity substations, emergency plant, gatehouse, access roads, parking, fencing, pond and associated landscaping and infrastructure',
    reference: '25/00552/PAN',
    application_type: null,
    council: 'Fife',
    procedure: 'pre-application',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Broxbourne/07/25/0160/DRC (unseen-council)
  {
    description:
      'Application for the approval of details reserved by condition nos 9, 13 and 28 (landscaping, construction environmental management plan biodiversity and fencing and boundary treatments) of planning permission 07/18/1181/O and 07/21/0447/F to regularise the increased height of data centre and footprint of electricity substation and amend drawing label from site ground levels to existing ground levels)',
    reference: '07/25/0160/DRC',
    application_type: null,
    council: 'Broxbourne',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:NorthLanarkshire/25/00150/PPP (every-2-of-3)
  {
    description:
      'Extension to Data Centre including Alterations, External Plant and Infrastructure, Watercourse Diversion, Biodiversity Enhancement, Access and Associated Development',
    reference: '25/00150/PPP',
    application_type: null,
    council: 'North Lanarkshire',
    procedure: 'outline',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Rhondda/25/0138/FUL (unseen-council)
  {
    description:
      'Erection of a data centre building (Use Class B8) with associated electrical and mechanical plant equipment and substation, new vehicular access and associated landscaping and sustainable urban drainage proposals.',
    reference: '25/0138/FUL',
    application_type: null,
    council: 'Rhondda',
    procedure: 'full',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Harlow/HW/LDOC/25/00046 (every-2-of-3)
  {
    description:
      'Four new data centres and security gatehouse with associated highways infrastructure, plant, landscaping works, parking and engineering operations (amendments to approved scheme ref: HW/LDO/16/00243).',
    reference: 'HW/LDOC/25/00046',
    application_type: null,
    council: 'Harlow',
    procedure: 'other',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Haringey/HGY/2024/2552 (rare-route)
  {
    description: 'Certificate of Lawfulness: Existing use for use of the property as B8 (Data Centre)',
    reference: 'HGY/2024/2552',
    application_type: null,
    council: 'Haringey',
    procedure: 'lawful-dev-cert',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Glamorgan/2023/00780/2/CD (unseen-council)
  {
    description:
      'Partial Discharge of Condition 11.(CEMP) - Enabling Works Phase - for planning ref 2023/00780/FUL - Demolition of existing buildings/structures and erection of a Class B8 data centre with all associated back-up generators, plant, equipment, sub-stations, accesses, parking and servicing areas, drainage and engineering works including services diversion/connection and regrading works',
    reference: '2023/00780/2/CD',
    application_type: null,
    council: 'Glamorgan',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Windsor/25/00057/CONDIT (every-2-of-3)
  {
    description:
      'Details required by Condition 13 (Public art strategy) of planning permission 21/02792/REM for a Reserved matters (appearance, landscaping, scale) pursuant to outline planning permission 16/03115/OUT Hybrid planning application comprising: 1) Application for full planning permission for the development of a new Elective Care Hospital and associated Admin Hub with associated parking, vehicle access, highway works, plant and landscaping 2) Application for full planning permission for the change of use of existing building to provide GP Practice, Office, Data Centre and Staff Restaurant in association with the Elective Care Hospital 3) Application for outline planning permission (access and layout determined with all other matters reserved for future consideration) for demolition of existing hospital and redevelopment of up to 250 dwellings with associated vehicle access and highway works 4) Application for full planning permission for the change of use of existing woodland to Suitable Alternative Natural Greenspace (SANG) in association with the outline residential planning permission.',
    reference: '25/00057/CONDIT',
    application_type: null,
    council: 'Windsor',
    procedure: 'discharge',
    dwelling_count: 250,
    category: 'new-homes',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/71554/APP/2025/47 (every-2-of-3)
  {
    description:
      'Redevelopment of the site to deliver a substation in connection with the permitted and emerging Data Centre Campus.',
    reference: '71554/APP/2025/47',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'full',
    dwelling_count: null,
    category: 'infrastructure',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/18399/APP/2025/16 (every-2-of-3)
  {
    description:
      'An application submitted under Section 73 of the Town and Country Planning Act 1990 to vary Conditions 2 (Approved Drawings) and 3 (Compliance with supporting documentation) of planning permission reference 18399/APP/2022/411, dated 03-05-2023 (Installation of plant and equipment to unit DC6 including external plant equipment, external louvres and associated security fencing and landscaping, to facilitate use of the building as a data centre) to make changes to the design of the development.',
    reference: '18399/APP/2025/16',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'amendment',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hertsmere/25/0002/ADJ (rare-route)
  {
    description:
      "Reserved matters pursuant to planning permission 5/22/2966 for 'Outline application (access sought) for the demolition of existing buildings and the development of 7.57ha to provide flexible commercial/employment space falling within either Class B8 (Storage and Distribution) or a data centre and strategic landscaping with matters of access, layout, scale, appearance and other landscaping reserved.' Reference: PRE/2024/0028. (Adjacent Authority application)",
    reference: '25/0002/ADJ',
    application_type: null,
    council: 'Hertsmere',
    procedure: 'other',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/75111/APP/2024/3327 (every-2-of-3)
  {
    description:
      'Section 96a application for Non-Material Amendment to planning permission reference 75111/APP/2020/1955, dated 15-04-2021 (Site clearance and preparation, including the demolition of remaining buildings, and the redevelopment of the site to provide: a new data centre (Use Class B8), two MV Energy Centres (including stand-by generation plant and gas storage), a HV Sub-Station, a visitor reception centre, plant, the creation of a new footpath and cycleway link to the canal towpath, works to the highway, car parking, cycle parking, associated infrastructure, enclosures and necessary physical security systems, hard and soft landscaping (including works to the River Crane) and ancillary uses, as well as associated external works (as amended by NMA application references 75111/APP/2021/1601 dated 28/05/21, 75111/APP/2021/3607 dated 20/10/21, 75111/APP/2022/2049 dated 10-08-22, 75111/APP/2022/3012 dated 21/11/22, 75111/APP/2023/3024 dated 30/10/23, and 75111/APP/2023/3071 dated 23/11/23) to amend Condition 2 (Accordance with Approved Plans), including amendments to Data Centre Blocks 2 and 3.',
    reference: '75111/APP/2024/3327',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'amendment',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hart/24/02477/NMMA (unseen-council)
  {
    description:
      'Amendments to roof- top plant, connecting structure, positioning of water tank and installation of electric vehicle charging points pursuant to 21/01886/FUL Erection of an extension to A105 Data Centre, a visitor reception centre, water treatment plant, reconfiguration of car park, drainage infrastructure, landscaping and associated works.',
    reference: '24/02477/NMMA',
    application_type: null,
    council: 'Hart',
    procedure: 'amendment',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Slough/P/10076/013 (every-2-of-3)
  {
    description:
      'Demolition of existing buildings and redevelopment to comprise a Data Centre (Use Class B8) and Battery Energy Storage System (BESS) with ancillary substation, offices, associated plant, emergency backup generators and associated fuel storage, landscaping, sustainable drainage systems, car and cycle parking, and new and amended vehicular and emergency access from Poyle Road and other associated works.',
    reference: 'P/10076/013',
    application_type: null,
    council: 'Slough',
    procedure: 'full',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Basildon/24/01460/SCREEN (rare-route)
  {
    description:
      'EIA Screening Opinion - for a proposed data centre and ancillary infrastructure, on land south of Nevendon Road, Wickford.',
    reference: '24/01460/SCREEN',
    application_type: null,
    council: 'Basildon',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Bucks/PL/24/3532/OA (every-2-of-3)
  {
    description:
      'Outline planning application (all matters reserved except for Access) for demolition of existing buildings and structures and construction of commercial buildings to comprise data centre use, including ancillary office space and associated plant, equipment and backup generation, car parking, landscaping, new vehicular access and new emergency access route.',
    reference: 'PL/24/3532/OA',
    application_type: null,
    council: 'Buckinghamshire',
    procedure: 'outline',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Broxbourne/07/24/0965/CONRV (unseen-council)
  {
    description:
      'Application for removal or variation of condition following the grant of planning permission: Proposed variation of condition no.1 (approved plans) of planning permission 07/23/0361/RM (Reserved matters application for appearance, landscaping and layout for Phase 3 of outline planning permission 07/18/1181/O which was varied by 07/21/0447/F and 07/23/0358/F for Data Centre and associated works revised plans include elevations for office building and additional plans throughout)',
    reference: '07/24/0965/CONRV',
    application_type: null,
    council: 'Broxbourne',
    procedure: 'amendment',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Neath/P2024/0791 (rare-route)
  {
    description:
      'Request for Screening opinion under Regulation 6 of the Town and Country Planning (Environmental Impact Assessment) (Wales) Regulations 2017 for the erection of a proposed data centre.',
    reference: 'P2024/0791',
    application_type: null,
    council: 'Neath',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Bucks/24/07967/OUT (every-2-of-3)
  {
    description:
      'Outline application (including details of principal means of access off Marlow Road) for a data centre development (Use Class B8) including ancillary offices, associated infrastructure and landscaping',
    reference: '24/07967/OUT',
    application_type: null,
    council: 'Buckinghamshire',
    procedure: 'outline',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Swindon/S/OUT/24/1427 (every-2-of-3)
  {
    description:
      'Outline application for employment units (Use Class B8 (including Data Centres), B2 and or E (g) (iii)), along with all associated engineering and site clearance (Access not reserved).',
    reference: 'S/OUT/24/1427',
    application_type: null,
    council: 'Swindon',
    procedure: 'outline',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:NorthTyneside/24/01602/ADJLPA (every-2-of-3)
  {
    description:
      'For the erection of up to ten data centre buildings of Class B8 use totalling up to 540,000 square metres (sqm) gross internal area (GIA) in addition to ancillary structures, substation, emergency generators and other associated works',
    reference: '24/01602/ADJLPA',
    application_type: null,
    council: 'North Tyneside',
    procedure: 'other',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Northumberland/24/04112/OUTES (unseen-council)
  {
    description:
      'Outline planning application, with all matters reserved, for the erection of up to ten data centre buildings of Class B8 use totalling up to 540,000 square metres (sqm) gross internal area (GIA) in addition to ancillary structures, substation, emergency generators and other associated works.',
    reference: '24/04112/OUTES',
    application_type: null,
    council: 'Northumberland (County)',
    procedure: 'outline',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Newport/24/0957 (every-2-of-3)
  {
    description:
      'APPLICATION TO VARY CONDITION 1 (APPROVED PLANS) OF 23/0549 S73 APPLICATION TO VARY CONDITIONS 1 (APPROVED PLANS), 7 (LANDSCAPING AND PLANTING SCHEME), 10 (NOISE ASSESSMENT) AND 11 (NOISE SURVEY) OF 20/0039 ERECTION OF 4NO. THREE-STOREY DATA CENTRE BUILDINGS COMPRISING B8 USE AND ANCILLARY B1 USE, PROVISION OF EMERGENCY GENERATORS, SECURITY LODGE, HARD AND SOFT LANDSCAPING, INTERNAL ACCESS ROADS, CAR PARKING AND SUSTAINABLE DRAINAGE. AMENDMENTS ARE TO AGREE CHANGES TO COLOUR OF CLADDING',
    reference: '24/0957',
    application_type: null,
    council: 'Newport',
    procedure: 'amendment',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/244495CONS (every-2-of-3)
  {
    description:
      'Demolition of the existing building and structures on site, and all other associated site clearance works. Construction of a data centre building (Class B8) with plant at roof level with an emergency generator (1no.) and associated flue (provided within an external compound adjoining the data centre building), sprinkler tank and pumphouse, security guard house, and provision of one kiosk substation and MV Building. The development also comprises the construction of a new access and internal road and circulation areas, footpaths, provision of car and bicycle parking, hard and soft landscaping and other associated works and ancillary site infrastructure. (Out of Borough)',
    reference: '244495CONS',
    application_type: null,
    council: 'Ealing',
    procedure: 'other',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Ealing/244364SCO (rare-route)
  {
    description:
      'Request for Scoping Opinion for demolition of the existing industrial units (totalling 74,332sqm Gross Internal Area (GIA)) on the site; construction of a data centre (across four units totalling 165,826 sqm Gross External Area (GEA) (up to 36m in height); construction of five industrial units for Use Classes B8, B2 and E(g)(iii) (up to 19m in height) in an optimised layout (totalling 38,694 sqm GEA); provision of internal roads, servicing, circulation and car and cycle parking; and associated hard and soft landscaping works (Scoping Opinion under Regulation 15 of the Town and Country Planning (Environmental Impact Assessment) Regulations 2017 (as amended))',
    reference: '244364SCO',
    application_type: null,
    council: 'Ealing',
    procedure: 'eia-opinion',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:NorthWestLeicestershire/24/01444/DEM (unseen-council)
  {
    description: 'Demolition of the former RBS Data Centre',
    reference: '24/01444/DEM',
    application_type: null,
    council: 'North West Leicestershire',
    procedure: 'prior-approval',
    dwelling_count: null,
    category: 'demolition',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/38421/APP/2024/2998 (every-2-of-3)
  {
    description:
      'Details pursuant to the partial discharge of Condition 17 part (i)(a) and (b) (Contaminated Land) in respect of Phase 2 only as attached to planning permission ref. 38421/APP/2021/4045 dated 25/11/2022 (Redevelopment of the site to deliver data centre campus including: two data centre buildings (Use Class B8); associated energy and electricity infrastructure, buildings, and plant; security gatehouse, systems and enclosures; works to the highway, car parking and cycle parking; hard and soft landscaping; as well as associated infrastructure, ancillary office use, and associated external works).',
    reference: '38421/APP/2024/2998',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Reading/PL/24/1486 (rare-route)
  {
    description:
      'Request for observations by Reading Borough Council to West Berkshire District Council on WBDC application 24/02176/COND: Application for approval of details reserved by conditions 6 (CMS), 24 (Pest Management Plan), 29 (Construction Traffic Management Plan), 39 (Landscaping), 41 (Arboricultural Supervision), 48 (Comprehensive Emergency Plan) and 49 (Outline Emergency Plan) of approved 20/02029/COMIND - Development of an Energy Recovery Centre and adjacent Data Centre and associated infrastructure',
    reference: 'PL/24/1486',
    application_type: null,
    council: 'Reading',
    procedure: 'other',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:CentralBedfordshire/CB/24/03164/FULL (unseen-council)
  {
    description:
      'Construction of two data centre buildings, substation compound, car & cycling parking, access, landscaping, technical plant and associated works.',
    reference: 'CB/24/03164/FULL',
    application_type: null,
    council: 'Central Bedfordshire',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Newport/24/0888 (every-2-of-3)
  {
    description:
      'PARTIAL DISCHARGE OF CONDITION 4 (LANDSCAPE AND ECOLOGICAL MANAGEMENT PLAN) OF 24/0006 DEMOLITION OF REMAINDER OF EXISTING PRINCIPAL BUILDING AND REMAINING STRUCTURES AND CONSTRUCTION OF NEW DATACENTRE (USE CLASS B8) ACROSS TWO MAIN BUILDINGS PLUS ANCILLARY STRUCTURES ANDS OTHER ASSOCIATED WORKS',
    reference: '24/0888',
    application_type: null,
    council: 'Newport',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/49261/APP/2024/2904 (every-2-of-3)
  {
    description:
      'Demolition of the existing building and structures on site, and all other associated site clearance works. Construction of a data centre building (Class B8) with plant at roof level with an emergency generator (1no.) and associated flue (provided within an external compound adjoining the data centre building), sprinkler tank and pumphouse, security guard house, and provision of one kiosk substation and MV Building. The development also comprises the construction of a new access and internal road and circulation areas, footpaths, provision of car and bicycle parking, hard and soft landscaping and other associated works and ancillary site infrastructure.',
    reference: '49261/APP/2024/2904',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'full',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Chelmsford/24/01176/FUL (unseen-council)
  {
    description:
      'Construction of single storey critical containerised datacenter situated within a secure compound area to provide acoustic screening and high level of security with associated parking and access.',
    reference: '24/01176/FUL',
    application_type: null,
    council: 'Chelmsford',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Newport/24/0876 (every-2-of-3)
  {
    description:
      'PARTIAL DISCHARGE OF CONDITION 3 (SCHEME OF SOFT LANDSCAPING) RELATING TO PLANNING PERMISSION 24/0006 FOR THE DEMOLITION OF REMAINDER OF EXISTING PRINCIPAL BUILDING AND REMAINING STRUCTURES AND CONSTRUCTION OF NEW DATACENTRE (USE CLASS B8) ACROSS TWO MAIN BUILDINGS PLUS ANCILLARY STRUCTURES ANDS OTHER ASSOCIATED WORKS',
    reference: '24/0876',
    application_type: null,
    council: 'Newport',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Newport/24/0877 (every-2-of-3)
  {
    description:
      'PARTIAL DISCHARGE OF CONDITION 7 (PILING / FOUNDATION DESIGNS) AND 9 (APPOINTED ARBORICULTURALIST) RELATING TO PLANNING PERMISSION 24/0006 FOR THE DEMOLITION OF REMAINDER OF EXISTING PRINCIPAL BUILDING AND REMAINING STRUCTURES AND CONSTRUCTION OF NEW DATACENTRE (USE CLASS B8) ACROSS TWO MAIN BUILDINGS PLUS ANCILLARY STRUCTURES ANDS OTHER ASSOCIATED WORKS',
    reference: '24/0877',
    application_type: null,
    council: 'Newport',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:SouthGloucestershire/P24/02501/F (every-2-of-3)
  {
    description:
      'Change of use from (Data Centre) Sui Generis, to a flexible use of (Class E(giii)) Industrial processes, (Class B2) General Industry (Class B8 ) Storage or distribution, as defined in the Town and Country Planning (Use Classes) Order 1987 (as amended)',
    reference: 'P24/02501/F',
    application_type: null,
    council: 'South Gloucestershire',
    procedure: 'full',
    dwelling_count: null,
    category: 'change-of-use',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Wakefield/23/00100/REM01 (every-2-of-3)
  {
    description:
      'Approval of Reserved Matters pursuant to 23/00100/S7301 (Access, Appearance, Landscaping, Layout and Scale) at Development Zone A for development of a data centre campus with associated energy and electrical infrastructure, visitor reception buildings, security gatehouses and ancillary structures, plant, boundary enclosures, vehicle parking, hard and soft landscaping, and associated external works.',
    reference: '23/00100/REM01',
    application_type: null,
    council: 'Wakefield',
    procedure: 'reserved-matters',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:CountyDurham/DM/24/02888/RM (unseen-council)
  {
    description:
      'Reserved Matters submission for the matters of Appearance, Landscaping, Layout and Scale pursuant to hybrid planning permission DM/24/02829/VOC, to create a Data Centre and ancillary office space (Use Class E(g)(ii)) with associated landscaping and infrastructure on Plot D.',
    reference: 'DM/24/02888/RM',
    application_type: null,
    council: 'Durham',
    procedure: 'reserved-matters',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Portsmouth/24/01258/FUL (unseen-council)
  {
    description:
      'Construction of data centre including external plant and machinery, boundary treatments, landscaping and associated works',
    reference: '24/01258/FUL',
    application_type: null,
    council: 'Portsmouth',
    procedure: 'full',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:CountyDurham/DM/24/02829/VOC (unseen-council)
  {
    description:
      'Variation of Conditions 1 (Approved Plans), 2 (Floor Space and Use Classes), 5 (Travel Plan) and 10 (Ecology) pursuant to hybrid planning permission DM/20/01846/FPA, to create a Data Centre and ancillary office space (Use Class E(g)(ii)) with associated landscaping and infrastructure on Plot D.',
    reference: 'DM/24/02829/VOC',
    application_type: null,
    council: 'Durham',
    procedure: 'amendment',
    dwelling_count: null,
    category: null,
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Hillingdon/38421/APP/2024/2724 (every-2-of-3)
  {
    description:
      'Details pursuant to the partial discharge of Conditions 12 (Green Walls and Roofs - Phase 1 Only) and 27 (Fire Statement - Phase 1 Only) of planning permission ref. 38421/APP/2021/4045 dated 25-11-2022 (Redevelopment of the site to deliver data centre campus including: two data centre buildings (Use Class B8); associated energy and electricity infrastructure, buildings, and plant; security gatehouse, systems and enclosures; works to the highway, car parking and cycle parking; hard and soft landscaping; as well as associated infrastructure, ancillary office use, and associated external works).',
    reference: '38421/APP/2024/2724',
    application_type: null,
    council: 'Hillingdon',
    procedure: 'discharge',
    dwelling_count: null,
    category: 'industrial',
  },
  // Sanjay1345/dc-planning-tracker data/applications.csv @04bd7f5 UK:Runnymede/RU.24/1339 (unseen-council)
  {
    description:
      'Details pursuant to Discharge Condition 37 (Provision of electric vehicle charging and hierarchy for priority of use) of planning permission RU.13/0856 in respect of the Phase 3 Data Centre campus',
    reference: 'RU.24/1339',
    application_type: null,
    council: 'Runnymede',
    procedure: 'discharge',
    dwelling_count: null,
    category: null,
  },
];
